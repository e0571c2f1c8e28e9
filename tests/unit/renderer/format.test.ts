import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../../src/renderer/lib/format';
import { joinedAtDots } from '../../../src/renderer/lib/separators';

const intlNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);
const intlDate = (epochMs: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Seoul' }).format(
    epochMs,
  );

describe('the first screen formats numbers and dates as Intl does, without building a formatter', () => {
  it.each(['ko', 'ja'] as const)('numbers in %s', (language) => {
    const locale = language === 'ko' ? 'ko-KR' : 'ja-JP';
    for (const value of [
      0, 7, 12, 999, 1000, 5400, 10_000, 123_456, 1_234_567, 99_999_999, -1, -5400, -1_234_567, 2.5, 1234.125,
    ])
      expect(formatNumber(value, language)).toBe(intlNumber(value, locale));
  });

  it.each(['ko', 'ja'] as const)('dates in Seoul in %s, across midnight, month and year ends', (language) => {
    const locale = language === 'ko' ? 'ko-KR' : 'ja-JP';
    const instants = [
      Date.UTC(2026, 8, 30, 14, 59),
      Date.UTC(2026, 8, 30, 15, 0),
      Date.UTC(2025, 11, 31, 15, 0),
      Date.UTC(2024, 1, 28, 20),
    ];
    for (let day = 0; day < 400; day += 7) instants.push(Date.UTC(2026, 0, 1) + day * 86_400_000 + day * 3_600_000);
    for (const at of instants) expect(formatDate(at, language)).toBe(intlDate(at, locale));
  });
});

describe('middle dots never end a line', () => {
  it('joins the word after a dot between two words, and leaves spaced or lone dots alone', () => {
    expect(joinedAtDots('옷·액세서리·휴대폰 케이스')).toBe('옷·\u2060액세서리·\u2060휴대폰 케이스');
    expect(joinedAtDots('場所・投稿 2件')).toBe('場所・\u2060投稿 2件');
    expect(joinedAtDots('서울 · 부산')).toBe('서울 · 부산');
    expect(joinedAtDots('·')).toBe('·');
  });
});
