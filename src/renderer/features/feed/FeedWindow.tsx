import { useEffect, useState, type CSSProperties } from 'react';
import type { FeedPreview } from '../../../shared/api/feed';
import { ListState, MorePages, type Empty } from '../../components/AsyncState';
import { Skeleton } from '../../components/Skeleton';
import type { PagesState } from '../../lib/data';
import { FeedCard } from './FeedCard';
import { useColumns, useMeasuredRows } from './measured-rows';

/**
 * A card's narrowest width in the grid, in ems (260 px at the default text size: larger text
 * makes fewer, wider cards), and the gap between cards: must match .feed-grid in feed.css.
 */
const CARD_MIN_EM = 16.25;
const GAP_PX = 20;
/** First guesses of a row's height, until rows are measured: a list row, a grid card. */
const ESTIMATE_PX = { list: 220, grid: 400 };
/** Ask for the next page while this many loaded posts are still below the screen. */
const PREFETCH = 8;

/**
 * An endless list of posts that keeps only the rows near the screen in the DOM (plus spacers),
 * so scrolling stays smooth after thousands of posts; the next page loads before the end shows.
 * Rows are measured, never assumed: a long title, a large text size or a narrow screen makes a
 * row taller, not the text overlap the next one. As wide as a grid of cards (the desktop
 * layout), a row is a line of cards.
 */
export function FeedWindow({
  list,
  empty,
  label,
}: {
  /** Search results carry what matched, for the card to mark. */
  list: PagesState<FeedPreview & { matched?: string[] }>;
  empty: Empty;
  label: string;
}) {
  const [element, setElement] = useState<HTMLUListElement | null>(null);
  const count = list.items?.length ?? 0;
  const columns = useColumns(element, CARD_MIN_EM, GAP_PX);
  const rows = Math.ceil(count / columns);
  const range = useMeasuredRows(element, rows, columns > 1 ? ESTIMATE_PX.grid : ESTIMATE_PX.list, columns);

  // A failed page is not asked for again by scrolling: the reader retries it (MorePages).
  const { hasMore, loading, moreError, loadMore } = list;
  const lastShown = range.last * columns;
  useEffect(() => {
    if (count > 0 && hasMore && !loading && moreError === undefined && lastShown + PREFETCH >= count) loadMore();
  }, [lastShown, count, hasMore, loading, moreError, loadMore]);

  return (
    <ListState
      loading={list.loading}
      error={list.error}
      items={list.items}
      empty={empty}
      skeleton="card"
      onRetry={list.refresh}
      staleError={list.refreshError}
    >
      {(items) => {
        const first = range.first * columns;
        return (
          <>
            <ul
              ref={setElement}
              className={columns > 1 ? 'feed-window feed-grid' : 'feed-window'}
              aria-label={label}
              style={
                {
                  paddingTop: range.before,
                  paddingBottom: range.after,
                  '--feed-columns': columns,
                } as CSSProperties
              }
            >
              {items.slice(first, lastShown).map((post, i) => {
                const index = first + i;
                return (
                  <li
                    key={post.id}
                    className={post.imageUrl ? 'with-photo' : undefined}
                    data-row={Math.floor(index / columns)}
                    // A grid row is as tall as its tallest card: its first card measures it.
                    ref={index % columns === 0 ? range.measure : undefined}
                    aria-setsize={hasMore ? -1 : items.length}
                    aria-posinset={index + 1}
                  >
                    <FeedCard post={post} eager={index === 0} />
                  </li>
                );
              })}
            </ul>
            {/* A later page on its way: cards in its shape where it will land, as the first page had. */}
            {loading ? list.loadingMore && <Skeleton shape="card" count={2} /> : <MorePages pages={list} />}
          </>
        );
      }}
    </ListState>
  );
}
