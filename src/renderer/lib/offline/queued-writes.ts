import { get, set } from 'idb-keyval';
import { ApiError, client } from '../api-client';
import { connection } from '../connection';
import { queryClient, queueWritesWith } from '../data';
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

async function recount(): Promise<void> {
  waitingWrites.set(await queue.pending());
}

/** How often waiting writes are tried while nothing else says the network is back. */
const RETRY_MS = 10_000;

/** Sends what waits, in order; says what went and, clearly, what the server refused. */
async function sendWaiting(): Promise<void> {
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

/** Writes made offline wait here from now on, and go when the network returns (started after the first paint). */
export function startWaitingWrites(): void {
  const standIns = new WeakSet<object>();
  queueWritesWith({
    key: () => crypto.randomUUID(),
    async instead(error, path, body, key, standIn) {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
      const added = key && standIn ? await queue.add(path, body, key) : false;
      if (!added) throw new ApiError('NEEDS_CONNECTION', t('needsConnection'), 0);
      await recount();
      // After the screen's own word for the action (its success handler runs first).
      if (!added.replaced) setTimeout(() => toast(t('queue.queued'), { icon: 'info' }));
      const answer = standIn!();
      standIns.add(answer as object);
      return answer;
    },
    isStandIn: (answer) => typeof answer === 'object' && answer !== null && standIns.has(answer),
  });
  // The browser's "online", any call answered again after none were, and every few seconds while
  // writes wait (a network that comes back often says nothing: a roaming plan topped up, a tunnel left).
  window.addEventListener('online', () => void sendWaiting());
  setInterval(() => void sendWaiting(), RETRY_MS);
  let wasOffline = connection.offline;
  connection.subscribe(() => {
    if (wasOffline && !connection.offline) void sendWaiting();
    wasOffline = connection.offline;
  });
  // Each member's own writes, once they are signed in again.
  storage.onMemberChange(() => void recount().then(sendWaiting));
  void recount().then(sendWaiting);
}
