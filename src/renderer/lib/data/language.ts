import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Language } from '../../../shared/constants';

/** The reader's language, as the contract names it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'ja' ? 'ja' : 'ko';
}

/** A positive whole-number id from the query string (`?id=3`), or null when absent or malformed. */
export function useIdParam(name = 'id'): number | null {
  const raw = new URLSearchParams(useSearch()).get(name);
  const id = raw === null || !/^\d+$/.test(raw) ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
