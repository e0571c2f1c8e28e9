import type { ReactNode } from 'react';

/** A short label on a row or card: `brand` marks (important, theme), `neutral` describes, `ok`/`danger` a state. */
export function Badge({
  tone = 'brand',
  children,
  className,
}: {
  tone?: 'brand' | 'neutral' | 'ok' | 'danger';
  children: ReactNode;
  className?: string;
}) {
  return <span className={`badge badge-${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
