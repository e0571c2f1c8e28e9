import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import { setLanguage } from '../lib/i18n';

/** The ko/ja choice; the UI switches as soon as one is picked. */
export function LanguageOptions({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="choice-group">
      <legend>{t('language.legend')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} className={i18n.language === language ? 'choice selected' : 'choice'}>
          <input
            type="radio"
            name="language"
            value={language}
            checked={i18n.language === language}
            onChange={() => {
              setLanguage(language);
              onChange?.(language);
            }}
          />
          <span lang={language}>{t(`language.${language}`, { lng: language })}</span>
        </label>
      ))}
    </fieldset>
  );
}
