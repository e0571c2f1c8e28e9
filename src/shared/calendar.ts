/**
 * Arithmetic on Seoul calendar days ('YYYY-MM-DD'), for the server and the client alike. Days are
 * handled as UTC midnights, so the machine's own time zone never shifts them.
 */
const DAY_MS = 86_400_000;

export const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) =>
  new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
/** 0 is Sunday. */
export const weekdayOf = (date: string) => new Date(utcMidnight(date)).getUTCDay();
/** 'YYYY-MM' moved by whole months. */
export const shiftMonth = (month: string, by: number) => {
  const d = new Date(utcMidnight(`${month}-01`));
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};
