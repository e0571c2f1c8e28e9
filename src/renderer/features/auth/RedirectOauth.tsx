import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { alert } from '../../lib/feedback';
import { nextStepPath, updateDraft } from './draft';
import { codeOf, emailTakenChoice, loginErrorText } from './messages';
import { finishSocialLogin, signedIn, takeSocialState } from './session';
import './auth.css';

/** Codes already sent to the server: a provider's code is good once (and StrictMode runs effects twice). */
const redeemed = new Set<string>();

/**
 * The provider sends the visitor back here with a code. A known account is signed in; a new one
 * keeps its join pass and continues at the onboarding steps it still lacks.
 */
export default function RedirectOauth() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const search = useSearch();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    if (code && redeemed.has(code)) return;
    const started = takeSocialState();
    const fail = async (message: string | null) => {
      setFailed(true);
      if (message) await alert(message);
      navigate('/login', { replace: true });
    };
    if (params.get('error')) {
      void fail(t('redirect.cancelled'));
      return;
    }
    if (!code || !started || started.state !== params.get('state')) {
      void fail(t('messages.noTempJoinData'));
      return;
    }
    redeemed.add(code);
    finishSocialLogin(started.provider, code).then(
      (answer) => {
        if (answer.status === 'signedIn') {
          signedIn(answer.access);
          navigate('/', { replace: true });
        } else if (answer.status === 'needsJoin') {
          const draft = updateDraft({
            social: {
              provider: started.provider,
              socialToken: answer.socialToken,
              email: answer.email,
              name: answer.name,
            },
            email: undefined,
            password: undefined,
            emailVerified: false,
          });
          navigate(nextStepPath(draft), { replace: true });
        } else {
          void fail(t('messages.noTempJoinData'));
        }
      },
      async (err: unknown) => {
        if (codeOf(err) === 'EMAIL_TAKEN') {
          setFailed(true);
          navigate((await emailTakenChoice()) ? '/emailLogin' : '/login', { replace: true });
          return;
        }
        void fail(await loginErrorText(err));
      },
    );
  }, [search, navigate, t]);

  return (
    <main className="page auth-page">
      <h1 className="visually-hidden">{t('titles:redirectOauth')}</h1>
      {!failed && (
        <div className="state state-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('redirect.signingIn')}
        </div>
      )}
    </main>
  );
}
