import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';

/**
 * The language a visitor who has not chosen one sees: the first of the browser's preferred
 * languages the product speaks (ja-JP → ja), else the default. Only the primary subtag counts.
 */
export function languageFromBrowser(preferences: readonly string[]): Language {
  return firstSpoken(preferences, LANGUAGES, DEFAULT_LANGUAGE);
}

/** The first of the browser's preferences among `spoken` (by primary subtag), else `fallback`. */
export function firstSpoken<L extends string>(preferences: readonly string[], spoken: readonly L[], fallback: L): L {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const known = spoken.find((language) => language === primary);
    if (known) return known;
  }
  return fallback;
}

/** What this browser says it prefers; nothing at all outside a browser. */
export function browserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
