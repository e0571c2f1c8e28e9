import { systemClock, type Clock } from './kiosk';

/** Milliseconds from `now` to the next `hour`:00 local time (a full day when it is that minute). */
export function msUntilHour(now: Date, hour: number): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export interface DailyRestartOptions {
  hour: number;
  /** Nobody is using the kiosk (the idle reset has run since the last touch). */
  isIdle(): boolean;
  restart(): void;
  /** How often to look again when someone is using the kiosk at the hour. */
  retryMs?: number;
  clock?: Clock;
}

/**
 * Memory and caches grow over days: once a day, at the configured hour, the app restarts, but
 * never under a visitor's hands: it waits until the kiosk is idle.
 */
export function scheduleDailyRestart({
  hour,
  isIdle,
  restart,
  retryMs = 60_000,
  clock = systemClock,
}: DailyRestartOptions) {
  let timer: unknown = clock.setTimeout(due, msUntilHour(new Date(clock.now()), hour));
  function due(): void {
    if (isIdle()) {
      timer = null;
      restart();
      return;
    }
    timer = clock.setTimeout(due, retryMs);
  }
  return {
    stop(): void {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
