import { queryClient, useLoad, type CallState } from '../lib/data';

/** Control reads that follow the server's data are cached under this key, so one change refreshes them all. */
const FOLLOWS_DATA = 'control';
/** Called by anything that changes server state, so every open list fetches again. */
export const dataChanged = () => void queryClient.invalidateQueries({ queryKey: [FOLLOWS_DATA] });

/** A console opened as /__mock/?token=… sends the token on every call (the server's --control-token). */
const token = new URLSearchParams(window.location.search).get('token');

export const withToken = (path: string) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;

/** One control call; a refusal rejects with the server's own explanation. */
export async function control<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`/__mock${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { 'x-control-token': token } : {}) },
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
