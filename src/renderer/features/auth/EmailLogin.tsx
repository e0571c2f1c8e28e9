import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api, client } from '../../lib/api-client';
import { encryptPassword } from '../../lib/crypto';
import { errorMessage } from '../../lib/errors';
import { storage } from '../../lib/storage';
import { PageHeader } from '../../components/PageHeader';

export default function EmailLogin() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepLoggedIn, setKeepLoggedIn] = useState(true);
  const [error, setError] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      const { access } = await client.call(api.auth.loginEmail, { email, ...(await encryptPassword(password)), keepLoggedIn });
      storage.setToken(access);
      storage.markLogin();
      navigate('/', { replace: true });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <main className="page">
      <PageHeader title={t('titles:emailLogin')} />
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('fields.email')}</span>
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('fields.password')}</span>
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={keepLoggedIn} onChange={(e) => setKeepLoggedIn(e.target.checked)} />
          <span>{t('emailLogin.keepLoggedIn')}</span>
        </label>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button type="submit" className="button primary block" disabled={!email || !password}>{t('emailLogin.submit')}</button>
      </form>
    </main>
  );
}
