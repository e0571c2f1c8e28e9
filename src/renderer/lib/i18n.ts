import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, type Language } from '../../shared/constants';
import { addParticleFormats } from '../../shared/josa';
import { loadFacesFor } from '../fonts';
import { storage } from './storage';

type Resources = Record<Language, Record<string, Record<string, unknown>>>;

/** Every locales/<lang>/<namespace>.json, bundled: the texts work offline. */
function loadResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
  const resources: Resources = { ko: {}, ja: {} };
  for (const [path, texts] of Object.entries(files)) {
    const [, language, namespace] = /locales\/(ko|ja)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (language && namespace) resources[language as Language][namespace] = texts;
  }
  return resources;
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: loadResources(),
  lng: storage.language,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
addParticleFormats(i18n);
document.documentElement.lang = storage.language;
loadFacesFor(storage.language);

/** Switches the UI at once and remembers the choice (tl_lang). */
export function setLanguage(language: Language): void {
  storage.setLanguage(language);
  document.documentElement.lang = language;
  loadFacesFor(language);
  void i18n.changeLanguage(language);
}
