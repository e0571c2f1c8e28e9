import { describe, expect, it } from 'vitest';
import { splitPhrases } from '../../../src/renderer/lib/japanese-phrases';

describe('Japanese phrases (BudouX)', () => {
  it('breaks a title between phrases and keeps each word whole', () => {
    const parts = splitPhrases('ポイントショップで人気のセットを交換しました');
    expect(parts.join('')).toBe('ポイントショップで人気のセットを交換しました');
    expect(parts.length).toBeGreaterThan(2);
    // No line may start inside ポイントショップ or セット (ポイントショッ/プ, セ/ット in the issue).
    expect(parts.some((p) => p.includes('ポイントショップ'))).toBe(true);
    expect(parts.some((p) => p.includes('セット'))).toBe(true);
  });
});
