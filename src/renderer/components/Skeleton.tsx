import { useTranslation } from 'react-i18next';

/**
 * What content looks like before it arrives, instead of a spinner: grey blocks in the shape of the
 * rows, cards or page to come, so nothing jumps when it lands. Announced once as loading.
 * `row`: a list row (title and a date); `card`: a post card (picture and three lines);
 * `tile`: a grid of product tiles; `page`: one object (a heading, a picture, paragraphs);
 * `banner`: the home screen's strip of wide pictures, as tall as the first one will be.
 * `quiet`: drawn without its spoken "loading" (the page's first screen, while the page itself is
 * announced as loading): until the screen's own text arrives, the page has no text to draw.
 */
export type SkeletonShape = 'row' | 'card' | 'tile' | 'page' | 'banner';

const COUNT: Record<SkeletonShape, number> = { row: 6, card: 3, tile: 4, page: 1, banner: 1 };

export function Skeleton({
  shape = 'row',
  count = COUNT[shape],
  quiet = false,
}: {
  shape?: SkeletonShape;
  count?: number;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`state-loading skeleton skeleton-${shape}`}
      {...(quiet ? { 'aria-hidden': true } : { role: 'status', 'aria-live': 'polite' })}
    >
      {!quiet && <span className="visually-hidden">{t('states.loading')}</span>}
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-item" aria-hidden="true">
          {shape !== 'row' && <span className="bone bone-picture" />}
          {shape !== 'banner' && (
            <>
              <span className="bone bone-line" />
              <span className="bone bone-line short" />
            </>
          )}
          {shape === 'page' && (
            <>
              <span className="bone bone-line" />
              <span className="bone bone-line" />
              <span className="bone bone-line short" />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
