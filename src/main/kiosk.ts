export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleTimerOptions {
  idleMs: number;
  onIdle: () => void | Promise<void>;
  clock?: Clock;
}

export interface IdleTimer {
  start(): void;
  /** Call on every input event; cheap enough for mouse-move rates. */
  activity(): void;
  stop(): void;
}

export function minutesToMs(minutes: number): number {
  return Math.round(minutes * 60_000);
}

/**
 * Fires onIdle once after idleMs without activity, then stays quiet until the next
 * activity: an untouched kiosk is already in its reset state.
 */
export function createIdleTimer({ idleMs, onIdle, clock = systemClock }: IdleTimerOptions): IdleTimer {
  let running = false;
  let lastActivity = 0;
  let handle: unknown;
  let armed = false;

  const schedule = (delay: number): void => {
    armed = true;
    handle = clock.setTimeout(check, delay);
  };

  // Activity only records a timestamp; the timer re-checks it when it fires instead of
  // being re-created on every mouse move.
  function check(): void {
    armed = false;
    if (!running) return;
    const quietFor = clock.now() - lastActivity;
    if (quietFor < idleMs) {
      schedule(idleMs - quietFor);
      return;
    }
    Promise.resolve()
      .then(onIdle)
      .catch((error: unknown) => console.error('[kiosk] idle reset failed', error));
  }

  return {
    start() {
      if (running) return;
      running = true;
      lastActivity = clock.now();
      schedule(idleMs);
    },
    activity() {
      if (!running) return;
      lastActivity = clock.now();
      if (!armed) schedule(idleMs);
    },
    stop() {
      running = false;
      if (armed) clock.clearTimeout(handle);
      armed = false;
    },
  };
}

export interface KioskResetTarget {
  session: { clearStorageData(): Promise<void> };
}

/**
 * The next visitor must not inherit the previous one's login, drafts or cached data:
 * storage goes first so nothing in the renderer can write it back after the reset.
 */
export async function resetKioskSession(
  contents: KioskResetTarget,
  backend: { reset(): Promise<void> },
  reloadHome: () => Promise<void>,
): Promise<void> {
  await contents.session.clearStorageData();
  await backend.reset();
  await reloadHome();
}
