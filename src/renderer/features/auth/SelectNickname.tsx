import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { nicknameProblem, normalizeNickname } from '../../../shared/nickname';
import { LIMITS } from '../../../shared/constants';
import { api } from '../../lib/api-client';
import { useCall } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { useDebounced } from '../../lib/use-debounced';
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
  const value = normalizeNickname(nickname);
  const problem = value ? nicknameProblem(value) : null;
  const asked = useDebounced(value, DEBOUNCE_MS);
  const check = useCall(
    api.auth.checkNickname,
    { nickname: asked },
    { enabled: asked !== '' && asked === value && !problem, silent: true },
  );
  const status = statusOf();

  function statusOf(): Status {
    if (!value) return { kind: 'idle' };
    if (problem)
      return {
        kind: 'error',
        message: t(problem === 'nickname.length' ? 'validation.nickname' : 'validation.nicknameChars'),
      };
    if (asked !== value || check.loading) return { kind: 'checking' };
    if (check.error)
      return {
        kind: 'error',
        message: codeOf(check.error) === 'NICKNAME_TAKEN' ? t('nickname.taken') : errorMessage(check.error),
      };
    return check.data ? { kind: 'ok' } : { kind: 'checking' };
  }

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
