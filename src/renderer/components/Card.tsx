import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

type CardLook = { tone?: 'plain' | 'brand'; className?: string };
const cardClass = ({ tone = 'plain', className }: CardLook) => `card card-${tone}${className ? ` ${className}` : ''}`;

/** A raised surface holding one thing (an order, a plan, a summary): the tokens' radius, padding and hairline. */
export function Card({
  as: Tag = 'div',
  tone,
  className,
  ...rest
}: { as?: 'div' | 'li' | 'section' | 'article' } & CardLook & HTMLAttributes<HTMLElement>) {
  return <Tag className={cardClass({ tone, className })} {...rest} />;
}

/** A card that opens what it sums up (the points summary opens the points' history). */
export function CardLink({ href, children, ...look }: CardLook & { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={cardClass(look)}>
      {children}
    </Link>
  );
}
