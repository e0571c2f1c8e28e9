import { describe, expect, it } from 'vitest';
import { addDays, longDate, monthGrid, shiftMonth, shortDate, weekdayNames } from '../../../src/renderer/lib/dates';
import { isCalendarDate } from '../../../src/shared/api/travel';

describe('plan calendar dates', () => {
  it('a month grid starts on Sunday and holds every day once', () => {
    const grid = monthGrid('2026-10');
    expect(grid.slice(0, 5)).toEqual([null, null, null, null, '2026-10-01']); // a Thursday
    expect(grid.filter(Boolean)).toHaveLength(31);
    expect(grid.at(-1)).toBe('2026-10-31');
    expect(monthGrid('2026-02').filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2028-02').filter(Boolean)).toHaveLength(29);
  });

  it("adds days and months across year ends, whatever the machine's zone", () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it("names days and weekdays in the reader's language", () => {
    expect(weekdayNames('ko')[0]).toBe('일');
    expect(weekdayNames('ja')[6]).toBe('土');
    expect(longDate('2026-10-09', 'ko')).toBe('2026년 10월 9일 금요일');
    expect(longDate('2026-10-09', 'ja')).toBe('2026年10月9日金曜日');
    expect(shortDate('2026-10-09', 'ja')).toBe('10/9 (金)');
  });

  it('only real calendar days are plan dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });
});
