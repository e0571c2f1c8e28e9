import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ListState } from '../../components/AsyncState';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCall, useIdParam } from '../../lib/data';
import { toast } from '../../lib/feedback';
import { emptyDraft, planDraft, type PlanDraft } from './draft';
import { RegionChoices } from './RegionChoices';
import './travel.css';

/** Step 1 of creating (or, with ?planId=, changing) a plan. */
export default function PlanRegion() {
  const { t } = useTranslation('travel');
  const [, navigate] = useLocation();
  const planId = useIdParam('planId') ?? undefined;
  // A change left unfinished on another plan must not leak into a new one.
  const [draft, setDraft] = useState<PlanDraft>(() => {
    const saved = planDraft.read() ?? emptyDraft();
    return !planId && saved.planId ? emptyDraft() : saved;
  });
  const update = useCallback((next: PlanDraft) => {
    setDraft(next);
    planDraft.write(next);
  }, []);
  const regions = useCall(api.reference.regionList, {});
  // Changing a plan starts from what it is, unless that change is already in progress here.
  const starting = planId !== undefined && draft.planId !== planId;
  const plan = useCall(api.travel.planDetail, { planId: planId ?? 0 }, { enabled: starting, current: true });

  useEffect(() => {
    if (!starting || !plan.data) return;
    const { id, regions: chosen, startDate, nights } = plan.data;
    update({ planId: id, regionIds: chosen.map((r) => r.id), startDate, nights });
  }, [starting, plan.data, update]);

  function next() {
    if (draft.regionIds.length === 0) {
      toast(t('region.required'), { icon: 'error' });
      return;
    }
    navigate('/travelPlanDate');
  }

  return (
    <main className="page travel">
      <PageHeader title={t('titles:travelPlanRegion')} />
      <p className="lead">{t('region.lead')}</p>
      <ListState
        loading={regions.loading}
        error={regions.error ?? (starting ? plan.error : undefined)}
        items={regions.data}
        empty=""
        onRetry={() => {
          regions.reload();
          if (starting) plan.reload();
        }}
      >
        {(list) => (
          <RegionChoices
            regions={list}
            selected={draft.regionIds}
            onChange={(regionIds) => update({ ...draft, regionIds })}
            legend={t('region.legend')}
          />
        )}
      </ListState>
      <div className="sticky-actions">
        <Button variant="primary" block onClick={next} aria-disabled={draft.regionIds.length === 0}>
          {t('common:actions.next')}
        </Button>
      </div>
    </main>
  );
}
