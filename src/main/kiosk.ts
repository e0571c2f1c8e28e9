export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
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
  /** Nobody touched the screen for the idle time (the reset has run or is due). */
  isIdle(): boolean;
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
    isIdle() {
      return running && clock.now() - lastActivity >= idleMs;
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

export interface KioskHandoffOptions {
  /** Tells the renderer the visitor left (it ends the sign-in and forgets what it holds). */
  notifyRenderer(): void;
  /** The session wipe and the first screen: resetKioskSession. */
  reset(): Promise<void>;
  graceMs: number;
  clock?: Clock;
}

/**
 * The idle hand-off: the renderer hears the idle signal first, so it can end the sign-in on the
 * server (a wiped cookie jar alone leaves the refresh token valid) and then asks for the reset;
 * a renderer that does not ask within graceMs (hung, crashed) is reset anyway. Concurrent asks
 * share one reset.
 */
export function createKioskHandoff({ notifyRenderer, reset, graceMs, clock = systemClock }: KioskHandoffOptions) {
  let grace: unknown = null;
  let running: Promise<void> | null = null;

  function resetNow(): Promise<void> {
    if (grace !== null) clock.clearTimeout(grace);
    grace = null;
    running ??= Promise.resolve()
      .then(reset)
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    idle(): void {
      notifyRenderer();
      grace ??= clock.setTimeout(() => {
        grace = null;
        resetNow().catch((error: unknown) => console.error('[kiosk] reset failed', error));
      }, graceMs);
    },
    /** The renderer finished its part. */
    requested: resetNow,
  };
}
