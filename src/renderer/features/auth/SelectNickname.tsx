import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { nicknameProblem, normalizeNickname } from '../../../shared/nickname';
import { LIMITS } from '../../../shared/constants';
import { api, client } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, updateDraft } from './draft';
import { codeOf } from './messages';
import { useStepGuard } from './parts';

const DEBOUNCE_MS = 350;
type Status = { kind: 'idle' | 'checking' | 'ok' } | { kind: 'error'; message: string };

/** 3-6 letters or digits; taken nicknames are refused as the visitor types (debounced). */
export default function SelectNickname() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const ready = useStepGuard('nickname');
  const [nickname, setNickname] = useState(readDraft().nickname ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const value = normalizeNickname(nickname);

  useEffect(() => {
    if (!value) return setStatus({ kind: 'idle' });
    const problem = nicknameProblem(value);
    if (problem)
      return setStatus({
        kind: 'error',
        message: t(problem === 'nickname.length' ? 'validation.nickname' : 'validation.nicknameChars'),
      });
    setStatus({ kind: 'checking' });
    let live = true;
    const timer = setTimeout(() => {
      client.call(api.auth.checkNickname, { nickname: value }, { silent: true }).then(
        () => live && setStatus({ kind: 'ok' }),
        (err: unknown) =>
          live &&
          setStatus({
            kind: 'error',
            message: codeOf(err) === 'NICKNAME_TAKEN' ? t('nickname.taken') : errorMessage(err),
          }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, t]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (status.kind !== 'ok') return;
    updateDraft({ nickname: value });
    navigate('/termsAndConditionsAgreement');
  }

  if (!ready) return null;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:selectNickname')} />
      <p className="lead">{t('nickname.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="nickname">{t('fields.nickname')}</label>
          <input
            id="nickname"
            autoComplete="nickname"
            required
            maxLength={LIMITS.nicknameMax + 4}
            value={nickname}
            aria-invalid={status.kind === 'error'}
            aria-describedby="nickname-status"
            onChange={(e) => setNickname(e.target.value)}
          />
          <span id="nickname-status" aria-live="polite">
            {status.kind === 'checking' && <span className="field-hint">{t('nickname.checking')}</span>}
            {status.kind === 'ok' && <span className="field-ok">{t('nickname.available')}</span>}
            {status.kind === 'error' && <span className="field-error">{status.message}</span>}
            {status.kind === 'idle' && <span className="field-hint">{t('nickname.hint')}</span>}
          </span>
        </div>
        <button type="submit" className="button primary block" disabled={status.kind !== 'ok'}>
          {t('common:actions.next')}
        </button>
      </form>
    </main>
  );
}
