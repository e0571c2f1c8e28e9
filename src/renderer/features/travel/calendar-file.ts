import type { DayItem, PlanDetail } from '../../../shared/api/travel';
import { addDays } from '../../../shared/calendar';

/*
 * The plan as an iCalendar file (RFC 5545) for the phone's calendar: one event per step, at its
 * visit time in Seoul time for an hour, or all day on its day when it has no time; a day's memo
 * and the plan's memo are each event's description. Decision 134.
 */

const CRLF = '\r\n';
const ZONE = 'Asia/Seoul';
/** Korea keeps no daylight saving time: one standard rule describes the zone. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();
/** Lines longer than 75 octets fold onto continuation lines starting with a space, never inside a character (3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation's leading space counts among its 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (date: string) => date.replace(/-/g, '');
const utcStamp = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

interface CalendarEvent {
  uid: string;
  date: string;
  time: string | null;
  summary: string;
  location?: string;
  geo?: { lat: number; lng: number };
  description: string;
}

function eventOf(item: DayItem): Omit<CalendarEvent, 'uid' | 'date' | 'description'> | null {
  if (item.kind === 'place') {
    const { place } = item;
    return { time: item.time, summary: place.name, location: place.address, geo: place };
  }
  if (item.feed.deleted) return null;
  return { time: null, summary: item.feed.title, location: item.feed.place?.name };
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const start = event.time
    ? [`DTSTART;TZID=${ZONE}:${compactDate(event.date)}T${event.time.replace(':', '')}00`, 'DURATION:PT1H']
    : [`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...start,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    'END:VEVENT',
  ];
}

/**
 * The file's text. `dayTitle` names the one all-day event of a day that holds only a memo;
 * `now` stamps the events (DTSTAMP).
 */
export function planCalendar(plan: PlanDetail, dayTitle: (day: number) => string, now: number): string {
  const events = plan.dayList.flatMap((day): CalendarEvent[] => {
    const description = [day.memo, plan.memo].filter((memo) => memo.trim()).join('\n\n');
    const steps = day.items.flatMap((item) => {
      const event = eventOf(item);
      return event ? [{ ...event, uid: `plan-${plan.id}-item-${item.id}@tabi-log`, date: day.date, description }] : [];
    });
    if (steps.length > 0 || !day.memo.trim()) return steps;
    return [
      {
        uid: `plan-${plan.id}-day-${day.day}@tabi-log`,
        date: day.date,
        time: null,
        summary: dayTitle(day.day),
        description,
      },
    ];
  });
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tabi-log//Travel plan//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(plan.title)}`,
    `X-WR-TIMEZONE:${ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** A file name from the plan's title: characters no file system takes, and control characters, become underscores. */
export const calendarFileName = (title: string) =>
  `${
    [...title]
      .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .trim() || 'plan'
  }.ics`;
