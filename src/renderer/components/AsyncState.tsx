import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import type { CallState, PagesState } from '../lib/data';

function Failure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t('states.loading')}
    </div>
  );
}

/** One thing being loaded: its error with a retry, the loading state, or the thing itself. */
export function ObjectState<T>({ call, children }: { call: CallState<T>; children(data: T): ReactNode }) {
  if (call.data !== undefined) return <>{children(call.data)}</>;
  if (call.error !== undefined) return <Failure error={call.error} onRetry={call.reload} />;
  return <Loading />;
}

interface ListStateProps<T> {
  loading: boolean;
  error: unknown;
  items: T[] | undefined;
  /** What an empty list shows; without it the children draw the empty list themselves. */
  empty?: string;
  onRetry(): void;
  children(items: T[]): ReactNode;
}

/** Every list's other faces: loading, empty and error with a retry. */
export function ListState<T>({ loading, error, items, empty, onRetry, children }: ListStateProps<T>) {
  if (error !== undefined && error !== null) return <Failure error={error} onRetry={onRetry} />;
  if (items === undefined) return loading ? <Loading /> : null;
  if (items.length === 0 && empty !== undefined) return <p className="state state-empty">{empty}</p>;
  return <>{children(items)}</>;
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
  children,
}: {
  pages: PagesState<T>;
  empty?: string;
  children(items: T[]): ReactNode;
}) {
  return (
    <ListState loading={pages.loading} error={pages.error} items={pages.items} empty={empty} onRetry={pages.refresh}>
      {(items) => (
        <>
          {children(items)}
          <MorePages pages={pages} />
        </>
      )}
    </ListState>
  );
}
