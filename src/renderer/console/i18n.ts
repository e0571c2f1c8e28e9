import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserPreferences, firstSpoken } from '../lib/browser-language';
import { addParticleFormats } from '../../shared/josa';
// The faces that draw these texts in any language, declared at once (fonts.ts).
import '../fonts';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
// The app's shared words, for its date and time fields drawn in the console (choose, clear, hour,
// previous month): read where the console's own texts lack a key; the app has no English, the console does.
import appJa from '../locales/ja/common.json';
import appKo from '../locales/ko/common.json';
import appEn from './locales/en-common.json';

export const CONSOLE_LANGUAGES = ['ko', 'ja', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { ko: '한국어', ja: '日本語', en: 'English' };

/** The console's own key, so a tester's choice never changes the app's tl_lang. */
const STORAGE_KEY = 'tl_console_lang';

const isConsoleLanguage = (value: string | null): value is ConsoleLanguage =>
  (CONSOLE_LANGUAGES as readonly string[]).includes(value ?? '');

const stored = localStorage.getItem(STORAGE_KEY);
// The browser's languages decide until the tester picks one: Korean, Japanese, English for anything else.
const initial: ConsoleLanguage = isConsoleLanguage(stored)
  ? stored
  : firstSpoken(browserPreferences(), CONSOLE_LANGUAGES, 'en');

export const consoleI18n: I18n = i18next.createInstance();
void consoleI18n.use(initReactI18next).init({
  resources: {
    ko: { console: ko, common: appKo },
    ja: { console: ja, common: appJa },
    en: { console: en, common: appEn },
  },
  lng: initial,
  fallbackLng: 'en',
  defaultNS: 'console',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
addParticleFormats(consoleI18n);
document.documentElement.lang = initial;

export function setConsoleLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void consoleI18n.changeLanguage(language);
}
