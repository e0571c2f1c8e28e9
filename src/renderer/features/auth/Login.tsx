import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SocialProvider } from '../../../shared/constants';
import { nextStepPath, tutorialComplete } from './draft';
import { loginErrorText } from './messages';
import { startSocialLogin } from './session';
import './auth.css';

/** Sign in with Google, Apple or e-mail; a visitor who finished the tutorial can join by e-mail. */
export default function Login() {
  const { t } = useTranslation('auth');
  const [error, setError] = useState('');
  const ready = tutorialComplete();

  async function social(provider: SocialProvider) {
    setError('');
    try {
      await startSocialLogin(provider);
    } catch (err) {
      setError((await loginErrorText(err)) ?? '');
    }
  }

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
        <button type="button" className="button social google" onClick={() => void social('google')}>
          {t('login.google')}
        </button>
        <button type="button" className="button social apple" onClick={() => void social('apple')}>
          {t('login.apple')}
        </button>
        <Link href="/emailLogin" className="button primary block">
          {t('login.email')}
        </Link>
        {ready ? (
          <Link href="/joinEmail" className="button secondary block">
            {t('login.joinEmail')}
          </Link>
        ) : (
          <Link href={nextStepPath()} className="button link">
            {t('login.join')}
          </Link>
        )}
      </div>
    </main>
  );
}
