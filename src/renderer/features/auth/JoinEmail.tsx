import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { emailField } from '../../../shared/api/auth';
import { LIMITS } from '../../../shared/constants';
import { api, client } from '../../lib/api-client';
import { useSteps } from '../../lib/data';
import { encryptPassword } from '../../lib/crypto';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../components/Button';
import { EmailField, PasswordField } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, updateDraft } from './draft';
import { codeOf, emailTakenChoice } from './messages';
import { useJoinGap } from './JoinGap';

const EMAIL_ID = 'join-email';

/**
 * E-mail and password for an e-mail join. The address is checked (format, then free to join),
 * a code is mailed, and the password is kept only encrypted until the join.
 */
export default function JoinEmail() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const gap = useJoinGap('email', 'noTutorialData');
  const [email, setEmail] = useState(readDraft().email ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; confirmation?: string; form?: string }>({});
  const [touched, setTouched] = useState(false);
  // Refusals are told beside the form; an address already joined asks what to do instead.
  const showRefusal = (err: unknown) => {
    if (codeOf(err) === 'EMAIL_TAKEN') void offerLogin();
    else setErrors({ form: errorMessage(err) });
    return true;
  };
  // The address is checked, the password encrypted (which fetches the server's key), then a code
  // mailed: one failure rule for the three steps.
  const joining = useSteps(
    async ({ address, password: text }: { address: string; password: string }) => {
      await client.call(api.auth.checkEmail, { email: address });
      const encrypted = await encryptPassword(text);
      const sent = await client.call(api.auth.sendVerificationCode, { email: address });
      return { address, encrypted, expiresAt: sent.expiresAt };
    },
    {
      onRefusal: showRefusal,
      onSuccess: ({ address, encrypted, expiresAt }) => {
        updateDraft({
          email: address,
          emailVerified: false,
          password: encrypted,
          codeSentAt: Date.now(),
          codeExpiresAt: expiresAt,
          social: undefined,
        });
        navigate('/joinEmailVerification');
      },
    },
  );

  async function offerLogin() {
    if (await emailTakenChoice()) {
      navigate(`/emailLogin?email=${encodeURIComponent(emailField.parse(email))}`);
    } else {
      setEmail('');
      // After the popup has closed and handed focus back.
      requestAnimationFrame(() => setTimeout(() => document.getElementById(EMAIL_ID)?.focus(), 0));
    }
  }

  const emailOk = emailField.safeParse(email).success;
  const passwordOk = password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax;

  function validate() {
    const found = {
      email: emailOk ? undefined : t('validation.email'),
      password: passwordOk ? undefined : t('validation.password'),
      confirmation: password === confirmation ? undefined : t('validation.passwordMismatch'),
    };
    setErrors(found);
    return !found.email && !found.password && !found.confirmation;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!validate()) return;
    void joining.run({ address: emailField.parse(email), password });
  }

  if (gap) return gap;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:joinEmail')} />
      <p className="lead">{t('joinEmail.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <EmailField
          id={EMAIL_ID}
          label={t('fields.email')}
          value={email}
          error={errors.email}
          announce="alert"
          aria-invalid={touched && !emailOk}
          onChange={(value) => {
            setEmail(value);
            if (touched)
              setErrors((x) => ({
                ...x,
                email: emailField.safeParse(value).success ? undefined : t('validation.email'),
              }));
          }}
        />
        <PasswordField
          id="join-password"
          label={t('fields.password')}
          choosing
          value={password}
          hint={t('joinEmail.passwordHint')}
          error={errors.password}
          announce="alert"
          aria-invalid={touched && !passwordOk}
          onChange={setPassword}
        />
        <PasswordField
          id="join-password-confirm"
          label={t('fields.passwordConfirm')}
          choosing
          value={confirmation}
          error={errors.confirmation}
          announce="alert"
          onChange={setConfirmation}
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" variant="primary" block disabled={!email || !password}>
          {t('joinEmail.submit')}
        </Button>
      </form>
    </main>
  );
}
