import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from '../../../src/renderer/lib/browser-language';

describe('the language of a visitor who has not chosen one', () => {
  it.each([
    [['ja-JP'], 'ja'],
    [['ja'], 'ja'],
    [['JA_jp'], 'ja'],
    [['ko-KR'], 'ko'],
    [['en-US', 'ja-JP'], 'ja'],
    [['ko', 'ja'], 'ko'],
    [['ja', 'ko'], 'ja'],
  ])('%j → %s', (preferences, language) => {
    expect(languageFromBrowser(preferences)).toBe(language);
  });

  it.each([[['en-US']], [['zh-TW']], [['fr-FR', 'de']], [[]], [['']], [['jav']], [['kok-IN']]])(
    'neither Korean nor Japanese (%j) gets Korean',
    (preferences) => {
      expect(languageFromBrowser(preferences)).toBe('ko');
    },
  );
});
