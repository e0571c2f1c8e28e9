import { get, set } from 'idb-keyval';
import { ApiError, client } from '../api-client';
import { queryClient } from '../data';
import { alert, toast } from '../feedback';
import { storage } from '../storage';
import { memberOf } from './member';
import { queueFileOf, queueStore } from './queue-store';
import { t } from './texts';
import { waitingWrites } from './waiting';
import { createWriteQueue, endpointOf, kindOf, type FlushResult } from './write-queue';

const queue = createWriteQueue({
  store: {
    read: (member) => get(queueFileOf(member), queueStore),
    write: (member, list) => set(queueFileOf(member), list, queueStore),
  },
  member: () => memberOf(storage.token),
  now: Date.now,
  send: (write) =>
    client.call(endpointOf(write.path)!, write.body as never, { silent: true, idempotencyKey: write.key }),
});

/** The signed-in member's waiting writes, oldest first (read back from the store). */
export const pendingWrites = () => queue.pending();

/** The signed-in member's count of waiting writes, read again from the store. */
export async function recount(): Promise<void> {
  waitingWrites.set(await queue.pending());
}

/** Sends what waits, in order; says what went and, clearly, what the server refused. */
export async function sendWaiting(): Promise<void> {
  if (waitingWrites.count === 0) return;
  const result = await queue.flush();
  if (result.sent.length > 0) {
    toast(t('queue.sent', { count: result.sent.length }), { icon: 'success' });
    // Every screen shows the server's word again (counts, the memo as saved, a comment in its
    // thread), before what stood in for it goes: no moment without either.
    await queryClient.invalidateQueries();
  }
  await recount();
  if (result.refused.length > 0) await alert(result.refused.map(refusedText).join('\n'));
}

/** What did not go through and why; a comment quoted, so its words are not lost with it. */
function refusedText({ write, reason }: FlushResult['refused'][number]): string {
  const kind = t(`queue.${kindOf(write)}`);
  const what = typeof write.body.contents === 'string' ? `${kind} "${write.body.contents}"` : kind;
  return t('queue.refused', { what, reason });
}

/**
 * A write that found no network: kept under its key when it may wait (its stand-in answer is
 * returned and remembered in `standIns`), refused as needing a connection when it may not.
 */
export async function waitInstead(
  standIns: WeakSet<object>,
  path: string,
  body: unknown,
  key: string | undefined,
  standIn: (() => unknown) | undefined,
): Promise<unknown> {
  const added = key && standIn ? await queue.add(path, body, key) : false;
  if (!added) throw new ApiError('NEEDS_CONNECTION', t('needsConnection'), 0);
  await recount();
  // After the screen's own word for the action (its success handler runs first).
  if (!added.replaced) setTimeout(() => toast(t('queue.queued'), { icon: 'info' }));
  const answer = standIn!();
  standIns.add(answer as object);
  return answer;
}
