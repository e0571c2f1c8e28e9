import type { Endpoint, RequestOf, ResponseOf } from '../../shared/endpoint';
import type { Envelope } from '../../shared/envelope';
import type { Language } from '../../shared/constants';
import { api } from '../../shared/api';
import type { LoadingVariant } from './loading';
import { resolvePictures } from './picture-urls';

/** A rejected call: the UI decides what to show from `code`; `message` is already human text. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface TransportDeps {
  baseUrl: () => Promise<string> | string;
  fetch: typeof fetch;
  token: { get(): string | null; set(token: string): void; clear(): void };
  language: () => Language;
  loading: { start(variant?: LoadingVariant): void; end(): void };
  reload: () => void;
  /** Told when the host lacks one of the product's extension calls (`endpoint.extension`). */
  lacking?: (path: string) => void;
}

export interface CallOptions {
  /** No loading indicator (typing checks, background refreshes). */
  silent?: boolean;
  loading?: LoadingVariant;
  /** Sent as `Idempotency-Key`: the server applies a write sent again under the same key once. */
  idempotencyKey?: string;
}

const serverError = (status: number): Envelope => ({
  result: 'error',
  message: `[${status}] 서버 오류가 발생했습니다`,
});

/** What a host without a call answers for it: the extension is missing there, not refused. */
const LACKING_STATUSES = new Set([404, 405, 501]);

/**
 * The one module that knows HTTP: one shared reissue for concurrent 401s, token cleared on other
 * 4xx of the spec's calls (an extension's 4xx keeps the sign-in: the host may not have it), a
 * Korean server-error text for other statuses, and every picture of an answer pointed at the API
 * host (picture-urls.ts).
 */
export function createTransport(deps: TransportDeps) {
  let refreshing: Promise<boolean> | null = null;

  async function post(path: string, body: unknown, key?: string): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': deps.language() };
    const token = deps.token.get();
    if (token) headers.access = token;
    if (key) headers['idempotency-key'] = key;
    return deps.fetch(`${await deps.baseUrl()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      credentials: 'include',
    });
  }

  /** Exactly one reissue in flight; everyone who met a 401 meanwhile waits for it. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const res = await post(api.auth.reissue.path, {});
        const token = res.ok ? res.headers.get('access') : null;
        if (!token) throw new Error('reissue refused');
        deps.token.set(token);
        return true;
      } catch {
        deps.token.clear();
        deps.reload();
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(endpoint: Endpoint, body: unknown, retried: boolean, key?: string): Promise<unknown> {
    const { path } = endpoint;
    let res: Response;
    const sentWith = deps.token.get();
    try {
      res = await post(path, body, key);
    } catch {
      throw new ApiError('NETWORK', '', 0);
    }
    if (res.status === 401 && !retried && path !== api.auth.reissue.path) {
      // Sent before a concurrent reissue finished: the new token is already here, a second
      // reissue would only rotate the sign-in again under the calls still in flight.
      const current = deps.token.get();
      if (current !== null && current !== sentWith) return send(endpoint, body, true, key);
      if (await refreshOnce()) return send(endpoint, body, true, key);
      throw new ApiError('UNAUTHORIZED', await messageOf(res), 401);
    }
    if (endpoint.extension && LACKING_STATUSES.has(res.status)) {
      deps.lacking?.(path);
      throw new ApiError('EXTENSION_MISSING', '', res.status);
    }
    if (res.status >= 400 && res.status < 500) {
      if (!endpoint.extension) deps.token.clear();
      const envelope = await readEnvelope(res);
      throw new ApiError(envelope?.code ?? 'UNAUTHORIZED', envelope?.message ?? '', res.status);
    }
    const envelope = res.ok ? await readEnvelope(res) : serverError(res.status);
    if (!envelope) throw new ApiError('SERVER_ERROR', serverError(res.status).message, res.status);
    if (!res.ok) throw new ApiError('SERVER_ERROR', envelope.message, res.status);
    if (envelope.result !== 'success') throw new ApiError(envelope.code ?? 'UNKNOWN', envelope.message, res.status);
    return envelope.data;
  }

  return {
    async call<E extends Endpoint>(
      endpoint: E,
      body?: RequestOf<E>,
      options: CallOptions = {},
    ): Promise<ResponseOf<E>> {
      if (!options.silent) deps.loading.start(options.loading);
      try {
        const answer = (await send(endpoint, body ?? {}, false, options.idempotencyKey)) as ResponseOf<E>;
        return resolvePictures(endpoint.pictures, answer, await deps.baseUrl());
      } finally {
        if (!options.silent) deps.loading.end();
      }
    },
  };
}

async function readEnvelope(res: Response): Promise<Envelope | null> {
  try {
    const body = (await res.json()) as Envelope;
    return typeof body === 'object' && body !== null && 'result' in body ? body : null;
  } catch {
    return null;
  }
}

async function messageOf(res: Response): Promise<string> {
  return (await readEnvelope(res))?.message ?? '';
}
