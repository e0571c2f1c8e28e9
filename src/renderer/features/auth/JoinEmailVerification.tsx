import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { codeField } from '../../../shared/api/auth';
import { api } from '../../lib/api-client';
import { useAction } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/feedback';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, updateDraft } from './draft';
import { useJoinGap } from './JoinGap';
import { mmss, useSecondsLeft } from './parts';

/** The server's resend cool-down, mirrored so the button says how long to wait. */
const RESEND_COOLDOWN_MS = 30_000;

/** The 6-character code from the mail: expiry shown, resend after a cool-down. */
export default function JoinEmailVerification() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(readDraft);
  const hasEmail = !!draft.email && !!draft.password && !draft.social;
  // The tutorial first, then the address and password this code is for (the e-mail step keeps
  // them): without those, the join data is what is missing.
  const gap = useJoinGap('email', hasEmail ? 'noTutorialData' : 'noJoinData', hasEmail ? [] : ['email']);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  // Refusals are told beside the code field, where the visitor is typing.
  const showRefusal = (err: unknown) => {
    setError(errorMessage(err));
    return true;
  };
  const verifying = useAction(api.auth.verifyCode, { onRefusal: showRefusal });
  const resending = useAction(api.auth.sendVerificationCode, { onRefusal: showRefusal });
  const expiresIn = useSecondsLeft(draft.codeExpiresAt);
  const resendIn = useSecondsLeft(draft.codeSentAt ? draft.codeSentAt + RESEND_COOLDOWN_MS : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    if (!codeField.safeParse(code).success) {
      setError(t('validation.code'));
      return;
    }
    if (expiresIn === 0) {
      setError(t('verification.expired'));
      return;
    }
    if (!(await verifying.run({ email: draft.email!, code: code.trim() }))) return;
    updateDraft({ emailVerified: true });
    navigate('/selectNickname');
  }

  async function resend() {
    setError('');
    const sent = await resending.run({ email: draft.email! });
    if (!sent) return;
    setDraft(updateDraft({ codeSentAt: Date.now(), codeExpiresAt: sent.expiresAt, emailVerified: false }));
    setCode('');
    toast(t('verification.resent'), { icon: 'success' });
  }

  if (gap) return gap;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:joinEmailVerification')} />
      <p className="sent-to">{t('verification.sentTo', { email: draft.email })}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          id="verification-code"
          label={t('fields.code')}
          className="code-input"
          inputMode="text"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={error}
          announce="alert"
          onChange={(value) => setCode(value.toUpperCase().replace(/\s/g, ''))}
          hint={
            expiresIn > 0 ? (
              <>
                {t('verification.expiresIn')} <span className="timer">{mmss(expiresIn)}</span>
              </>
            ) : (
              t('verification.expired')
            )
          }
        />
        <Button type="submit" variant="primary" block disabled={code.length === 0}>
          {t('verification.submit')}
        </Button>
        <Button block disabled={resendIn > 0} onClick={() => void resend()}>
          {resendIn > 0 ? t('verification.resendIn', { seconds: resendIn }) : t('verification.resend')}
        </Button>
      </form>
    </main>
  );
}
