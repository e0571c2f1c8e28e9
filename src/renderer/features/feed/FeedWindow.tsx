import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FeedPreview } from '../../../shared/api/feed';
import { ListState, Loading, MorePages, type Empty } from '../../components/AsyncState';
import type { PagesState } from '../../lib/data';
import { FeedCard } from './FeedCard';

/** Must match .feed-window > li in feed.css. */
const ROW_PX = 140;
const OVERSCAN = 6;
/** Ask for the next page while this many loaded posts are still below the screen. */
const PREFETCH = 8;

/**
 * An endless list of posts that keeps only the rows near the screen in the DOM (plus spacers),
 * so scrolling stays smooth after thousands of posts; the next page loads before the end shows.
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
  const ref = useRef<HTMLUListElement>(null);
  const [range, setRange] = useState({ first: 0, last: 20 });
  const count = list.items?.length ?? 0;

  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / ROW_PX) - OVERSCAN);
      const last = Math.ceil((window.innerHeight - top) / ROW_PX) + OVERSCAN;
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  // A failed page is not asked for again by scrolling: the reader retries it (MorePages).
  const { hasMore, loading, moreError, loadMore } = list;
  useEffect(() => {
    if (count > 0 && hasMore && !loading && moreError === undefined && range.last + PREFETCH >= count) loadMore();
  }, [range.last, count, hasMore, loading, moreError, loadMore]);

  return (
    <ListState
      loading={list.loading}
      error={list.error}
      items={list.items}
      empty={empty}
      skeleton="card"
      onRetry={list.refresh}
    >
      {(items) => {
        const first = Math.min(range.first, items.length);
        const last = Math.min(range.last, items.length);
        return (
          <>
            <ul
              ref={ref}
              className="feed-window"
              aria-label={label}
              style={{ height: items.length * ROW_PX, paddingTop: first * ROW_PX }}
            >
              {items.slice(first, last).map((post, i) => (
                <li key={post.id} aria-setsize={hasMore ? -1 : items.length} aria-posinset={first + i + 1}>
                  <FeedCard post={post} />
                </li>
              ))}
            </ul>
            {loading && <Loading />}
            {!loading && <MorePages pages={list} />}
          </>
        );
      }}
    </ListState>
  );
}
