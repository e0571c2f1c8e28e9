/** The server's clock: testers move it (attendance, monthly missions, token expiry). */
export interface Clock {
  now(): number;
  set(epochMs: number): void;
  reset(): void;
}

export function createClock(start?: number): Clock {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    set: (epochMs) => {
      offset = epochMs - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** Calendar day and month in Seoul, where the service runs its daily and monthly rules. */
export const seoulDay = (epochMs: number) => new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
/** The first and the first-after-last millisecond of the Seoul calendar day of `epochMs`. */
export function seoulDayRange(epochMs: number): [number, number] {
  const start = Date.parse(`${seoulDay(epochMs)}T00:00:00+09:00`);
  return [start, start + 24 * 60 * 60 * 1000];
}
export const seoulMonth = (epochMs: number) => seoulDay(epochMs).slice(0, 7);
