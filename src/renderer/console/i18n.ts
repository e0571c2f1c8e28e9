import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';

export const CONSOLE_LANGUAGES = ['ko', 'ja', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { ko: '한국어', ja: '日本語', en: 'English' };

/** The console's own key, so a tester's choice never changes the app's tl_lang. */
const STORAGE_KEY = 'tl_console_lang';

const stored = localStorage.getItem(STORAGE_KEY);
const initial: ConsoleLanguage = (CONSOLE_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as ConsoleLanguage) : 'ko';

export const consoleI18n: I18n = i18next.createInstance();
void consoleI18n.use(initReactI18next).init({
  resources: { ko: { console: ko }, ja: { console: ja }, en: { console: en } },
  lng: initial,
  fallbackLng: 'en',
  defaultNS: 'console',
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = initial;

export function setConsoleLanguage(language: ConsoleLanguage): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void consoleI18n.changeLanguage(language);
}
