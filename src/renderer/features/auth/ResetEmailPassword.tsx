import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { emailField } from '../../../shared/api/auth';
import { api } from '../../lib/api-client';
import { useAction } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { PageHeader } from '../../components/PageHeader';
import './auth.css';

/** A temporary password is mailed; the visitor then signs in with it. */
export default function ResetEmailPassword() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState('');
  // Refusals are told beside the form, where the visitor is typing.
  const sending = useAction(api.auth.tempPassword, {
    onSuccess: (_, { email }) => setSentTo(email),
    onRefusal: (err) => {
      setError(errorMessage(err));
      return true;
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setError(t('validation.email'));
      return;
    }
    await sending.run({ email: parsed.data });
  }

  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:resetEmailPassword')} />
      {sentTo ? (
        <div className="form" role="status">
          <p>{t('resetPassword.sent', { email: sentTo })}</p>
          <Link href={`/emailLogin?email=${encodeURIComponent(sentTo)}`} className="button primary block">
            {t('resetPassword.toLogin')}
          </Link>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="lead">{t('resetPassword.lead')}</p>
          <label className="field">
            <span>{t('fields.email')}</span>
            <input
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button primary block" disabled={!email}>
            {t('resetPassword.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
