import { queryClient } from './data';

/** A first screen that never settles (a read that hangs, a picture that never comes) waits no longer. */
const LONGEST_WAIT_MS = 4000;
const CHECK_EVERY_MS = 100;

let done: Promise<void> | undefined;

/**
 * Loaded, nothing shown as loading, no read on its way, and the pictures the page asked for at once
 * drawn (a lazy one may lie below the screen and never come; asking where it lies would lay the page
 * out on every check).
 */
function complete(): boolean {
  return (
    document.readyState === 'complete' &&
    !document.querySelector('.state-loading') &&
    queryClient.isFetching() === 0 &&
    [...document.images].every((picture) => picture.complete || picture.loading === 'lazy')
  );
}

/**
 * Those waiting for the first screen each go on in a task of their own: the daily draw, the
 * offline mark, the faces and the offline code each start their loads (and the bundler's preload
 * of their files) apart, so a phone's main thread is never held by all of them at once.
 */
const aTaskOfItsOwn = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Resolves once the first screen is complete, twice in a row (a redirect's gap between two screens
 * is not the end), or after LONGEST_WAIT_MS. What the first screen does not show waits for it
 * (decision 090): on a phone's network it would otherwise share the connections with what it does.
 */
export const firstScreenDone = (): Promise<void> =>
  (done ??= new Promise<void>(watch).then(() => {
    finished = true;
  })).then(aTaskOfItsOwn);

let finished = false;

/** Whether the first screen is done: a later screen has nothing to wait for. */
export const isFirstScreenDone = (): boolean => finished;

function watch(resolve: () => void): void {
  const giveUpAt = performance.now() + LONGEST_WAIT_MS;
  let completeBefore = false;
  const check = () => {
    const now = complete();
    if ((now && completeBefore) || performance.now() > giveUpAt) requestAnimationFrame(() => setTimeout(resolve));
    else setTimeout(check, CHECK_EVERY_MS);
    completeBefore = now;
  };
  check();
}
