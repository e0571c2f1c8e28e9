import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

/*
 * The app's buttons: `primary` for the one main action of a screen or dialog, `secondary` for the
 * others, `subtle` for a lesser action on a thing (edit, delete, report, remove: a filled chip, never
 * underlined text), `quiet` for a way elsewhere in words (forgot password, later), `danger` for an
 * action that destroys.
 * `tag` for a filter among a row of them (the map's areas), a pill filled when `aria-pressed`.
 * `small` for a header's action; `block` to fill the width. A link that looks like a button is a
 * ButtonLink (it navigates; a Button acts).
 */
type Variant = 'primary' | 'secondary' | 'subtle' | 'quiet' | 'danger' | 'tag';
interface Look {
  variant?: Variant;
  small?: boolean;
  block?: boolean;
}

const VARIANT_CLASS: Record<Variant, string> = {
  primary: 'primary',
  secondary: 'secondary',
  subtle: 'subtle',
  quiet: 'link',
  danger: 'primary danger',
  tag: 'tag',
};

export const buttonClass = ({ variant = 'secondary', small, block }: Look, extra?: string) =>
  ['button', VARIANT_CLASS[variant], small && 'small', block && 'block', extra].filter(Boolean).join(' ');

export function Button({
  variant,
  small,
  block,
  className,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, small, block }, className)} {...rest} />;
}

export function ButtonLink({
  href,
  variant,
  small,
  block,
  className,
  onClick,
  children,
}: Look & { href: string; className?: string; onClick?(): void; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClass({ variant, small, block }, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
