import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface ListRowProps {
  /** A row that opens something is a link, with a chevron. */
  href?: string;
  /** A row that picks something (a place for a post) is a button. */
  onClick?(): void;
  /** Before the title: a badge, a thumbnail. */
  leading?: ReactNode;
  title: ReactNode;
  /** Under the title, smaller: a date, a count. */
  meta?: ReactNode;
  /** At the end: an amount, a switch, a value. */
  trailing?: ReactNode;
  /** Marks the row's own element (a label row holding a switch is a `label`). */
  as?: 'div' | 'label';
  className?: string;
}

/** One row of a list or a menu: 52 px at least, the title taking the room, what follows kept whole. */
export function ListRow({ href, onClick, leading, title, meta, trailing, as: Tag = 'div', className }: ListRowProps) {
  const body = (
    <>
      {leading}
      <span className="list-row-text">
        <span className="list-row-title">{title}</span>
        {meta && <span className="list-row-meta">{meta}</span>}
      </span>
      {trailing}
      {href && <ChevronRight className="list-row-chevron" />}
    </>
  );
  const classes = `list-row${className ? ` ${className}` : ''}`;
  if (href)
    return (
      <Link href={href} className={classes}>
        {body}
      </Link>
    );
  if (onClick)
    return (
      <button type="button" className={classes} onClick={onClick}>
        {body}
      </button>
    );
  return <Tag className={classes}>{body}</Tag>;
}
