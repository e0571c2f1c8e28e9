import { hashKey, type Query, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from './query-client';

/**
 * Reads a route asked for as it was chosen (RouteDef.reads), beside its screen's chunks, and when.
 * The screen that mounts next takes their answer as its first one instead of asking again; after
 * that first mount, or a while later, a mount refreshes as usual.
 */
const askedAt = new Map<string, number>();
/** A screen whose chunks took longer than this to arrive asks again: the answer may be old. */
const ANSWER_WAITS_FOR_SCREEN_MS = 30_000;

export const markAskedWithRoute = (key: QueryKey) => askedAt.set(hashKey(key), Date.now());

/** `refetchOnMount`: not for a read its route has just asked for. */
export function refetchUnlessAskedWithRoute(query: Pick<Query, 'queryHash'>): boolean {
  const at = askedAt.get(query.queryHash);
  return at === undefined || Date.now() - at > ANSWER_WAITS_FOR_SCREEN_MS;
}

/** The screen has mounted with the read: later mounts refresh it as usual. */
export function useRouteReadTaken(key: QueryKey): void {
  const hash = hashKey(key);
  useEffect(() => {
    askedAt.delete(hash);
  }, [hash]);
}

/**
 * Resolves once the read asked for at `key` has an answer to show, fresh or saved from an earlier
 * visit (whichever comes first), or once its asking settled without one.
 */
export function answerToShow(key: QueryKey, asking: Promise<void>): Promise<void> {
  const hash = hashKey(key);
  const cache = queryClient.getQueryCache();
  return new Promise((resolve) => {
    if (cache.get(hash)?.state.data !== undefined) return resolve();
    const stop = cache.subscribe((event) => {
      if (event.query.queryHash === hash && event.query.state.data !== undefined) shown();
    });
    const shown = () => {
      stop();
      resolve();
    };
    void asking.then(shown);
  });
}
