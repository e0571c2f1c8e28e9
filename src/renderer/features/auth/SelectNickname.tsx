import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { nicknameProblem, normalizeNickname } from '../../../shared/nickname';
import { LIMITS } from '../../../shared/constants';
import { api } from '../../lib/api-client';
import { useCall } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { useDebounced } from '../../lib/use-debounced';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, updateDraft } from './draft';
import { codeOf } from './messages';
import { useJoinGap } from './JoinGap';

const DEBOUNCE_MS = 350;
type Status = { kind: 'idle' | 'checking' | 'ok' } | { kind: 'error'; message: string };

/** 3-6 letters or digits; taken nicknames are refused as the visitor types (debounced). */
export default function SelectNickname() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const gap = useJoinGap('nickname');
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

  // What is said under the field while the visitor types; an error takes its place.
  const hint = {
    idle: t('nickname.hint'),
    checking: t('nickname.checking'),
    ok: <span className="field-ok">{t('nickname.available')}</span>,
    error: undefined,
  }[status.kind];

  function submit(e: FormEvent) {
    e.preventDefault();
    if (status.kind !== 'ok') return;
    updateDraft({ nickname: value });
    navigate('/termsAndConditionsAgreement');
  }

  if (gap) return gap;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:selectNickname')} />
      <p className="lead">{t('nickname.lead')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          id="nickname"
          label={t('fields.nickname')}
          autoComplete="nickname"
          required
          maxLength={LIMITS.nicknameMax + 4}
          value={nickname}
          onChange={setNickname}
          announce="status"
          error={status.kind === 'error' ? status.message : undefined}
          hint={hint}
        />
        <Button type="submit" variant="primary" block disabled={status.kind !== 'ok'}>
          {t('common:actions.next')}
        </Button>
      </form>
    </main>
  );
}
