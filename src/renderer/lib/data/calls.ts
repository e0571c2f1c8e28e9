import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '../../../shared/constants';
import type { Endpoint, Page, RequestOf, ResponseOf } from '../../../shared/endpoint';
import { api, client } from '../api-client';
import { toastError } from '../errors';
import { ApiError } from '../transport';
import type { LoadingVariant } from '../loading';
import { queryClient } from './query-client';
import { useLanguage } from './language';
import { pointReadsAfter } from './points';
import { answerToShow, markAskedWithRoute, refetchUnlessAskedWithRoute, useRouteReadTaken } from './route-reads';
import { packedInstead, savedAnswersFirst } from './saved-answers';
import { isQueued, sendOrQueue } from './waiting-writes';

export interface CallState<T> {
  /** The answer, kept while a newer one loads. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
  /** A local edit of the answer (an applause, a toggled bookmark) without a round trip. */
  update(change: (data: T) => T): void;
}

export interface LoadOptions {
  /** false: wait (the answer is not needed yet). */
  enabled?: boolean;
  /** No loading overlay even for the first answer: the screen shows its own state. */
  silent?: boolean;
  loading?: LoadingVariant;
  /** The last key's answer stays on screen while a new key loads (a map that pans: no empty flash). */
  keepPrevious?: boolean;
  /**
   * The screen edits this answer (a form, a memo): an answer saved on an earlier visit is not shown
   * while the network is asked for the current one, so no field starts from what was since changed.
   * Offline, or when that refresh fails, the saved answer shows as usual.
   */
  current?: boolean;
}

/** When this page was loaded: answers older than that were saved on an earlier visit. */
const VISIT_STARTED = Date.now();

/** Reads are keyed by call, body and language: a language switch loads the texts again. */
const keyOf = (path: string, body: unknown, language: string) => [path, body ?? {}, language] as const;

/**
 * Any read the screen needs, under a cache key. Only the first answer of a key may show the
 * loading overlay; later refreshes are quiet, the old answer stays on screen meanwhile.
 */
export function useLoad<T>(
  key: readonly unknown[],
  run: (options: { silent: boolean; loading?: LoadingVariant }) => Promise<T>,
  options: LoadOptions = {},
): CallState<T> {
  const query = useQuery({
    queryKey: key,
    queryFn: readOnce(key, run, options),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchOnMount: refetchUnlessAskedWithRoute,
  });
  useRouteReadTaken(key);
  const { refetch } = query;
  const waitForCurrent = options.current === true && query.isFetching && query.dataUpdatedAt < VISIT_STARTED;
  return {
    data: waitForCurrent ? undefined : query.data,
    error: query.data === undefined ? (query.error ?? undefined) : undefined,
    loading: query.isFetching,
    reload: useCallback(() => void refetch(), [refetch]),
    // A load still on its way was asked before this edit: its answer would undo it (a bookmark
    // switching back on), so it is cancelled first and the edit applied after.
    update: (change) =>
      void queryClient
        .cancelQueries({ queryKey: key })
        .then(() => queryClient.setQueryData<T>(key, (data) => (data === undefined ? data : change(data)))),
  };
}

/**
 * One read of a key. A read that would cover the screen (not silent) waits a moment for the saved
 * answers, so it opens on its saved answer and revalidates quietly; a silent one goes at once. A
 * read the network did not answer looks in the trip packs (`packed`: a list's first page only).
 */
function readOnce<T>(
  key: QueryKey,
  run: (options: { silent: boolean; loading?: LoadingVariant }) => Promise<T>,
  options: Pick<LoadOptions, 'silent' | 'loading'>,
  packed = true,
) {
  return async () => {
    await savedAnswersFirst(options.silent === true);
    try {
      return await run({
        silent: options.silent === true || queryClient.getQueryData(key) !== undefined,
        loading: options.loading,
      });
    } catch (error) {
      if (packed) await packedInstead(key, error);
      throw error;
    }
  };
}

/** One call of the contract, typed by its endpoint: `useCall(api.feed.feedDetail, { feedId })`. */
export function useCall<E extends Endpoint>(
  endpoint: E,
  body: RequestOf<E>,
  options: LoadOptions = {},
): CallState<ResponseOf<E>> {
  const language = useLanguage();
  return useLoad(keyOf(endpoint.path, body, language), (how) => client.call(endpoint, body, how), options);
}

type ItemOf<E> = ResponseOf<E> extends Page<infer T> ? T : never;
type PageBody<E> = Omit<RequestOf<E>, 'cursor'>;

export interface PagesState<T, R = Page<T>> {
  /** undefined until the first page answers. */
  items: T[] | undefined;
  /** The first page's whole answer: a page may carry more than its items (a member's feed, their profile). */
  head: R | undefined;
  loading: boolean;
  /** A later page is on its way (the list shows its skeleton at the end). */
  loadingMore: boolean;
  /** The first page failed: nothing to show but the error and a retry. */
  error: unknown;
  /** A later page failed: the items stay, the list offers to try that page again. */
  moreError: unknown;
  /**
   * The server refused to refresh a list already shown (saved from an earlier visit): the items
   * stay, the list says so and offers a retry. A lost network is the offline mark's to show.
   */
  refreshError: unknown;
  hasMore: boolean;
  loadMore(): void;
  /** Starts over from the first page (retry, pull to refresh, after a change). */
  refresh(): void;
  /** A local edit of the loaded items (a removed comment, a new one on top). */
  update(change: (items: T[]) => T[]): void;
}

/** How a cursor-paged read asks for its pages: the screen's hook and its route's early read alike. */
function pagesOf<E extends Endpoint>(
  endpoint: E,
  body: PageBody<E>,
  key: QueryKey,
  options: Pick<LoadOptions, 'silent'>,
) {
  type P = Page<ItemOf<E>>;
  return {
    queryKey: key,
    queryFn: ({ pageParam }: { pageParam: number | undefined }) =>
      readOnce(
        key,
        (how) => client.call(endpoint, { ...body, cursor: pageParam } as RequestOf<E>, how) as Promise<P>,
        options,
        pageParam === undefined,
      )(),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  };
}

/** A cursor-paged call (`page(item)` answers): the first page at once, the next on `loadMore`. */
export function usePages<E extends Endpoint>(
  endpoint: E,
  body: PageBody<E>,
  options: Pick<LoadOptions, 'enabled' | 'silent'> = {},
): PagesState<ItemOf<E>, ResponseOf<E>> {
  const language = useLanguage();
  const key = keyOf(endpoint.path, body, language);
  type P = Page<ItemOf<E>>;
  const query = useInfiniteQuery({
    ...pagesOf(endpoint, body, key, options),
    enabled: options.enabled ?? true,
    refetchOnMount: refetchUnlessAskedWithRoute,
  });
  useRouteReadTaken(key);
  const items = query.data?.pages.flatMap((p) => p.items);
  return {
    items,
    head: query.data?.pages[0] as ResponseOf<E> | undefined,
    loading: query.isFetching,
    loadingMore: query.isFetchingNextPage,
    error: items === undefined ? (query.error ?? undefined) : undefined,
    moreError: query.isFetchNextPageError ? query.error : undefined,
    refreshError:
      items !== undefined &&
      query.isRefetchError &&
      !(query.error instanceof ApiError && query.error.code === 'NETWORK')
        ? query.error
        : undefined,
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    refresh: () => void query.refetch(),
    update: (change) =>
      queryClient.setQueryData<InfiniteData<P, number | undefined>>(key, (data) => {
        if (!data) return data;
        // The edited list becomes one page, so the next "more" still continues after the last loaded item.
        const last = data.pages[data.pages.length - 1];
        return {
          pages: [
            {
              ...data.pages[0],
              items: change(data.pages.flatMap((p) => p.items)),
              nextCursor: last?.nextCursor ?? null,
            },
          ],
          pageParams: [undefined],
        };
      }),
  };
}

/** How a screen hears the end of an action: its answer, or a refusal it explains itself. */
export interface StepsOptions<I, O> {
  onSuccess?(answer: O, input: I): void;
  /** Handles refusals the screen explains itself (e.g. a field error); return true when handled. */
  onRefusal?(error: unknown): boolean;
}

export interface StepsState<I, O> {
  /** Resolves with the answer, or undefined when a step failed (the failure is already shown). */
  run(input: I): Promise<O | undefined>;
  pending: boolean;
}

/**
 * An action of several steps, any of which may fail (the server's key fetched and a password
 * encrypted before the call; an address checked, then a code mailed): one failure rule for all of
 * them, the same as for one call.
 */
export function useSteps<I, O>(steps: (input: I) => Promise<O>, options: StepsOptions<I, O> = {}): StepsState<I, O> {
  const mutation = useMutation({ mutationFn: steps });
  return {
    pending: mutation.isPending,
    run: async (input) => {
      try {
        const answer = await mutation.mutateAsync(input);
        options.onSuccess?.(answer, input);
        return answer;
      } catch (error) {
        if (!options.onRefusal?.(error)) toastError(error);
        return undefined;
      }
    },
  };
}

export interface ActionOptions<E extends Endpoint> extends StepsOptions<RequestOf<E>, ResponseOf<E>> {
  /** Reads whose answers this action changes; they load again afterwards. */
  invalidates?: Endpoint[];
  /** No loading overlay: taps answered in place (applause, a bookmark), where a cover would block the next tap. */
  silent?: boolean;
  loading?: LoadingVariant;
  /** The action may wait for the network (lib/data/waiting-writes.ts): what the screen shows meanwhile. */
  whenQueued?(input: RequestOf<E>): ResponseOf<E>;
}

export type ActionState<E extends Endpoint> = StepsState<RequestOf<E>, ResponseOf<E>>;

/** A writing call: one rule for failures (a toast in the reader's language unless the screen handles it). */
export function useAction<E extends Endpoint>(endpoint: E, options: ActionOptions<E> = {}): ActionState<E> {
  return useSteps(async (body: RequestOf<E>) => {
    const answer = await sendOrQueue(endpoint, body, {
      silent: options.silent,
      loading: options.loading,
      whenQueued: options.whenQueued,
    });
    // Queued: the reads stay as the screen edited them until the write is sent.
    if (isQueued(answer)) return answer;
    const stale = [...(options.invalidates ?? []), ...pointReadsAfter(endpoint)];
    for (const read of stale) void queryClient.invalidateQueries({ queryKey: [read.path] });
    return answer;
  }, options);
}

/** The member's balance and point sums: one read every screen shares, fresh after any action that changes points. */
const BALANCE_OPTIONS = { silent: true };
export const useBalance = (options: LoadOptions = {}) =>
  useCall(api.user.userPoint, {}, { ...BALANCE_OPTIONS, ...options });

/** Marks reads as changed from outside a hook (after a popup's action, a pull to refresh). */
export const refreshReads = (...reads: Endpoint[]) =>
  Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: [read.path] })));

/**
 * How a route asks for its screen's first reads as it is chosen (RouteDef.reads), so the answers
 * travel beside the screen's chunks; the screen's hooks with the same arguments take them instead
 * of asking again. Handed to the route by the router: a route table never loads the data layer.
 */
export interface ReadAsker {
  /** Resolves with the answer once it is in (undefined if the read failed). */
  call<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    options?: Pick<LoadOptions, 'silent' | 'loading'>,
  ): Promise<ResponseOf<E> | undefined>;
  /** Resolves with the first page's items once they are in (undefined if the read failed). */
  pages<E extends Endpoint>(
    endpoint: E,
    body: PageBody<E>,
    options?: Pick<LoadOptions, 'silent'>,
  ): Promise<ItemOf<E>[] | undefined>;
  /** useBalance's read. */
  balance(): void;
}

/**
 * Asks for a route's first reads in the reader's language; resolves once each has an answer to
 * show (fresh, or saved from an earlier visit) or has failed: never rejects, the screen shows a
 * failure in its own state.
 */
export function askRouteReads(language: Language, reads: (ask: ReadAsker) => void): Promise<void> {
  const asked: Array<Promise<void>> = [];
  const asker: ReadAsker = {
    call(endpoint, body, options = {}) {
      const key = keyOf(endpoint.path, body, language);
      markAskedWithRoute(key);
      const asking = queryClient.prefetchQuery({
        queryKey: key,
        queryFn: readOnce(key, (how) => client.call(endpoint, body, how), options),
      });
      asked.push(answerToShow(key, asking));
      return asking.then(() => queryClient.getQueryData<ResponseOf<typeof endpoint>>(key));
    },
    pages(endpoint, body, options = {}) {
      const key = keyOf(endpoint.path, body, language);
      markAskedWithRoute(key);
      const asking = queryClient.prefetchInfiniteQuery(pagesOf(endpoint, body, key, options));
      asked.push(answerToShow(key, asking));
      return asking.then(
        () => queryClient.getQueryData<InfiniteData<Page<ItemOf<typeof endpoint>>>>(key)?.pages[0]?.items,
      );
    },
    balance: () => void asker.call(api.user.userPoint, {}, BALANCE_OPTIONS),
  };
  reads(asker);
  return Promise.all(asked).then(() => undefined);
}
