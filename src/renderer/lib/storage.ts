import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { STORAGE_KEYS, type Language } from '../../shared/constants';
import { browserPreferences, languageFromBrowser } from './browser-language';

/** A sign-in or sign-out: whose token it was, and whether the member chose to leave (logout, withdrawal). */
export interface MemberChange {
  before: string | null;
  leaving: boolean;
}
type MemberListener = (change: MemberChange) => void;
const memberChangeListeners = new Set<MemberListener>();
const memberChanged = (change: MemberChange) => memberChangeListeners.forEach((listener) => listener(change));

/**
 * A feature's own saved state (drafts, recent searches), JSON under a namespaced key, checked
 * against its schema (classic or mini): absent, unreadable or of another shape reads as undefined,
 * never as a wrong value. There is no unchecked read. (Features use `savedState`, which versions
 * the key, rather than calling this directly.)
 */
function readJson<S extends $ZodType>(key: string, schema: S): output<S> | undefined {
  let value: unknown;
  try {
    const raw = localStorage.getItem(`tl_${key}`);
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}

/** The product's local storage keys (STORAGE_KEYS); every read and write of them goes through here. */
export const storage = {
  get token(): string | null {
    return localStorage.getItem(STORAGE_KEYS.access);
  },
  /** A token where there was none is a new sign-in; a token replacing one is the same member's reissue. */
  setToken(token: string): void {
    const signingIn = this.token === null;
    localStorage.setItem(STORAGE_KEYS.access, token);
    if (signingIn) memberChanged({ before: null, leaving: false });
  },
  /**
   * `leaving`: the member logged out or withdrew, so what was saved for them on this device goes
   * too; an expired or refused token only ends the sign-in (their trip stays for the next one).
   */
  clearToken(options: { leaving?: boolean } = {}): void {
    const before = this.token;
    localStorage.removeItem(STORAGE_KEYS.access);
    memberChanged({ before, leaving: options.leaving === true });
  },
  /** Called on every sign-in and sign-out, so what one member loaded is never shown to the next. */
  onMemberChange(listener: MemberListener): () => void {
    memberChangeListeners.add(listener);
    return () => memberChangeListeners.delete(listener);
  },
  /** The visitor's choice; until there is one, the browser's language (Korean when unknown). */
  get language(): Language {
    const chosen = localStorage.getItem(STORAGE_KEYS.language);
    if (chosen === 'ja' || chosen === 'ko') return chosen;
    return languageFromBrowser(browserPreferences());
  },
  get hasLanguage(): boolean {
    return localStorage.getItem(STORAGE_KEYS.language) !== null;
  },
  setLanguage(language: Language): void {
    localStorage.setItem(STORAGE_KEYS.language, language);
  },
  get firstVisitDate(): string | null {
    return localStorage.getItem(STORAGE_KEYS.firstVisitDate);
  },
  markFirstVisit(now = new Date()): void {
    localStorage.setItem(STORAGE_KEYS.firstVisitDate, now.toISOString());
  },
  get lastLoginDate(): string | null {
    return localStorage.getItem(STORAGE_KEYS.lastLoginDate);
  },
  markLogin(now = new Date()): void {
    localStorage.setItem(STORAGE_KEYS.lastLoginDate, now.toISOString());
  },
  readJson,
  writeJson(key: string, value: unknown): void {
    localStorage.setItem(`tl_${key}`, JSON.stringify(value));
  },
  remove(key: string): void {
    localStorage.removeItem(`tl_${key}`);
  },
};
