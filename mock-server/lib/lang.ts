import type { Language } from '../../src/shared/constants';

/** ko unless the first language the client names is Japanese. */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('ja') ? 'ja' : 'ko';
}
