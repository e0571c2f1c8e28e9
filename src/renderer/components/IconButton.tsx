import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';

/*
 * Icons are lucide SVGs, imported one by one where they are used, so only those are bundled and nothing
 * depends on an emoji font. Beside visible text an icon is decorative (lucide marks it aria-hidden);
 * where the icon is the only label, these components put the name on the control.
 */

type IconButtonProps = { icon: LucideIcon; label: string } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
>;

export function IconButton({
  icon: Glyph,
  label,
  className = 'icon-button',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button type={type} className={className} aria-label={label} {...rest}>
      <Glyph />
    </button>
  );
}

export function IconLink({
  icon: Glyph,
  label,
  href,
  className = 'icon-button',
}: {
  icon: LucideIcon;
  label: string;
  href: string;
  className?: string;
}) {
  return (
    <Link href={href} className={className} aria-label={label}>
      <Glyph />
    </Link>
  );
}
