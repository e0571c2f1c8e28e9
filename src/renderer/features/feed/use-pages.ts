import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  nextCursor: number | null;
}

export interface PagedList<T> {
  /** undefined until the first page answers. */
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  /** Starts over from the first page (pull-to-refresh, retry, after a change). */
  refresh(): void;
  /** Local edits (a removed comment) without a round trip. */
  update(change: (items: T[]) => T[]): void;
}

/** A cursor-paged list: one page at a time, answers of an abandoned generation dropped. */
export function usePages<T>(
  fetchPage: (cursor: number | undefined) => Promise<Page<T>>,
  inputs: readonly unknown[],
): PagedList<T> {
  const [state, setState] = useState<{ items?: T[]; cursor: number | null; loading: boolean; error?: unknown }>({
    cursor: null,
    loading: true,
  });
  const generation = useRef(0);
  const busy = useRef(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs the fetcher depends on, like a deps list
  const fetcher = useCallback(fetchPage, inputs);

  const load = useCallback(
    (cursor: number | undefined, reset: boolean) => {
      if (busy.current && !reset) return;
      const mine = reset ? ++generation.current : generation.current;
      busy.current = true;
      setState((s) => ({ ...s, loading: true, error: undefined }));
      fetcher(cursor).then(
        (page) => {
          if (mine !== generation.current) return;
          busy.current = false;
          setState((s) => ({
            items: reset ? page.items : [...(s.items ?? []), ...page.items],
            cursor: page.nextCursor,
            loading: false,
          }));
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          busy.current = false;
          setState((s) => ({ ...s, loading: false, error }));
        },
      );
    },
    [fetcher],
  );

  useEffect(() => load(undefined, true), [load]);

  return {
    items: state.items,
    loading: state.loading,
    error: state.error,
    hasMore: state.cursor !== null,
    loadMore: () => {
      if (state.cursor !== null) load(state.cursor, false);
    },
    refresh: () => load(undefined, true),
    update: (change) => setState((s) => ({ ...s, items: s.items && change(s.items) })),
  };
}
