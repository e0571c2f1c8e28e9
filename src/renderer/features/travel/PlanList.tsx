import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '../../../shared/constants';
import type { PlanSummary } from '../../../shared/api/travel';
import { ListState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { toastError } from '../../lib/errors';
import { confirm, toast } from '../../lib/feedback';
import { useCall } from '../../lib/use-call';
import { clearDraft } from './draft';
import { ddayLabel, lengthLabel, rangeLabel, regionsBesideTitle } from './labels';
import './travel.css';

export default function PlanList() {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.language as Language;
  const [more, setMore] = useState<{ items: PlanSummary[]; nextCursor: number | null } | null>(null);
  const [removed, setRemoved] = useState<number[]>([]);
  const first = useCall(() => client.call(api.travel.planList, { size: 20 }), [language]);

  const items = first.data
    ? [...first.data.items, ...(more?.items ?? [])].filter((p) => !removed.includes(p.id))
    : undefined;
  const nextCursor = more ? more.nextCursor : (first.data?.nextCursor ?? null);

  async function loadMore() {
    if (nextCursor === null) return;
    try {
      const next = await client.call(api.travel.planList, { size: 20, cursor: nextCursor });
      setMore({ items: [...(more?.items ?? []), ...next.items], nextCursor: next.nextCursor });
    } catch (error) {
      toastError(error);
    }
  }

  async function remove(plan: PlanSummary) {
    if (!(await confirm(t('list.confirmDelete', { title: plan.title }), { confirmLabel: t('list.delete') }))) return;
    try {
      await client.call(api.travel.deletePlan, { planId: plan.id });
      setRemoved((r) => [...r, plan.id]);
      toast(t('list.deleted'), { icon: 'success' });
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <main className="page travel">
      <PageHeader
        title={t('titles:travelPlan')}
        back={false}
        actions={
          <Link href="/travelPlanRegion" className="button primary small" onClick={clearDraft}>
            {t('list.new')}
          </Link>
        }
      />
      <ListState
        loading={first.loading}
        error={first.error}
        items={items}
        empty={t('list.empty')}
        onRetry={first.reload}
      >
        {(plans) => (
          <ul className="plan-cards">
            {plans.map((plan) => {
              const regions = regionsBesideTitle(plan);
              return (
                <li key={plan.id} className="plan-card">
                  <Link href={`/travelPlanDetail?id=${plan.id}`} className="plan-card-link">
                    <span className="plan-dday">{ddayLabel(t, plan)}</span>
                    <h2 className="plan-title">{plan.title}</h2>
                    {regions && <span className="plan-regions">{regions}</span>}
                    <span className="muted">
                      {rangeLabel(t, plan, language)} · {lengthLabel(t, plan.nights)} ·{' '}
                      {t('list.items', { count: plan.itemCount })}
                    </span>
                  </Link>
                  <button
                    type="button"
                    className="button link plan-delete"
                    aria-label={t('list.deleteLabel', { title: plan.title })}
                    onClick={() => void remove(plan)}
                  >
                    {t('list.delete')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      {items && nextCursor !== null && (
        <button type="button" className="button secondary block" onClick={() => void loadMore()}>
          {t('list.more')}
        </button>
      )}
    </main>
  );
}
