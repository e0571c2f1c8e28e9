import type { StandardSchemaV1 } from '@standard-schema/spec';
import { MEMBER_HINT_COOKIE, STORAGE_KEYS, type Language } from '../../shared/constants';
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
 * `value` if `schema` accepts it, else undefined. Any Standard Schema: valibot on the first
 * screens, zod where a screen already loads it (decision 093). A schema that would answer later
 * (an async check) is refused: a saved value is read as the screen draws.
 */
export function checked<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): StandardSchemaV1.InferOutput<S> | undefined {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || result.issues) return undefined;
  return result.value;
}

/**
 * A feature's own saved state (drafts, recent searches), JSON under a namespaced key, checked
 * against its schema: absent, unreadable or of another shape reads as undefined, never as a wrong
 * value. There is no unchecked read. (Features use `savedState`, which versions the key, rather
 * than calling this directly.)
 */
function readJson<S extends StandardSchemaV1>(key: string, schema: S): StandardSchemaV1.InferOutput<S> | undefined {
  try {
    const raw = localStorage.getItem(`tl_${key}`);
    return raw === null ? undefined : checked(schema, JSON.parse(raw));
  } catch {
    return undefined;
  }
}

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** MEMBER_HINT_COOKIE: set with the token, gone with it. */
function memberHint(signedIn: boolean): void {
  document.cookie = `${MEMBER_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; max-age=${signedIn ? THIRTY_DAYS_S : 0}; SameSite=Strict`;
}

/** For a kiosk's reset, which empties the storages directly: the hint goes with the token. */
export const forgetMemberHint = (): void => memberHint(false);

/** The product's local storage keys (STORAGE_KEYS); every read and write of them goes through here. */
export const storage = {
  get token(): string | null {
    return localStorage.getItem(STORAGE_KEYS.access);
  },
  /** A token where there was none is a new sign-in; a token replacing one is the same member's reissue. */
  setToken(token: string): void {
    const signingIn = this.token === null;
    localStorage.setItem(STORAGE_KEYS.access, token);
    memberHint(true);
    if (signingIn) memberChanged({ before: null, leaving: false });
  },
  /**
   * `leaving`: the member logged out or withdrew, so what was saved for them on this device goes
   * too; an expired or refused token only ends the sign-in (their trip stays for the next one).
   */
  clearToken(options: { leaving?: boolean } = {}): void {
    const before = this.token;
    localStorage.removeItem(STORAGE_KEYS.access);
    memberHint(false);
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
