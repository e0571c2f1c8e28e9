import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { NATIONALITIES, type Language } from '../../../shared/constants';
import { ROUTE_PHOTOS } from '../../../shared/route-photos';
import { LanguageOptions } from '../../components/LanguageOptions';
import { Picture } from '../../components/Picture';
import { setLanguage } from '../../lib/i18n';
import { shippedPhoto } from '../../lib/photos';
import { readDraft, updateDraft, type Nationality } from './draft';
import './auth.css';

const LANGUAGE_OF: Record<Nationality, Language> = { KR: 'ko', JP: 'ja' };
/** Seoul at dusk under Namsan tower: the first thing a visitor sees is the place they are going to. */
const HERO = ROUTE_PHOTOS['/selectCountry'];

/** Country and language: picking either switches the UI at once and is remembered (tl_lang). */
export default function SelectCountry() {
  const { t, i18n } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [country, setCountry] = useState<Nationality | undefined>(readDraft().country);

  function chooseCountry(code: Nationality) {
    setCountry(code);
    updateDraft({ country: code });
    setLanguage(LANGUAGE_OF[code]);
  }

  function next() {
    setLanguage(i18n.language === 'ja' ? 'ja' : 'ko');
    navigate('/introduction');
  }

  return (
    <main className="page onboarding country">
      <div className="country-hero">
        <Picture className="country-hero-photo" url={shippedPhoto(HERO.photo)} alt="" sizes={HERO.sizes} eager />
        <div className="country-hero-text">
          <p className="country-brand">{t('common:app.name')}</p>
          <h1>{t('selectCountry.heading')}</h1>
        </div>
      </div>
      <p className="lead">{t('selectCountry.lead')}</p>
      <fieldset className="choice-group">
        <legend>{t('selectCountry.country')}</legend>
        {NATIONALITIES.map((code) => (
          <label key={code} className={country === code ? 'choice selected' : 'choice'}>
            <input
              type="radio"
              name="country"
              value={code}
              checked={country === code}
              onChange={() => chooseCountry(code)}
            />
            <span>{t(`selectCountry.countries.${code}`)}</span>
          </label>
        ))}
      </fieldset>
      <LanguageOptions />
      <div className="sticky-actions">
        <button type="button" className="button primary block" disabled={!country} onClick={next}>
          {t('common:actions.next')}
        </button>
        <button type="button" className="button link" onClick={() => navigate('/login')}>
          {t('selectCountry.haveAccount')}
        </button>
      </div>
    </main>
  );
}
