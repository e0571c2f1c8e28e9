import { describe, expect, it } from 'vitest';
import { openStatusAt } from '../../mock-server/services/place';

/** A moment in Seoul (UTC+9) as epoch ms: 2026-03-02 is a Monday. */
const seoul = (date: string, time: string) => Date.parse(`${date}T${time}:00+09:00`);
const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';

const restaurant = { openTime: '11:00', closeTime: '21:00', breakStart: '15:00', breakEnd: '17:00', closedDays: [0] };
const bar = { openTime: '18:00', closeTime: '02:00', breakStart: null, breakEnd: null, closedDays: [1] };
const park = { openTime: null, closeTime: null, breakStart: null, breakEnd: null, closedDays: [] };

describe('open now, in Seoul time', () => {
  it('is open within the hours and in its break between breakStart and breakEnd', () => {
    expect(openStatusAt(restaurant, seoul(MONDAY, '11:00'))).toBe('open');
    expect(openStatusAt(restaurant, seoul(MONDAY, '15:30'))).toBe('break');
    expect(openStatusAt(restaurant, seoul(MONDAY, '17:00'))).toBe('open');
    expect(openStatusAt(restaurant, seoul(MONDAY, '21:00'))).toBe('closed');
    expect(openStatusAt(restaurant, seoul(MONDAY, '10:59'))).toBe('closed');
  });

  it("uses Seoul's clock, not the machine's: 02:00 UTC is 11:00 in Seoul", () => {
    expect(openStatusAt(restaurant, Date.parse(`${MONDAY}T02:00:00Z`))).toBe('open');
  });

  it('a closing day is a day off', () => {
    expect(openStatusAt(restaurant, seoul('2026-03-01', '12:00'))).toBe('dayOff');
  });

  it('a session past midnight belongs to the day it opened', () => {
    expect(openStatusAt(bar, seoul(TUESDAY, '01:30'))).toBe('closed');
    expect(openStatusAt(bar, seoul('2026-03-01', '23:00'))).toBe('open');
    expect(openStatusAt(bar, seoul(MONDAY, '01:30'))).toBe('open');
    expect(openStatusAt(bar, seoul(MONDAY, '20:00'))).toBe('dayOff');
    expect(openStatusAt(bar, seoul(TUESDAY, '02:00'))).toBe('closed');
  });

  it('no hours means open all day, except on closing days', () => {
    expect(openStatusAt(park, seoul(MONDAY, '03:00'))).toBe('open');
    expect(openStatusAt({ ...park, closedDays: [1] }, seoul(MONDAY, '03:00'))).toBe('dayOff');
  });
});
