import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isLackingCall } from '../lib/errors';
import type { CallState, PagesState } from '../lib/data';
import { EmptyState } from './EmptyState';
import { Skeleton, type SkeletonShape } from './Skeleton';

function Failure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <p>{errorMessage(error)}</p>
      {!isLackingCall(error) && (
        <button type="button" className="button secondary" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

/** One thing being loaded: its error with a retry, its skeleton, or the thing itself. */
export function ObjectState<T>({
  call,
  skeleton = 'page',
  children,
}: {
  call: CallState<T>;
  skeleton?: SkeletonShape;
  children(data: T): ReactNode;
}) {
  if (call.data !== undefined) return <>{children(call.data)}</>;
  if (call.error !== undefined) return <Failure error={call.error} onRetry={call.reload} />;
  return <Skeleton shape={skeleton} />;
}

/** An empty list's face: a sentence (drawn as the plain empty state) or a screen's own EmptyState. */
export type Empty = string | ReactElement;
const emptyFace = (empty: Empty) => (isValidElement(empty) ? empty : <EmptyState text={empty} />);

interface ListStateProps<T> {
  loading: boolean;
  error: unknown;
  items: T[] | undefined;
  /** What an empty list shows; without it the children draw the empty list themselves. */
  empty?: Empty;
  /** The shape of the rows to come while the first page loads. */
  skeleton?: SkeletonShape;
  onRetry(): void;
  /** A refresh the server refused while the list was shown: said above the items that stay. */
  staleError?: unknown;
  children(items: T[]): ReactNode;
}

/** Every list's other faces: its skeleton while loading, empty, and error with a retry. */
export function ListState<T>({
  loading,
  error,
  items,
  empty,
  skeleton,
  onRetry,
  staleError,
  children,
}: ListStateProps<T>) {
  if (error !== undefined && error !== null) return <Failure error={error} onRetry={onRetry} />;
  if (items === undefined) return loading ? <Skeleton shape={skeleton} /> : null;
  const stale = staleError !== undefined && <Failure error={staleError} onRetry={onRetry} />;
  if (items.length === 0 && empty !== undefined)
    return (
      <>
        {stale}
        {empty === '' ? null : emptyFace(empty)}
      </>
    );
  return (
    <>
      {stale}
      {children(items)}
    </>
  );
}

/**
 * The end of a paged list: a failed later page says so and offers that page again (what is shown
 * stays); otherwise the "more" button while there is more.
 */
export function MorePages<T>({ pages }: { pages: PagesState<T> }) {
  const { t } = useTranslation();
  return (
    <>
      {pages.moreError !== undefined && (
        <p className="state state-error" role="alert">
          {t('states.moreFailed')} {errorMessage(pages.moreError)}
        </p>
      )}
      {pages.hasMore && (
        <button type="button" className="button secondary block" onClick={pages.loadMore} aria-busy={pages.loading}>
          {pages.moreError !== undefined ? t('actions.retry') : t('actions.more')}
        </button>
      )}
    </>
  );
}

/** A paged list with its "more" button; a failed first page shows the error alone. */
export function PagedList<T>({
  pages,
  empty,
  skeleton,
  children,
}: {
  pages: PagesState<T>;
  empty?: Empty;
  skeleton?: SkeletonShape;
  children(items: T[]): ReactNode;
}) {
  return (
    <ListState
      loading={pages.loading}
      error={pages.error}
      items={pages.items}
      empty={empty}
      skeleton={skeleton}
      onRetry={pages.refresh}
      staleError={pages.refreshError}
    >
      {(items) => (
        <>
          {children(items)}
          <MorePages pages={pages} />
        </>
      )}
    </ListState>
  );
}
