import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, type Language } from '../../shared/constants';
import { addParticleFormats } from '../../shared/josa';
// The faces that draw these texts in any language (fonts.ts: declared once the first screen allows).
import '../fonts';
import { FIRST_SCREEN_TEXTS } from './first-screen-texts';
import { storage } from './storage';

type Resources = Record<Language, Record<string, Record<string, unknown>>>;
type Texts = Record<string, unknown>;

// The glob names FIRST_SCREEN_TEXTS again (it must be a literal): bundledResources() refuses a gap.
const pathOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;
const bundled = import.meta.glob<Texts>('../locales/*/{common,titles,auth,feed}.json', {
  eager: true,
  import: 'default',
});
const later = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/*/{common,titles,auth,feed}.json'], {
  import: 'default',
});

function bundledResources(): Resources {
  const resources: Resources = { ko: {}, ja: {} };
  for (const language of [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE])
    for (const namespace of FIRST_SCREEN_TEXTS) {
      const texts = bundled[pathOf(language, namespace)];
      if (!texts) throw new Error(`${pathOf(language, namespace)} is not bundled`);
      resources[language][namespace] = texts;
    }
  return resources;
}

/** A screen's `useTranslation('my')` suspends it until this has read the texts' chunk. */
const textsWithTheirScreens: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = later[pathOf(language, namespace)];
    if (!load) return callback(new Error(`no texts ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(textsWithTheirScreens)
  .init({
    resources: bundledResources(),
    partialBundledLanguages: true,
    ns: [...FIRST_SCREEN_TEXTS],
    lng: storage.language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
addParticleFormats(i18n);
showLanguage(storage.language);

/** The page's language, and the manifest an installed app takes its name from. */
function showLanguage(language: Language): void {
  document.documentElement.lang = language;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = `/manifest.${language}.webmanifest`;
  // Set only when it changes: setting the same address fetches the manifest again.
  if (manifest && manifest.href !== new URL(href, location.href).href) manifest.setAttribute('href', href);
}

/** Switches the UI at once and remembers the choice (tl_lang). */
export function setLanguage(language: Language): void {
  storage.setLanguage(language);
  showLanguage(language);
  void i18n.changeLanguage(language);
}
