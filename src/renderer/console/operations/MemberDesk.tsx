import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, ListView } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, useAdmin } from './admin';
import { SEPARATOR } from '../../lib/separators';

type Draft = { amount?: string; reason?: string; days?: string };

/** Find a member by e-mail or nickname; adjust their points, suspend or reinstate them. */
export function MemberDesk() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const members = useAdmin('users', { query: { query } });
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const edit = (id: number, change: Draft) => setDrafts({ ...drafts, [id]: { ...drafts[id], ...change } });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  return (
    <>
      <h3>{t('ops.members.title')}</h3>
      <form className="inline-form" role="search" onSubmit={search}>
        <label>
          {t('ops.members.query')}
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit">{t('ops.members.search')}</button>
      </form>
      <ListView resource={members} empty={t('users.empty')}>
        {(list) => (
          <ul className="rows ops-members">
            {list.map((u) => {
              const draft = drafts[u.id] ?? {};
              return (
                <li key={u.id}>
                  <strong>{u.nickname}</strong>
                  <span>{u.email ?? '—'}</span>
                  <span className="tag">
                    {t(`ops.memberStates.${u.status}`)}
                    {u.suspendedUntil ? ` ~ ${formatTime(u.suspendedUntil, i18n.language)}` : ''}
                  </span>
                  <span>
                    {u.pointBalance.toLocaleString()} P{SEPARATOR}
                    {t('ops.members.counts', u)}
                  </span>
                  <span className="inline-form">
                    <input
                      type="number"
                      aria-label={t('ops.members.amountFor', { name: u.nickname })}
                      placeholder={t('ops.members.amount')}
                      value={draft.amount ?? ''}
                      onChange={(e) => edit(u.id, { amount: e.target.value })}
                    />
                    <input
                      type="number"
                      min={1}
                      aria-label={t('ops.members.daysFor', { name: u.nickname })}
                      placeholder={t('ops.members.days')}
                      value={draft.days ?? ''}
                      onChange={(e) => edit(u.id, { days: e.target.value })}
                    />
                    <input
                      aria-label={t('ops.reasonFor', { target: u.nickname })}
                      placeholder={t('ops.reason')}
                      value={draft.reason ?? ''}
                      onChange={(e) => edit(u.id, { reason: e.target.value })}
                    />
                    <button
                      type="button"
                      onClick={() =>
                        void act(
                          () =>
                            adminClient.adjustPoints({
                              id: u.id,
                              body: { amount: Number(draft.amount), reason: draft.reason ?? '' },
                            }),
                          t('ops.members.adjusted'),
                          () => edit(u.id, { amount: '', reason: '' }),
                        )
                      }
                    >
                      {t('ops.members.adjust')}
                    </button>
                    <button
                      type="button"
                      className="danger"
                      onClick={() =>
                        void act(
                          () =>
                            adminClient.suspend({
                              id: u.id,
                              body: { days: Number(draft.days), reason: draft.reason ?? '' },
                            }),
                          t('ops.members.suspended'),
                        )
                      }
                    >
                      {t('ops.members.suspend')}
                    </button>
                    {u.status !== 'active' && (
                      <button
                        type="button"
                        onClick={() => void act(() => adminClient.reinstate({ id: u.id }), t('ops.members.reinstated'))}
                      >
                        {t('ops.members.reinstate')}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </>
  );
}
