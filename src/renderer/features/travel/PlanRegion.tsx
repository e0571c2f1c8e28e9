import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Language } from '../../../shared/constants';
import { ListState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { toastError } from '../../lib/errors';
import { toast } from '../../lib/feedback';
import { useCall } from '../../lib/use-call';
import { emptyDraft, readDraft, writeDraft, type PlanDraft } from './draft';
import { RegionChoices } from './RegionChoices';
import './travel.css';

/** Step 1 of creating (or, with ?planId=, changing) a plan. */
export default function PlanRegion() {
  const { t, i18n } = useTranslation('travel');
  const language = i18n.language as Language;
  const [, navigate] = useLocation();
  const planId = Number(new URLSearchParams(useSearch()).get('planId')) || undefined;
  // A change left unfinished on another plan must not leak into a new one.
  const [draft, setDraft] = useState<PlanDraft>(() => {
    const saved = readDraft();
    return !planId && saved.planId ? emptyDraft() : saved;
  });
  const regions = useCall(() => client.call(api.reference.regionList, {}), [language]);

  useEffect(() => {
    // Changing a plan starts from what it is, unless that change is already in progress here.
    if (!planId || draft.planId === planId) return;
    client
      .call(api.travel.planDetail, { planId })
      .then(
        (plan) =>
          update({ planId, regionIds: plan.regions.map((r) => r.id), startDate: plan.startDate, nights: plan.nights }),
        toastError,
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the plan when its id changes only; the draft it fills must not reload it
  }, [planId]);

  function update(next: PlanDraft) {
    setDraft(next);
    writeDraft(next);
  }

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
      <ListState loading={regions.loading} error={regions.error} items={regions.data} empty="" onRetry={regions.reload}>
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
        <button
          type="button"
          className="button primary block"
          onClick={next}
          aria-disabled={draft.regionIds.length === 0}
        >
          {t('common:actions.next')}
        </button>
      </div>
    </main>
  );
}
