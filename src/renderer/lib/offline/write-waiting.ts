import { ApiError } from '../api-client';
import { connection } from '../connection';
import { queueWritesWith } from '../data';
import { storage } from '../storage';
import { memberOf } from './member';
import { anyWaiting } from './queue-store';
import { waitingWrites } from './waiting';

/**
 * The queue itself checks every write against the contract's schemas: it loads when a write has
 * to wait or writes wait already, never for a member who has none (most starts).
 */
const theQueue = () => import('./queued-writes');

/** How often waiting writes are tried while nothing else says the network is back. */
const RETRY_MS = 10_000;

const sendIfWaiting = async () => {
  if (waitingWrites.count > 0) await (await theQueue()).sendWaiting();
};

/** The signed-in member's writes counted again, and sent; their store is read once to know there are some. */
async function recountAndSend(): Promise<void> {
  const member = memberOf(storage.token);
  if (!member || !(await anyWaiting(member))) return waitingWrites.set([]);
  const queue = await theQueue();
  await queue.recount();
  await queue.sendWaiting();
}

/** Writes made offline wait from now on, and go when the network returns (started after the first paint). */
export function startWaitingWrites(): void {
  const standIns = new WeakSet<object>();
  queueWritesWith({
    key: () => crypto.randomUUID(),
    async instead(error, path, body, key, standIn) {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
      return (await theQueue()).waitInstead(standIns, path, body, key, standIn) as never;
    },
    isStandIn: (answer) => typeof answer === 'object' && answer !== null && standIns.has(answer),
  });
  // The browser's "online", any call answered again after none were, and every few seconds while
  // writes wait (a network that comes back often says nothing: a roaming plan topped up, a tunnel left).
  window.addEventListener('online', () => void sendIfWaiting());
  setInterval(() => void sendIfWaiting(), RETRY_MS);
  let wasOffline = connection.offline;
  connection.subscribe(() => {
    if (wasOffline && !connection.offline) void sendIfWaiting();
    wasOffline = connection.offline;
  });
  // Each member's own writes, once they are signed in again.
  storage.onMemberChange(() => void recountAndSend());
  void recountAndSend();
}
