import { Button, ButtonLink } from './Button';
import { Illustration, type Picture } from './Illustration';
import { Phrases } from './Phrases';

/** A link when it has `href` (its `onClick` runs first), else a button. */
type EmptyAction = { label: string; href?: string; onClick?(): void };

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
      <p>
        <Phrases>{text}</Phrases>
      </p>
      {action &&
        (action.href !== undefined ? (
          <ButtonLink variant="primary" href={action.href} onClick={action.onClick}>
            {action.label}
          </ButtonLink>
        ) : (
          <Button variant="primary" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
    </div>
  );
}
