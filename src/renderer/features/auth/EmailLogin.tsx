import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { emailField } from '../../../shared/api/auth';
import { api, client } from '../../lib/api-client';
import { useSteps } from '../../lib/data';
import { encryptPassword } from '../../lib/crypto';
import { PageHeader } from '../../components/PageHeader';
import { loginErrorText } from './messages';
import { signedIn } from './session';
import './auth.css';

/** E-mail and password, with keep-logged-in (a 30-day refresh cookie instead of a session one). */
export default function EmailLogin() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [keepLoggedIn, setKeepLoggedIn] = useState(true);
  const [error, setError] = useState('');
  // Refusals are told beside the form, in words that say what to do next.
  const showRefusal = (err: unknown) => {
    void loginErrorText(err).then((text) => setError(text ?? ''));
    return true;
  };
  // Two steps, one failure rule: the encryption fetches the server's key, then the sign-in.
  const loggingIn = useSteps(
    async ({ password: text, ...form }: { email: string; password: string; keepLoggedIn: boolean }) =>
      client.call(api.auth.loginEmail, { ...form, ...(await encryptPassword(text)) }),
    {
      onRefusal: showRefusal,
      onSuccess: (answer) => {
        signedIn(answer.access);
        navigate('/', { replace: true });
      },
    },
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    if (!emailField.safeParse(email).success) {
      setError(t('validation.email'));
      return;
    }
    void loggingIn.run({ email, password, keepLoggedIn });
  }

  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:emailLogin')} />
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('fields.email')}</span>
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('fields.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={keepLoggedIn} onChange={(e) => setKeepLoggedIn(e.target.checked)} />
          <span>{t('emailLogin.keepLoggedIn')}</span>
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary block" disabled={!email || !password}>
          {t('emailLogin.submit')}
        </button>
      </form>
      <div className="auth-links">
        <Link href="/resetEmailPassword" className="button link">
          {t('emailLogin.forgot')}
        </Link>
        <Link href="/login" className="button link">
          {t('emailLogin.otherWays')}
        </Link>
      </div>
    </main>
  );
}
