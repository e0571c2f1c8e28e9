import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { emailField } from '../../../shared/api/auth';
import { api, client } from '../../lib/api-client';
import { useSteps } from '../../lib/data';
import { encryptPassword } from '../../lib/crypto';
import { Button, ButtonLink } from '../../components/Button';
import { CheckField, EmailField, PasswordField } from '../../components/Field';
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
  // A malformed address is the e-mail field's error; a refusal (wrong password, unknown account)
  // is told under the password and marks both fields, in words that say what to do next.
  const [emailError, setEmailError] = useState('');
  const [error, setError] = useState('');
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
    setEmailError('');
    if (!emailField.safeParse(email).success) {
      setEmailError(t('validation.email'));
      return;
    }
    void loggingIn.run({ email, password, keepLoggedIn });
  }

  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:emailLogin')} />
      <form className="form" onSubmit={submit} noValidate>
        <EmailField
          id="login-email"
          label={t('fields.email')}
          value={email}
          onChange={setEmail}
          error={emailError}
          announce="alert"
          {...(error && { 'aria-invalid': true, 'aria-describedby': 'login-password-error' })}
        />
        <PasswordField
          id="login-password"
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          error={error}
          announce="alert"
        />
        <CheckField label={t('emailLogin.keepLoggedIn')} checked={keepLoggedIn} onChange={setKeepLoggedIn} />
        <Button type="submit" variant="primary" block disabled={!email || !password}>
          {t('emailLogin.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <ButtonLink href="/resetEmailPassword" variant="quiet">
          {t('emailLogin.forgot')}
        </ButtonLink>
        <ButtonLink href="/login" variant="quiet">
          {t('emailLogin.otherWays')}
        </ButtonLink>
      </div>
    </main>
  );
}
