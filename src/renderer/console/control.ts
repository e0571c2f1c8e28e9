import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';

/** Bumped by anything that changes server state, so every open list fetches again. */
export const dataVersion = signal(0);
export const dataChanged = () => {
  dataVersion.value += 1;
};

/** A console opened as /__mock/?token=… sends the token on every call (the server's --control-token). */
const token = new URLSearchParams(window.location.search).get('token');

export const withToken = (path: string) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;

/** One control call; a refusal rejects with the server's own explanation. */
export async function control<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
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

export interface Resource<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload(): void;
}

/** A GET of the control API with its loading and error states, fetched again whenever the data changes unless told not to. */
export function useResource<T>(path: string, { followData = true } = {}): Resource<T> {
  useSignals();
  const version = followData ? dataVersion.value : 0;
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    control<T>(path).then(
      (data) => live && setState({ data, loading: false }),
      (error: Error) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, round, version]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
