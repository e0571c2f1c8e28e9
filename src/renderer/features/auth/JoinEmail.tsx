import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { emailField } from '../../../shared/api/auth';
import { LIMITS } from '../../../shared/constants';
import { api } from '../../lib/api-client';
import { useAction } from '../../lib/data';
import { encryptPassword } from '../../lib/crypto';
import { errorMessage } from '../../lib/errors';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, updateDraft } from './draft';
import { codeOf, emailTakenChoice } from './messages';
import { useStepGuard } from './parts';

/**
 * E-mail and password for an e-mail join. The address is checked (format, then free to join),
 * a code is mailed, and the password is kept only encrypted until the join.
 */
export default function JoinEmail() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const ready = useStepGuard('email', 'noTutorialData');
  const emailInput = useRef<HTMLInputElement>(null);
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
  const checking = useAction(api.auth.checkEmail, { onRefusal: showRefusal });
  const sending = useAction(api.auth.sendVerificationCode, { onRefusal: showRefusal });

  async function offerLogin() {
    if (await emailTakenChoice()) {
      navigate(`/emailLogin?email=${encodeURIComponent(emailField.parse(email))}`);
    } else {
      setEmail('');
      // After the popup has closed and handed focus back.
      requestAnimationFrame(() => setTimeout(() => emailInput.current?.focus(), 0));
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

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!validate()) return;
    const address = emailField.parse(email);
    if (!(await checking.run({ email: address }))) return;
    // The encryption fetches the server's key: its failure is told like any refusal.
    const encrypted = await encryptPassword(password).catch((err: unknown) => void showRefusal(err));
    if (!encrypted) return;
    const sent = await sending.run({ email: address });
    if (!sent) return;
    updateDraft({
      email: address,
      emailVerified: false,
      password: encrypted,
      codeSentAt: Date.now(),
      codeExpiresAt: sent.expiresAt,
      social: undefined,
    });
    navigate('/joinEmailVerification');
  }

  if (!ready) return null;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:joinEmail')} />
      <p className="lead">{t('joinEmail.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="join-email">{t('fields.email')}</label>
          <input
            id="join-email"
            ref={emailInput}
            type="email"
            autoComplete="email"
            required
            value={email}
            aria-invalid={touched && !emailOk}
            onChange={(e) => {
              setEmail(e.target.value);
              if (touched)
                setErrors((x) => ({
                  ...x,
                  email: emailField.safeParse(e.target.value).success ? undefined : t('validation.email'),
                }));
            }}
          />
          {errors.email && (
            <span className="field-error" role="alert">
              {errors.email}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="join-password">{t('fields.password')}</label>
          <input
            id="join-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            aria-invalid={touched && !passwordOk}
            aria-describedby="join-password-hint"
            onChange={(e) => setPassword(e.target.value)}
          />
          <span id="join-password-hint" className="field-hint">
            {t('joinEmail.passwordHint')}
          </span>
          {errors.password && (
            <span className="field-error" role="alert">
              {errors.password}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="join-password-confirm">{t('fields.passwordConfirm')}</label>
          <input
            id="join-password-confirm"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          {errors.confirmation && (
            <span className="field-error" role="alert">
              {errors.confirmation}
            </span>
          )}
        </div>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button primary block" disabled={!email || !password}>
          {t('joinEmail.submit')}
        </button>
      </form>
    </main>
  );
}
