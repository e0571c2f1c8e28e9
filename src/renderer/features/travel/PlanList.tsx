import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlanSummary } from '../../../shared/api/travel';
import { PagedList } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useAction, useLanguage, usePages } from '../../lib/data';
import { confirm, toast } from '../../lib/feedback';
import { planDraft } from './draft';
import { ddayLabel, lengthLabel, rangeLabel, regionsBesideTitle } from './labels';
import './travel.css';
import { joinedAtDots, SEPARATOR } from '../../lib/format';

/** The plans saved for offline use on this device and the badge's word, read after the list shows. */
function usePackedPlans(): { ids: ReadonlySet<number>; badge: string } {
  const [packed, setPacked] = useState({ ids: new Set<number>() as ReadonlySet<number>, badge: '' });
  useEffect(() => {
    let live = true;
    void Promise.all([import('../../lib/offline/pack-store'), import('../../lib/offline/texts')]).then(
      async ([store, texts]) => {
        const ids = new Set((await store.packSummaries()).map((p) => p.planId));
        if (live) setPacked({ ids, badge: texts.t('pack.badge') });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return packed;
}

export default function PlanList() {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  const plans = usePages(api.travel.planList, { size: 20 });
  const packed = usePackedPlans();
  const deleting = useAction(api.travel.deletePlan, {
    onSuccess: (_, { planId }) => {
      plans.update((items) => items.filter((p) => p.id !== planId));
      toast(t('list.deleted'), { icon: 'success' });
    },
  });

  async function remove(plan: PlanSummary) {
    if (!(await confirm(t('list.confirmDelete', { title: plan.title }), { confirmLabel: t('list.delete') }))) return;
    await deleting.run({ planId: plan.id });
  }

  return (
    <main className="page travel">
      <PageHeader
        title={t('titles:travelPlan')}
        back={false}
        actions={
          <ButtonLink href="/travelPlanRegion" variant="primary" small onClick={planDraft.clear}>
            {t('list.new')}
          </ButtonLink>
        }
      />
      <PagedList
        pages={plans}
        skeleton="card"
        empty={
          <EmptyState
            picture="trip"
            text={t('list.empty')}
            action={{ label: t('list.new'), href: '/travelPlanRegion', onClick: planDraft.clear }}
          />
        }
      >
        {(plans) => (
          <ul className="plan-cards">
            {plans.map((plan) => {
              const regions = regionsBesideTitle(plan);
              return (
                <Card as="li" key={plan.id} className="plan-card">
                  <Link href={`/travelPlanDetail?id=${plan.id}`} className="plan-card-link">
                    <span className="plan-dday">{ddayLabel(t, plan)}</span>
                    {packed.ids.has(plan.id) && (
                      <Badge tone="ok" className="plan-offline">
                        {packed.badge}
                      </Badge>
                    )}
                    <h2 className="plan-title">{plan.title}</h2>
                    {regions && <span className="plan-regions">{regions}</span>}
                    <span className="muted">
                      {rangeLabel(t, plan, language)}
                      {SEPARATOR}
                      {lengthLabel(t, plan.nights)}
                      {SEPARATOR}
                      {joinedAtDots(t('list.items', { count: plan.itemCount }))}
                    </span>
                  </Link>
                  <Button
                    variant="quiet"
                    className="plan-delete"
                    aria-label={t('list.deleteLabel', { title: plan.title })}
                    onClick={() => void remove(plan)}
                  >
                    {t('list.delete')}
                  </Button>
                </Card>
              );
            })}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
