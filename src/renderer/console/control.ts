import { useEffect } from 'react';
import {
  argumentsOf,
  controlTable,
  controlUrl,
  type ControlAnswerOf,
  type ControlArgsOf,
  type ControlCall,
} from '../../shared/control';
import { queryClient, useLoad, type CallState } from '../lib/data';

/** Control reads that follow the server's data are cached under this key, so one change refreshes them all. */
const FOLLOWS_DATA = 'control';
/** Called by anything that changes server state, so every open list fetches again. */
export const dataChanged = () => void queryClient.invalidateQueries({ queryKey: [FOLLOWS_DATA] });

/** A console opened as /__mock/?token=… sends the token on every call (the server's --control-token). */
const token = new URLSearchParams(window.location.search).get('token');

export const withToken = (path: string) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;

/** One request to the control API (a path under /__mock); a refusal rejects with the server's own explanation. */
export async function controlRequest(url: string, method: string, body?: unknown, sandbox?: string): Promise<unknown> {
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-control-token': token } : {}),
      // Another sandbox's side of the control API (its request log), without moving the console there.
      ...(sandbox ? { 'x-mock-sandbox': sandbox } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { error?: string } | null;
  if (!res.ok) throw new Error(json?.error ?? `HTTP ${res.status}`);
  return json;
}

const send = (call: ControlCall, args: readonly unknown[], sandbox?: string) => {
  const { params, body, query } = argumentsOf(call, args);
  return controlRequest(controlUrl(call, params, query), call.method.toUpperCase(), body, sandbox);
};

/** One call of the control table, typed by it: `callControl(controlTable.users.orders, { id: 3 })`. */
export const callControl = <C extends ControlCall>(call: C, ...args: ControlArgsOf<C>) =>
  send(call, args) as Promise<ControlAnswerOf<C>>;

/** The same call on another sandbox's side (its request log), without moving the console there. */
export const callControlIn = <C extends ControlCall>(sandbox: string, call: C, ...args: ControlArgsOf<C>) =>
  send(call, args, sandbox) as Promise<ControlAnswerOf<C>>;

type Table = typeof controlTable;
type ClientOf<T extends Record<string, ControlCall>> = {
  [N in keyof T]: (...args: ControlArgsOf<T[N]>) => Promise<ControlAnswerOf<T[N]>>;
};
/** The control API as functions, built from its table: `controlClient.faults.add(body)` answers the new fault's id. */
export const controlClient = Object.fromEntries(
  Object.entries(controlTable).map(([concern, calls]) => [
    concern,
    Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, (...args: unknown[]) => send(call, args)])),
  ]),
) as unknown as { [K in keyof Table]: ClientOf<Table[K]> };

export type Resource<T> = Pick<CallState<T>, 'data' | 'error' | 'loading' | 'reload'>;

/**
 * A read of the control API through the app's data layer (its loading and error states, one request
 * for several readers), fetched again whenever the data changes unless told not to.
 */
export function useControl<C extends ControlCall>(
  call: C,
  args: ControlArgsOf<C>,
  { followData = true } = {},
): Resource<ControlAnswerOf<C>> {
  const { params, query } = argumentsOf(call, args);
  return useControlLoad(controlUrl(call, params, query), () => callControl(call, ...args), followData);
}

/** A read of the URL through the data layer, cached under it (with the reads that follow the data, unless told not to). */
export const useControlLoad = <T>(url: string, load: () => Promise<T>, followData = true): Resource<T> =>
  useLoad([followData ? FOLLOWS_DATA : 'control-static', url], load, { silent: true });

/** Reads a list again every `everyMs` while it is on screen: a queue others fill (reports) stays live. */
export function useLive(resource: Pick<Resource<unknown>, 'reload'>, everyMs: number): void {
  const { reload } = resource;
  useEffect(() => {
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [reload, everyMs]);
}
