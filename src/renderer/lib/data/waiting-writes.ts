import type { Endpoint, RequestOf, ResponseOf } from '../../../shared/endpoint';
import { client } from '../api-client';
import type { CallOptions } from '../transport';

/**
 * How writes wait for the network: set by lib/offline/queued-writes.ts when it loads (after the
 * first screen, which carries only this hand-over).
 */
export interface WriteQueueHook {
  /** A new idempotency key. */
  key(): string;
  /**
   * A write that failed: with no network and a stand-in answer, it is queued under its key and the
   * stand-in returned; any other failure is thrown again (no network: "needs a connection").
   */
  instead<T>(error: unknown, path: string, body: unknown, key: string | undefined, standIn?: () => T): Promise<T>;
  /** The answer stands in for a queued write's (the real one comes when the network returns). */
  isStandIn(answer: unknown): boolean;
}
let queue: WriteQueueHook | null = null;
export const queueWritesWith = (hook: WriteQueueHook) => {
  queue = hook;
};

export const isQueued = (answer: unknown) => queue?.isStandIn(answer) === true;

export interface WriteOptions<E extends Endpoint> extends CallOptions {
  /**
   * The write may wait for the network: the answer the screen shows meanwhile (an applause
   * counted, a bookmark set). Without it, a write that finds no network says it needs a connection.
   */
  whenQueued?(body: RequestOf<E>): ResponseOf<E>;
}

/**
 * A writing call. One that may wait goes out with an idempotency key; when no network carries it,
 * it is queued under that key (the server applies it once even if this send did reach it) and its
 * stand-in answer returned.
 */
export async function sendOrQueue<E extends Endpoint>(
  endpoint: E,
  body: RequestOf<E>,
  { whenQueued, ...options }: WriteOptions<E> = {},
): Promise<ResponseOf<E>> {
  const hook = queue;
  const key = whenQueued && hook?.key();
  try {
    return await client.call(endpoint, body, { ...options, idempotencyKey: key });
  } catch (error) {
    if (!hook) throw error;
    return hook.instead(error, endpoint.path, body, key, whenQueued && (() => whenQueued(body)));
  }
}
