import { useEffect } from 'react';
import { queryClient, useLoad, type CallState } from '../lib/data';

/** Control reads that follow the server's data are cached under this key, so one change refreshes them all. */
const FOLLOWS_DATA = 'control';
/** Called by anything that changes server state, so every open list fetches again. */
export const dataChanged = () => void queryClient.invalidateQueries({ queryKey: [FOLLOWS_DATA] });

/** A console opened as /__mock/?token=… sends the token on every call (the server's --control-token). */
const token = new URLSearchParams(window.location.search).get('token');

export const withToken = (path: string) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;

/** One control call (in `sandbox` if given); a refusal rejects with the server's own explanation. */
export async function control<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; sandbox?: string } = {},
): Promise<T> {
  const res = await fetch(`/__mock${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-control-token': token } : {}),
      // Another sandbox's side of the control API (its request log), without moving the console there.
      ...(init.sandbox ? { 'x-mock-sandbox': init.sandbox } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok) throw new Error(json?.error ?? `HTTP ${res.status}`);
  return json as T;
}

export type Resource<T> = Pick<CallState<T>, 'data' | 'error' | 'loading' | 'reload'>;

/**
 * A GET of the control API through the app's data layer (its loading and error states, one request
 * for several readers), fetched again whenever the data changes unless told not to.
 */
export function useResource<T>(path: string, { followData = true } = {}): Resource<T> {
  return useLoad([followData ? FOLLOWS_DATA : 'control-static', path], () => control<T>(path), { silent: true });
}

/** Reads a list again every `everyMs` while it is on screen: a queue others fill (reports) stays live. */
export function useLive(resource: Pick<Resource<unknown>, 'reload'>, everyMs: number): void {
  const { reload } = resource;
  useEffect(() => {
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [reload, everyMs]);
}
