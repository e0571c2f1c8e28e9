import { connection } from '../connection';

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
 */
export function savedAnswersFirst(): Promise<unknown> {
  if (!restoring) return Promise.resolve();
  const limit = connection.offline ? WAIT_OFFLINE_MS : WAIT_ONLINE_MS;
  return Promise.race([restoring, new Promise((resolve) => setTimeout(resolve, limit))]);
}
