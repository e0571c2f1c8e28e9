import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailField } from '../../../shared/api/auth';
import { api } from '../../lib/api-client';
import { useAction } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { Button, ButtonLink } from '../../components/Button';
import { EmailField } from '../../components/Field';
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
          <p className="sent-to">{t('resetPassword.sent', { email: sentTo })}</p>
          <ButtonLink href={`/emailLogin?email=${encodeURIComponent(sentTo)}`} variant="primary" block>
            {t('resetPassword.toLogin')}
          </ButtonLink>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="lead">{t('resetPassword.lead')}</p>
          <EmailField
            id="reset-email"
            label={t('fields.email')}
            value={email}
            onChange={setEmail}
            error={error}
            announce="alert"
          />
          <Button type="submit" variant="primary" block disabled={!email}>
            {t('resetPassword.submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
