import type Holidays from 'date-holidays';
import { createRequire } from 'node:module';
import type { Language } from '../../src/shared/constants';

export type Country = 'KR' | 'JP';
export interface HolidayEntry {
  date: string;
  country: Country;
  name: string;
}

/**
 * date-holidays names Korean holidays in Korean and Japanese ones in Japanese only; the other
 * language falls back to the country's own. These give the reader's name for the library's
 * English one (the dates always come from the library).
 */
const FOREIGN_NAMES: Record<Country, Record<string, string>> = {
  KR: {
    "New Year's Day": '元日',
    'Korean New Year': 'ソルラル（旧正月）',
    'Independence Movement Day': '三・一節',
    "Children's Day": 'こどもの日',
    "Buddha's Birthday": '釈迦誕生日',
    'Memorial Day': '顕忠日',
    'Constitution Day': '制憲節',
    'Liberation Day': '光復節',
    'Korean Thanksgiving': '秋夕（チュソク）',
    'National Foundation Day': '開天節',
    'Hangul Day': 'ハングルの日',
    'Christmas Day': 'クリスマス',
    'Election Day': '選挙日',
  },
  JP: {
    "New Year's Day": '설날(양력)',
    'Coming of Age Day': '성년의 날',
    'Foundation Day': '건국기념일',
    "Emperor's Birthday": '천황 탄생일',
    'Spring Equinox Day': '춘분의 날',
    'Showa Day': '쇼와의 날',
    'Constitution Day': '헌법기념일',
    'Greenery Day': '녹색의 날',
    "Children's Day": '어린이날',
    'Marine Day': '바다의 날',
    'Mountain Day': '산의 날',
    'Respect-for-the-Aged Day': '경로의 날',
    "Citizens' Holiday": '국민의 휴일',
    'Autumnal Equinox Day': '추분의 날',
    'Sports Day': '스포츠의 날',
    'Culture Day': '문화의 날',
    'Labor Thanksgiving Day': '근로감사의 날',
  },
};
const NATIVE: Record<Country, Language> = { KR: 'ko', JP: 'ja' };
const SUBSTITUTE = / \(substitute day\)$/;
const SUBSTITUTE_LABEL: Record<Language, string> = { ko: ' (대체공휴일)', ja: '（振替休日）' };

/** Loaded on the first holiday question: the library's rule tables would add ~100 ms to every start. */
let HolidaysClass: typeof Holidays | undefined;
const loadHolidays = () => (HolidaysClass ??= createRequire(import.meta.url)('date-holidays') as typeof Holidays);

const calendars = new Map<string, Holidays>();
function calendar(country: Country, language: string): Holidays {
  const key = `${country}:${language}`;
  let found = calendars.get(key);
  if (!found) {
    const HolidaysOf = loadHolidays();
    found = new HolidaysOf(country, { languages: [language], types: ['public'] });
    calendars.set(key, found);
  }
  return found;
}

/** A year's holidays never change: computed once per country, year and language. */
const years = new Map<string, readonly HolidayEntry[]>();
function yearHolidays(country: Country, year: number, language: Language): readonly HolidayEntry[] {
  const key = `${country}:${year}:${language}`;
  let found = years.get(key);
  if (!found) years.set(key, (found = computeYear(country, year, language)));
  return found;
}

function computeYear(country: Country, year: number, language: Language): HolidayEntry[] {
  const native = NATIVE[country] === language;
  let nativeList: ReturnType<Holidays['getHolidays']> | undefined;
  const nativeNames = () => (nativeList ??= calendar(country, NATIVE[country]).getHolidays(year));
  return calendar(country, native ? language : 'en')
    .getHolidays(year)
    .map((h) => {
      const date = h.date.slice(0, 10);
      if (native) return { date, country, name: h.name };
      const base = h.name.replace(SUBSTITUTE, '');
      const translated = FOREIGN_NAMES[country][base];
      if (!translated)
        return { date, country, name: nativeNames().find((n) => n.date.startsWith(date))?.name ?? h.name };
      return { date, country, name: translated + (base === h.name ? '' : SUBSTITUTE_LABEL[language]) };
    });
}

/** Public holidays between two Seoul dates (inclusive), named in the reader's language, by date. */
export function holidaysBetween(
  from: string,
  to: string,
  countries: readonly Country[],
  language: Language,
): HolidayEntry[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const all: HolidayEntry[] = [];
  for (const country of countries) {
    for (let year = first; year <= last; year++) all.push(...yearHolidays(country, year, language));
  }
  return (
    all
      .filter((h) => h.date >= from && h.date <= to)
      // The library can list one day twice (e.g. two observances): keep one per country and day.
      .filter((h, i, list) => list.findIndex((o) => o.date === h.date && o.country === h.country) === i)
      .sort((a, b) => a.date.localeCompare(b.date) || a.country.localeCompare(b.country))
  );
}
