import { Link } from 'wouter';
import { Illustration, type Picture } from './Illustration';

export type EmptyAction = { label: string } & ({ href: string } | { onClick(): void });

/** What an empty list or screen shows: a small picture, one sentence, and the next thing to do. */
export function EmptyState({
  text,
  picture = 'list',
  action,
}: {
  text: string;
  picture?: Picture;
  action?: EmptyAction;
}) {
  return (
    <div className="empty-state">
      <Illustration picture={picture} />
      <p>{text}</p>
      {action &&
        ('href' in action ? (
          <Link href={action.href} className="button primary">
            {action.label}
          </Link>
        ) : (
          <button type="button" className="button primary" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
    </div>
  );
}
