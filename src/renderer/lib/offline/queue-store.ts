import { createStore, get } from 'idb-keyval';

/** A member's waiting writes: IndexedDB `tabi-queue`, key `member:<id>`, so a reload loses none. */
export const queueStore = createStore('tabi-queue', 'writes');
export const queueFileOf = (member: string) => `member:${member}`;

/**
 * Whether a member has writes waiting, read without the checks each write gets before it is used
 * (they need the contract's schemas): a start with none, the usual one, does not load them.
 */
export async function anyWaiting(member: string): Promise<boolean> {
  const stored = await get<unknown>(queueFileOf(member), queueStore).catch(() => undefined);
  return Array.isArray(stored) && stored.length > 0;
}
