import type { Language } from '../../shared/constants';

const KANA = /[\u3040-\u30ff\uff66-\uff9f]/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/**
 * The language of what a member wrote, from its script: kana is Japanese (kanji alone could be
 * either), Hangul Korean; Latin letters, digits and emoji say nothing.
 */
export const scriptLanguage = (text: string): Language | undefined =>
  KANA.test(text) ? 'ja' : HANGUL.test(text) ? 'ko' : undefined;

/** `lang` for a member's text shown in an interface of `language`: set only when it differs (decision 111). */
export const langOf = (text: string, language: Language): Language | undefined => {
  const written = scriptLanguage(text);
  return written === language ? undefined : written;
};
