import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '../../../src/shared/api/travel';
import { calendarFileName, planCalendar } from '../../../src/renderer/features/travel/calendar-file';
import { planPlace } from './plan-place';

const place = (id: number, name: string, address: string) =>
  planPlace({ id, name, address, lat: 37.5 + id / 1000, lng: 127 + id / 1000 });

const plan: PlanDetail = {
  id: 7,
  title: '서울 여행; 봄, 벚꽃',
  regions: [{ id: 1, code: 'seoul', name: '서울' }],
  startDate: '2026-04-01',
  endDate: '2026-04-03',
  nights: 2,
  days: 3,
  daysToGo: 20,
  itemCount: 3,
  memo: '여권 챙기기\n환전은 명동에서',
  dayList: [
    {
      day: 1,
      date: '2026-04-01',
      memo: '첫날은 천천히',
      holidays: [],
      items: [
        {
          id: 11,
          sort: 0,
          kind: 'place',
          time: '14:30',
          place: place(1, '경복궁', '서울 종로구 사직로 161; 광화문, 매표소'),
          warnings: [],
        },
        {
          id: 12,
          sort: 1,
          kind: 'place',
          time: null,
          place: place(2, '북촌 한옥마을', '서울 종로구 계동길 37'),
          warnings: [],
        },
      ],
    },
    { day: 2, date: '2026-04-02', memo: '쇼핑하는 날', holidays: [], items: [] },
    {
      day: 3,
      date: '2026-04-03',
      memo: '',
      holidays: [],
      items: [
        {
          id: 13,
          sort: 0,
          kind: 'feed',
          feed: { id: 5, title: '성수동 카페 거리 '.repeat(6).trim(), image: null, deleted: false, place: null },
        },
        { id: 14, sort: 1, kind: 'feed', feed: { id: 6, title: '', image: null, deleted: true } },
      ],
    },
  ],
};

const NOW = Date.parse('2026-03-10T03:00:00Z');
const file = planCalendar(plan, (day) => `${day}일차`, NOW);
const events = () =>
  new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

describe('the plan as an iCalendar file', () => {
  it('is RFC 5545 text: CRLF lines of at most 75 octets, with a VTIMEZONE for Asia/Seoul', () => {
    const lines = file.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
  });

  it('holds one event per step (commas and semicolons escaped), a timed step at its Seoul time and an untimed one all day', () => {
    const [timed, untimed, memoDay, post] = events();
    expect(events()).toHaveLength(4);

    expect(timed!.summary).toBe('경복궁');
    expect(timed!.location).toBe('서울 종로구 사직로 161; 광화문, 매표소');
    expect(timed!.startDate.isDate).toBe(false);
    expect(timed!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Seoul');
    expect(timed!.startDate.toString()).toBe('2026-04-01T14:30:00');
    expect(timed!.duration.toSeconds()).toBe(3600);
    // 14:30 in Seoul is 05:30 UTC.
    const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vtimezone')!);
    timed!.startDate.zone = zone;
    expect(timed!.startDate.toUnixTime()).toBe(Date.parse('2026-04-01T05:30:00Z') / 1000);

    expect(untimed!.summary).toBe('북촌 한옥마을');
    expect(untimed!.startDate.isDate).toBe(true);
    expect(untimed!.startDate.toString()).toBe('2026-04-01');
    expect(untimed!.endDate.toString()).toBe('2026-04-02');

    // A day with only a memo is one all-day event named after the day.
    expect(memoDay!.summary).toBe('2일차');
    expect(memoDay!.startDate.toString()).toBe('2026-04-02');
    expect(memoDay!.description).toBe('쇼핑하는 날\n\n여권 챙기기\n환전은 명동에서');

    // A long title folds and reads back whole; a removed post is left out.
    expect(post!.summary).toBe('성수동 카페 거리 '.repeat(6).trim());
    expect(post!.startDate.isDate).toBe(true);
  });

  it("gives each event the day's memo and the plan's memo as its description, and unique ids", () => {
    const [timed, , , post] = events();
    expect(timed!.description).toBe('첫날은 천천히\n\n여권 챙기기\n환전은 명동에서');
    expect(post!.description).toBe('여권 챙기기\n환전은 명동에서');
    const uids = events().map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('names the file after the plan without characters a file system refuses', () => {
    expect(calendarFileName('서울/부산: 봄?')).toBe('서울_부산_ 봄_.ics');
    expect(calendarFileName('  ')).toBe('plan.ics');
  });
});
