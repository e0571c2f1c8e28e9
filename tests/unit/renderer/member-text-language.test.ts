import { describe, expect, it } from 'vitest';
import { langOf, scriptLanguage } from '../../../src/renderer/lib/format';

describe('the language of what a member wrote', () => {
  it('reads kana as Japanese, Hangul as Korean, and nothing from kanji alone, Latin or emoji', () => {
    expect(scriptLanguage('東京タワーに行きました')).toBe('ja');
    expect(scriptLanguage('서울 여행 좋아요')).toBe('ko');
    expect(scriptLanguage('東京')).toBeUndefined();
    expect(scriptLanguage('travel 🌸 2026')).toBeUndefined();
  });

  it('marks the text only when it differs from the interface', () => {
    expect(langOf('ありがとう', 'ko')).toBe('ja');
    expect(langOf('ありがとう', 'ja')).toBeUndefined();
    expect(langOf('감사합니다', 'ja')).toBe('ko');
    expect(langOf('hello', 'ja')).toBeUndefined();
  });
});
