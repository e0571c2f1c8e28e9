import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../shared/admin';
import { describedBy, formatTime, ListView, type FieldMessage } from '../ui';
import { useConsoleAction } from '../action';
import { confirmAction } from '../Confirm';
import { adminClient, useAdmin } from './admin';
import { MemberOrders } from './MemberOrders';
import { SEPARATOR } from '../../lib/separators';

type Draft = { amount?: string; reason?: string; days?: string; tried?: 'points' | 'suspend' };

const whole = (text = '') => (/^-?\d+$/.test(text.trim()) ? Number(text) : undefined);

/** Each field's mistake in plain words, once its action was tried; gone as soon as it is right. */
function draftProblems(draft: Draft): Partial<Record<'amount' | 'reason' | 'days', string>> {
  const amount = whole(draft.amount);
  const days = whole(draft.days);
  if (draft.tried === 'points')
    return {
      ...(amount === undefined || amount === 0 ? { amount: 'ops.members.problems.amount' } : {}),
      ...(!draft.reason?.trim() ? { reason: 'ops.members.problems.reason' } : {}),
    };
  if (draft.tried === 'suspend' && (days === undefined || days < 1 || days > 3650))
    return { days: 'ops.members.problems.days' };
  return {};
}

/** Members: find one, see their points and orders, adjust points, suspend (asked first) or reinstate. */
export function MemberDesk() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const members = useAdmin('users', { query: { query } });
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [ordersOf, setOrdersOf] = useState<number | null>(null);
  const edit = (id: number, change: Draft) => setDrafts((all) => ({ ...all, [id]: { ...all[id], ...change } }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const adjust = (u: AdminUser, draft: Draft) => {
    edit(u.id, { tried: 'points' });
    if (Object.keys(draftProblems({ ...draft, tried: 'points' })).length > 0) return;
    void act(
      () =>
        adminClient.adjustPoints({ id: u.id, body: { amount: whole(draft.amount)!, reason: draft.reason!.trim() } }),
      t('ops.members.adjusted'),
      () => edit(u.id, { amount: '', reason: '', tried: undefined }),
    );
  };
  const suspend = async (u: AdminUser, draft: Draft) => {
    edit(u.id, { tried: 'suspend' });
    if (Object.keys(draftProblems({ ...draft, tried: 'suspend' })).length > 0) return;
    const reason = await confirmAction({
      title: t('ops.members.confirmSuspend', { name: u.nickname, days: whole(draft.days) }),
      detail: t('ops.members.suspendDetail'),
      action: t('ops.members.suspend'),
      reason: { initial: draft.reason ?? '' },
    });
    if (reason !== null)
      await act(
        () => adminClient.suspend({ id: u.id, body: { days: whole(draft.days)!, reason } }),
        t('ops.members.suspended'),
        () => edit(u.id, { days: '', tried: undefined }),
      );
  };
  return (
    <>
      <h3 id="ops-members" tabIndex={-1}>
        {t('ops.members.title')}
      </h3>
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
              const problems = draftProblems(draft);
              const message = (key: keyof typeof problems): FieldMessage | undefined =>
                problems[key] ? { text: t(problems[key]), error: true } : undefined;
              const input = (key: keyof typeof problems) => ({
                id: `member-${u.id}-${key}`,
                value: draft[key] ?? '',
                onChange: (e: { target: { value: string } }) => edit(u.id, { [key]: e.target.value }),
                ...describedBy(`member-${u.id}-${key}`, message(key)),
              });
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
                  <button
                    type="button"
                    className="link"
                    aria-expanded={ordersOf === u.id}
                    aria-controls={`member-orders-${u.id}`}
                    onClick={() => setOrdersOf(ordersOf === u.id ? null : u.id)}
                  >
                    {t('users.showOrders', { name: u.nickname })}
                  </button>
                  <span className="member-actions">
                    <MemberField id={`member-${u.id}-amount`} message={message('amount')}>
                      <input
                        inputMode="numeric"
                        aria-label={t('ops.members.amountFor', { name: u.nickname })}
                        placeholder={t('ops.members.amount')}
                        {...input('amount')}
                      />
                    </MemberField>
                    <MemberField id={`member-${u.id}-reason`} message={message('reason')}>
                      <input
                        aria-label={t('ops.reasonFor', { target: u.nickname })}
                        placeholder={t('ops.reason')}
                        {...input('reason')}
                      />
                    </MemberField>
                    <button type="button" onClick={() => adjust(u, draft)}>
                      {t('ops.members.adjust')}
                    </button>
                  </span>
                  <span className="member-actions">
                    <MemberField id={`member-${u.id}-days`} message={message('days')}>
                      <input
                        inputMode="numeric"
                        aria-label={t('ops.members.daysFor', { name: u.nickname })}
                        placeholder={t('ops.members.days')}
                        {...input('days')}
                      />
                    </MemberField>
                    <button type="button" className="danger" onClick={() => void suspend(u, draft)}>
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
                  {ordersOf === u.id && <MemberOrders id={u.id} nickname={u.nickname} />}
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </>
  );
}

/** A row's field with its mistake under it. */
function MemberField({ id, message, children }: { id: string; message?: FieldMessage; children: ReactNode }) {
  return (
    <span className="member-field">
      {children}
      {message && (
        <span id={`${id}-message`} className="field-message error">
          {message.text}
        </span>
      )}
    </span>
  );
}
