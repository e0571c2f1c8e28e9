import type { HTMLAttributes } from 'react';

/** A raised surface holding one thing (an order, a plan, a summary): the tokens' radius, padding and hairline. */
export function Card({
  as: Tag = 'div',
  tone = 'plain',
  className,
  ...rest
}: { as?: 'div' | 'li' | 'section' | 'article'; tone?: 'plain' | 'brand' } & HTMLAttributes<HTMLElement>) {
  return <Tag className={`card card-${tone}${className ? ` ${className}` : ''}`} {...rest} />;
}
