import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { PlanSummary } from '../../../shared/api/travel';
import { PagedList } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { IconButton } from '../../components/IconButton';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useAction, useCall, useLanguage, usePages } from '../../lib/data';
import { confirm, toast } from '../../lib/feedback';
import { addDays, seoulToday } from '../../lib/dates';
import { planDraft } from './draft';
import { ddayLabel, lengthLabel, rangeLabel, regionsBesideTitle } from './labels';
import './travel.css';
import { joinedAtDots, SEPARATOR } from '../../lib/separators';

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

/** Days from today to a first trip's start: next week, near enough to plan, far enough to prepare. */
const FIRST_TRIP_IN_DAYS = 7;
const FIRST_TRIP_NIGHTS = 2;

/** No plan yet: a first trip to Seoul next week in one tap (opened on its itinerary), or one made step by step. */
function FirstTrip() {
  const { t } = useTranslation('travel');
  const [, navigate] = useLocation();
  const regions = useCall(api.reference.regionList, {}, { silent: true });
  const seoul = regions.data?.find((r) => r.code === 'seoul');
  const creating = useAction(api.travel.savePlan, {
    invalidates: [api.travel.planList],
    onSuccess: ({ planId }) => planId !== null && navigate(`/travelPlanDetail?id=${planId}`),
  });
  return (
    <EmptyState
      picture="trip"
      text={t('list.empty')}
      action={
        seoul && {
          label: t('list.firstTrip', { region: seoul.name }),
          onClick: () =>
            void creating.run({
              regionIds: [seoul.id],
              startDate: addDays(seoulToday(), FIRST_TRIP_IN_DAYS),
              nights: FIRST_TRIP_NIGHTS,
            }),
        }
      }
      also={{ label: t('list.ownTrip'), href: '/travelPlanRegion', onClick: planDraft.clear }}
    />
  );
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
      <PagedList pages={plans} skeleton="card" empty={<FirstTrip />}>
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
                  <IconButton
                    icon={Trash2}
                    className="icon-button plan-delete"
                    label={t('list.deleteLabel', { title: plan.title })}
                    onClick={() => void remove(plan)}
                  />
                </Card>
              );
            })}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
