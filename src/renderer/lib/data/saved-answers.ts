import { connection } from '../connection';
import { ApiError } from '../transport';
import { queryClient } from './query-client';

/**
 * While the saved answers of the signed-in member are being read back (lib/offline/saved-answers.ts,
 * loaded beside the first screen), an offline read waits for them instead of failing at once.
 */
let restoring: Promise<unknown> | null = null;

export function whileRestoring(work: Promise<unknown>): void {
  const current = work
    .catch(() => undefined)
    .finally(() => {
      if (restoring === current) restoring = null;
    });
  restoring = current;
}

/** How long a read waits for the saved answers: a moment online (the network answers anyway), longer offline. */
const WAIT_ONLINE_MS = 300;
const WAIT_OFFLINE_MS = 5_000;

/**
 * Resolves when the saved answers are back (or at once when none are being read), so a read
 * starts with its saved answer on screen and revalidates quietly; never holds a read for long.
 * Online, a silent read (no cover over the screen to spare) goes at once.
 */
export function savedAnswersFirst(silent: boolean): Promise<unknown> {
  if (!restoring || (silent && !connection.offline)) return Promise.resolve();
  const limit = connection.offline ? WAIT_OFFLINE_MS : WAIT_ONLINE_MS;
  return Promise.race([restoring, new Promise((resolve) => setTimeout(resolve, limit))]);
}

/** Where a trip pack's answer to a read is found (lib/offline/pack-store.ts sets it when it loads). */
type PackLookup = (key: readonly unknown[]) => Promise<{ data: unknown; savedAt: number } | undefined>;
let packLookup: PackLookup | null = null;
export const answerFromPacks = (lookup: PackLookup) => {
  packLookup = lookup;
};

/**
 * A read the network did not answer: when a trip pack holds it, its answer goes into the cache with
 * the time it was saved, unless the cache already holds a newer one. The read still fails, so the
 * screen shows the answer and the offline mark.
 */
export async function packedInstead(key: readonly unknown[], error: unknown): Promise<void> {
  if (!packLookup || !(error instanceof ApiError && error.code === 'NETWORK')) return;
  const packed = await packLookup(key).catch(() => undefined);
  if (!packed) return;
  const current = queryClient.getQueryState(key);
  if (current?.data !== undefined && current.dataUpdatedAt >= packed.savedAt) return;
  queryClient.setQueryData(key, packed.data, { updatedAt: packed.savedAt });
}
