import type { Language } from '../../shared/constants';

/*
 * The feed's first screen formats counts and dates on every card. The first Intl formatter of a
 * page loads the locale's data: on a phone's CPU that alone was a long task on the feed's first
 * paint (Lighthouse's TBT). Both languages group digits by three with commas, and Seoul keeps no
 * summer time, so these few lines say exactly what Intl says (tests/unit/renderer/format.test.ts
 * holds them to it).
 */
export const formatNumber = (value: number, _language: Language) => {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
};

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
export const formatDate = (epochMs: number, language: Language) => {
  const seoul = new Date(epochMs + SEOUL_OFFSET_MS);
  const [year, month, day] = [seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, seoul.getUTCDate()];
  return language === 'ko' ? `${year}년 ${month}월 ${day}일` : `${year}年${month}月${day}日`;
};

// Here beside the cards' numbers and dates, which also mark a nickname's language: a module of its
// own would be one more chunk on the feed's first screen (decision 094).
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
