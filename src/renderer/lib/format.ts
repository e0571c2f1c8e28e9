import type { Language } from '../../shared/constants';

const locales: Record<Language, string> = { ko: 'ko-KR', ja: 'ja-JP' };

export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(locales[language]).format(value);
export const formatDate = (epochMs: number, language: Language) =>
  new Intl.DateTimeFormat(locales[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  }).format(epochMs);
