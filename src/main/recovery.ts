import { systemClock, type Clock } from './kiosk';

export interface HangWatchOptions {
  /** How long the renderer may stay unresponsive before the home page is reloaded. */
  graceMs: number;
  onHang(): void;
  clock?: Clock;
}

/**
 * A hung renderer (`unresponsive`) used to wait forever: nobody is at an unattended kiosk to
 * press "wait". A renderer that answers again within graceMs (`responsive`) is left alone.
 */
export function createHangWatch({ graceMs, onHang, clock = systemClock }: HangWatchOptions) {
  let timer: unknown = null;
  const cancel = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    unresponsive(): void {
      timer ??= clock.setTimeout(() => {
        timer = null;
        onHang();
      }, graceMs);
    },
    responsive: cancel,
    stop: cancel,
  };
}

export interface CrashStormOptions {
  /** This many crashes within windowMs mean reloading is not helping. */
  limit: number;
  windowMs: number;
  /** app.relaunch() + app.exit(): a fresh process is the last thing left to try. */
  onStorm(): void;
  clock?: Clock;
}

export function createCrashStorm({ limit, windowMs, onStorm, clock = systemClock }: CrashStormOptions) {
  let crashes: number[] = [];
  return {
    /** Records one crash; true when it completed a storm (onStorm has then run). */
    crash(): boolean {
      const now = clock.now();
      crashes = [...crashes.filter((at) => now - at < windowMs), now];
      if (crashes.length < limit) return false;
      crashes = [];
      onStorm();
      return true;
    },
  };
}

/** 1 s, 2 s, 4 s … capped: a server that cannot start must not spin the CPU of a kiosk. */
export function restartDelayMs(attempt: number, firstMs = 1_000, maxMs = 30_000): number {
  return Math.min(maxMs, firstMs * 2 ** attempt);
}

export interface SupervisedServer {
  stop(): Promise<void>;
  /** Called once if the process exits without being asked to stop. */
  onUnexpectedExit(listener: (reason: string) => void): void;
}

export interface ServerSupervisorOptions<T extends SupervisedServer> {
  start(): Promise<T>;
  /** The new server answers: the window reloads so it stops showing the old one's errors. */
  onRestarted(server: T): void;
  log(line: string): void;
  clock?: Clock;
}

/**
 * Keeps the bundled server running: an unexpected exit restarts it after restartDelayMs, each
 * failed start waits longer, and a start that answers resets the delay.
 */
export function superviseServer<T extends SupervisedServer>(first: T, options: ServerSupervisorOptions<T>) {
  const clock = options.clock ?? systemClock;
  let current = first;
  let attempt = 0;
  let stopped = false;
  let timer: unknown = null;

  const watch = (server: T): void => {
    server.onUnexpectedExit((reason) => {
      if (stopped) return;
      options.log(`server exited: ${reason}`);
      schedule();
    });
  };

  function schedule(): void {
    const delay = restartDelayMs(attempt);
    attempt += 1;
    options.log(`server restart in ${delay} ms (attempt ${attempt})`);
    timer = clock.setTimeout(() => {
      timer = null;
      if (stopped) return;
      options.start().then(
        (server) => {
          if (stopped) {
            void server.stop();
            return;
          }
          attempt = 0;
          current = server;
          watch(server);
          options.log('server restarted');
          options.onRestarted(server);
        },
        (error: unknown) => {
          options.log(`server restart failed: ${error instanceof Error ? error.message : String(error)}`);
          if (!stopped) schedule();
        },
      );
    }, delay);
  }

  watch(first);
  return {
    get current(): T {
      return current;
    },
    stop(): Promise<void> {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      return current.stop();
    },
  };
}
