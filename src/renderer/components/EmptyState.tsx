import { Button, ButtonLink } from './Button';
import { Illustration, type Picture } from './Illustration';
import { Phrases } from './Phrases';

/** A link when it has `href` (its `onClick` runs first), else a button. */
type EmptyAction = { label: string; href?: string; onClick?(): void };

/**
 * What an empty list or screen shows: a small picture, one sentence, and the next thing to do
 * (`also`, a second way on, drawn quieter beside it).
 */
export function EmptyState({
  text,
  picture = 'list',
  action,
  also,
}: {
  text: string;
  picture?: Picture;
  action?: EmptyAction;
  also?: EmptyAction;
}) {
  return (
    <div className="empty-state">
      <Illustration picture={picture} />
      <p>
        <Phrases>{text}</Phrases>
      </p>
      {/* One loop for both, so the chunk the feed loads stays a few bytes smaller. */}
      {[action, also].map(
        (a, i) =>
          a &&
          (a.href !== undefined ? (
            <ButtonLink key={i} variant={i ? 'secondary' : 'primary'} href={a.href} onClick={a.onClick}>
              {a.label}
            </ButtonLink>
          ) : (
            <Button key={i} variant={i ? 'secondary' : 'primary'} onClick={a.onClick}>
              {a.label}
            </Button>
          )),
      )}
    </div>
  );
}
