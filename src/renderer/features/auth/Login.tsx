import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SocialProvider } from '../../../shared/constants';
import { useSteps } from '../../lib/data';
import { nextStepPath, tutorialComplete } from './draft';
import { loginErrorText } from './messages';
import { ProviderMark } from './ProviderMark';
import { startSocialLogin } from './session';
import './auth.css';

/** Sign in with Google, Apple or e-mail; a visitor who finished the tutorial can join by e-mail. */
export default function Login() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState('');
  const ready = tutorialComplete();

  // A refusal is told above the buttons, in words that say what to do next.
  const starting = useSteps(startSocialLogin, {
    onRefusal: (err) => {
      void loginErrorText(err).then((text) => setError(text ?? ''));
      return true;
    },
  });
  const social = (provider: SocialProvider) => {
    setError('');
    void starting.run(provider);
  };

  return (
    <main className="page login auth-page">
      <div className="login-hero">
        <img src="./favicon.svg" alt="" width={72} height={72} />
        <h1>{t('common:app.name')}</h1>
        <p className="lead">{t('login.tagline')}</p>
      </div>
      <div className="login-buttons">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {/* The tutorial's answers are held for a join: joining is the way on, signing in the other choice. */}
        {ready && (
          <Link href="/joinEmail" className="button primary block">
            {t('login.joinEmail')}
          </Link>
        )}
        <button type="button" className="button social google" onClick={() => social('google')}>
          <ProviderMark provider="google" />
          {t('login.google')}
        </button>
        <button type="button" className="button social apple" onClick={() => social('apple')}>
          <ProviderMark provider="apple" />
          {t('login.apple')}
        </button>
        <Link href="/emailLogin" className={ready ? 'button secondary block' : 'button primary block'}>
          {t('login.email')}
        </Link>
        {!ready && (
          <Link href={nextStepPath()} className="button link">
            {t('login.join')}
          </Link>
        )}
      </div>
    </main>
  );
}
