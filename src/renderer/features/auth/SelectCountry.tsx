import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { NATIONALITIES } from '../../../shared/constants';
import { LanguageOptions } from '../../components/LanguageOptions';
import { storage } from '../../lib/storage';

export default function SelectCountry() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [country, setCountry] = useState(storage.readJson<string | null>('country', null));
  return (
    <main className="page onboarding">
      <h1>{t('selectCountry.heading')}</h1>
      <p className="lead">{t('selectCountry.lead')}</p>
      <fieldset className="choice-group">
        <legend>{t('selectCountry.country')}</legend>
        {NATIONALITIES.map((code) => (
          <label key={code} className={country === code ? 'choice selected' : 'choice'}>
            <input type="radio" name="country" value={code} checked={country === code} onChange={() => { setCountry(code); storage.writeJson('country', code); }} />
            <span>{t(`selectCountry.countries.${code}`)}</span>
          </label>
        ))}
      </fieldset>
      <LanguageOptions />
      <button type="button" className="button primary block" disabled={!country} onClick={() => navigate('/introduction')}>
        {t('common:actions.next')}
      </button>
      <button type="button" className="button link" onClick={() => navigate('/login')}>{t('selectCountry.haveAccount')}</button>
    </main>
  );
}
