import { z } from 'zod';
import { feed } from '../../../shared/api/feed';
import { place } from '../../../shared/api/place';
import { travel } from '../../../shared/api/travel';
import type { Endpoint, WaitingWriteKind } from '../../../shared/endpoint';
import { ApiError } from '../transport';

/**
 * The writes a traveller makes on the road that may wait for the network, as the contract marks them
 * (`waitsOffline`): a day's memo and its items' order and times, a place or a post added to a day,
 * bookmarks, applause, comments. Nothing that moves points or stock (orders, attendance) is marked:
 * those need a connection. Taken from the contract's own modules of those domains (the built
 * client's endpoint table has paths only), so a stored body is checked as the server will;
 * tests/unit/renderer/endpoint-flags.test.ts holds every marked call of the table to be here.
 */
export const WAITING_WRITES: readonly Endpoint[] = [travel, feed, place]
  .flatMap((domain): Endpoint[] => Object.values(domain))
  .filter((endpoint) => endpoint.waitsOffline);
export const endpointOf = (path: string) => WAITING_WRITES.find((e) => e.path === path);
export const isQueueable = (path: string) => endpointOf(path) !== undefined;

const queuedWrite = z.object({
  /** Sent as `Idempotency-Key`: a write the server already applied is answered, not applied again. */
  key: z.string().regex(/^[\w-]{8,100}$/),
  path: z.string().refine(isQueueable),
  body: z.object({}).loose(),
  queuedAt: z.number(),
});
export type QueuedWrite = z.output<typeof queuedWrite>;

/** A stored write is sent only when it still is one of the queueable calls with a body its call accepts. */
function checked(value: unknown): QueuedWrite | null {
  const write = queuedWrite.safeParse(value);
  if (!write.success) return null;
  return endpointOf(write.data.path)!.request.safeParse(write.data.body).success ? write.data : null;
}

/** The call's kind, but a day saved with its memo alone is the memo. */
export function kindOf(write: Pick<QueuedWrite, 'path' | 'body'>): WaitingWriteKind {
  const memoOnly = write.body.memo !== undefined && write.body.items === undefined;
  return write.path === travel.savePlanDay.path && memoOnly
    ? 'memo'
    : (endpointOf(write.path)?.waitsOffline ?? 'comment');
}

/** A day's memo typed on: only its last text waits (an earlier one would be sent only to be overwritten). */
const sameMemo = (a: QueuedWrite, b: Pick<QueuedWrite, 'path' | 'body'>) =>
  kindOf(a) === 'memo' && kindOf(b) === 'memo' && a.body.planId === b.body.planId && a.body.day === b.body.day;

/** Where a member's waiting writes are kept (IndexedDB in the app, a map in tests). */
export interface QueueStore {
  read(member: string): Promise<unknown>;
  write(member: string, writes: QueuedWrite[]): Promise<void>;
}

export interface QueueDeps {
  store: QueueStore;
  /** Who is signed in now (null: nobody): writes are filed and sent under that member only. */
  member(): string | null;
  /** Sends one write with its key as the signed-in member; its answer, or a rejection. */
  send(write: QueuedWrite): Promise<unknown>;
  now(): number;
}

export interface FlushResult {
  sent: QueuedWrite[];
  /** Writes the server refused (each removed, never retried), with its reason in the reader's language. */
  refused: Array<{ write: QueuedWrite; reason: string }>;
  /** Still waiting: the network, the server or the sign-in is not back yet. */
  waiting: number;
}

/** Failures that say nothing about the write itself: it waits for the next try. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || ['NETWORK', 'SERVER_ERROR', 'UNAUTHORIZED'].includes(error.code);

/**
 * A member's writes made without a network: kept in order, each checked when read back (a damaged
 * or foreign entry is dropped, never sent), sent one after another when the network returns, and
 * removed once answered. Another member's writes are never read, let alone sent.
 */
export function createWriteQueue(deps: QueueDeps) {
  // Every read-change-write of the store runs after the one before: nothing written meanwhile is lost.
  let chain: Promise<unknown> = Promise.resolve();
  const locked = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  const readAll = async (member: string): Promise<QueuedWrite[]> => {
    const stored = await deps.store.read(member).catch(() => undefined);
    return Array.isArray(stored) ? stored.map(checked).filter((w): w is QueuedWrite => w !== null) : [];
  };
  const change = (member: string, edit: (writes: QueuedWrite[]) => QueuedWrite[]) =>
    locked(async () => {
      const writes = edit(await readAll(member));
      await deps.store.write(member, writes);
      return writes;
    });

  let flushing: { member: string; done: Promise<FlushResult> } | null = null;

  async function sendAll(member: string): Promise<FlushResult> {
    const result: FlushResult = { sent: [], refused: [], waiting: 0 };
    for (;;) {
      const [next, ...rest] = await locked(() => readAll(member));
      if (!next) return result;
      // Signed out, or someone else signed in: what is left waits for its own member.
      if (deps.member() !== member) return { ...result, waiting: rest.length + 1 };
      try {
        await deps.send(next);
        result.sent.push(next);
      } catch (error) {
        if (isPassing(error)) return { ...result, waiting: rest.length + 1 };
        result.refused.push({ write: next, reason: error instanceof Error ? error.message : '' });
      }
      await change(member, (writes) => writes.filter((w) => w.key !== next.key));
    }
  }

  return {
    /**
     * Keeps a write for the signed-in member; false when it cannot wait (nobody signed in, a call
     * that is not queueable, a body its call refuses). `replaced`: it took the place of an earlier
     * text of the same memo.
     */
    async add(path: string, body: unknown, key: string): Promise<{ replaced: boolean } | false> {
      const member = deps.member();
      const write = checked({ key, path, body, queuedAt: deps.now() });
      if (!member || !write) return false;
      let replaced = false;
      await change(member, (writes) => {
        const kept = writes.filter((w) => !sameMemo(w, write));
        replaced = kept.length < writes.length;
        return [...kept, write];
      });
      return { replaced };
    },
    /** The signed-in member's waiting writes, oldest first. */
    async pending(): Promise<QueuedWrite[]> {
      const member = deps.member();
      return member ? locked(() => readAll(member)) : [];
    },
    /** Sends the signed-in member's writes in order; one flush at a time (a second call joins it). */
    flush(): Promise<FlushResult> {
      const member = deps.member();
      if (!member) return Promise.resolve({ sent: [], refused: [], waiting: 0 });
      if (flushing?.member === member) return flushing.done;
      // The flush of a member who just left stops at its next write; this one starts after it.
      const before = flushing?.done.catch(() => undefined) ?? Promise.resolve();
      const current = {
        member,
        done: before
          .then(() => sendAll(member))
          .finally(() => {
            if (flushing === current) flushing = null;
          }),
      };
      flushing = current;
      return current.done;
    },
  };
}
