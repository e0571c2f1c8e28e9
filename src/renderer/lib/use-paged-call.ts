import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  nextCursor: number | null;
}

export interface PagedState<T> {
  items: T[] | undefined;
  error: unknown;
  loading: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

/**
 * A cursor-paged list (contract `page(item)`): the first page when the inputs change, the next
 * one on `loadMore`; answers for older inputs are dropped.
 */
export function usePagedCall<T>(
  fetchPage: (cursor: number | undefined) => Promise<Page<T>>,
  inputs: readonly unknown[],
): PagedState<T> {
  const [state, setState] = useState<{ items?: T[]; next: number | null; error?: unknown; loading: boolean }>({
    next: null,
    loading: true,
  });
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs the fetcher depends on, like a deps list
  const fetcher = useCallback(fetchPage, inputs);

  const load = useCallback(
    (cursor: number | undefined, previous: T[]) => {
      const mine = ++generation.current;
      setState((s) => ({ ...s, error: undefined, loading: true }));
      fetcher(cursor).then(
        (page) =>
          mine === generation.current &&
          setState({ items: [...previous, ...page.items], next: page.nextCursor, loading: false }),
        (error: unknown) => mine === generation.current && setState((s) => ({ ...s, error, loading: false })),
      );
    },
    [fetcher],
  );

  useEffect(() => load(undefined, []), [load]);
  return {
    items: state.items,
    error: state.error,
    loading: state.loading,
    hasMore: state.next !== null,
    loadMore: () => state.next !== null && load(state.next, state.items ?? []),
    reload: () => load(undefined, []),
  };
}
