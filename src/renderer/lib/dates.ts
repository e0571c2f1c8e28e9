import { addDays, daysBetween, shiftMonth, utcMidnight as utc, weekdayOf } from '../../shared/calendar';
import type { Language } from '../../shared/constants';

const LOCALES: Record<Language, string> = { ko: 'ko-KR', ja: 'ja-JP' };

/** Building an Intl formatter costs far more than using one, and a month grid formats forty dates: each is built once. */
const made = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = made.get(key);
  if (!found) made.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

export { addDays, shiftMonth };

/** The Seoul day of a moment (YYYY-MM-DD). */
const seoulDate = (at: number) => dateFormatter('en-CA', { timeZone: 'Asia/Seoul' }).format(at);
/** Today in Seoul; the server, by its own clock, has the last word on what is past. */
export const seoulToday = () => seoulDate(Date.now());

const format = (date: string, language: Language, options: Intl.DateTimeFormatOptions) =>
  dateFormatter(LOCALES[language], { ...options, timeZone: 'UTC' }).format(utc(date));

/** '12/1 (화)' or '12/1(火)'. */
export const shortDate = (date: string, language: Language) =>
  `${format(date, language, { month: 'numeric', day: 'numeric' })} (${format(date, language, { weekday: 'short' })})`;
/** '14:05' in both languages: the app writes every time on 24 hours, Seoul's (a place's hours, a visit, a save). */
export const clockTime = (at: number) =>
  dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Seoul' }).format(at);
/** '12. 1. (화) 14:05' or '12/1 (火) 14:05'. */
export const dateTime = (at: number, language: Language) => `${shortDate(seoulDate(at), language)} ${clockTime(at)}`;
/** '2026년 12월 1일 화요일' or '2026年12月1日火曜日', for screen readers and headings. */
export const longDate = (date: string, language: Language) =>
  format(date, language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
export const monthTitle = (month: string, language: Language) =>
  format(`${month}-01`, language, { year: 'numeric', month: 'long' });
export const weekdayNames = (language: Language) =>
  // 2023-01-01 was a Sunday: seven days from it give the weekday names in calendar order.
  Array.from({ length: 7 }, (_, i) => format(addDays('2023-01-01', i), language, { weekday: 'short' }));

/** The days of a month's grid, Sunday first, padded with nulls before the 1st. */
export function monthGrid(month: string): Array<string | null> {
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  return [...Array<null>(weekdayOf(first)).fill(null), ...Array.from({ length }, (_, i) => addDays(first, i))];
}
