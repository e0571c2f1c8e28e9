import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MAX_PLAN_NIGHTS } from '../../../shared/constants';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useAction, useCall, useLanguage } from '../../lib/data';
import { monthHolidaysBody } from '../../lib/holidays';
import { useSavedState } from '../../lib/saved-state';
import { confirm, toast } from '../../lib/feedback';
import { Calendar } from '../../components/Calendar';
import { addDays, seoulToday, shortDate } from '../../lib/dates';
import { emptyDraft, planDraft } from './draft';
import { lengthLabel, rangeLabel } from './labels';
import { NightsSelect } from './NightsSelect';
import './travel.css';
import { SEPARATOR } from '../../lib/separators';

/** Step 2: the start date and length; saving creates the plan (or changes it) and opens it. */
export default function PlanDate() {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  const [, navigate] = useLocation();
  const today = seoulToday();
  const [draft, update] = useSavedState(planDraft, emptyDraft);
  const [month, setMonth] = useState(() =>
    (draft.startDate && draft.startDate >= today ? draft.startDate : today).slice(0, 7),
  );
  const holidays = useCall(api.travel.holidayList, monthHolidaysBody(month, language), { silent: true });
  const saving = useAction(api.travel.savePlan, { invalidates: [api.travel.planList, api.travel.planDetail] });

  async function save(confirmRemoval = false): Promise<void> {
    if (!draft.startDate) {
      toast(t('date.chooseDate'), { icon: 'error' });
      return;
    }
    const result = await saving.run({
      planId: draft.planId,
      regionIds: draft.regionIds,
      startDate: draft.startDate,
      nights: draft.nights,
      confirmRemoval,
    });
    if (!result) return;
    if (!result.saved) {
      const days = result.droppedDays
        .map(
          (d) =>
            t('date.droppedDay', { day: d.day, date: shortDate(d.date, language), count: d.itemCount }) +
            (d.hasMemo ? t('date.droppedMemo') : ''),
        )
        .join('\n');
      if (await confirm(t('date.confirmDrop', { days }), { confirmLabel: t('date.dropConfirm') })) return save(true);
      return;
    }
    planDraft.clear();
    toast(t(draft.planId ? 'date.updated' : 'date.created'), { icon: 'success' });
    navigate(`/travelPlanDetail?id=${result.planId}`, { replace: true });
  }

  if (draft.regionIds.length === 0) {
    // Opened before step 1 (a reload after the plan was saved, a link): what comes first, in the
    // screen's whole height, and the way back to the plans.
    return (
      <main className="page travel">
        <PageHeader title={t('titles:travelPlanDate')} />
        <div className="plan-date-empty">
          <EmptyState
            picture="trip"
            text={t('date.noRegions')}
            action={{ label: t('date.chooseRegions'), href: '/travelPlanRegion' }}
            also={{ label: t('date.toPlans'), href: '/travelPlan' }}
          />
        </div>
      </main>
    );
  }

  const start = draft.startDate && draft.startDate >= today ? draft.startDate : undefined;
  const range = start ? { start, end: addDays(start, draft.nights) } : null;
  return (
    <main className="page travel">
      <PageHeader title={t('titles:travelPlanDate')} />
      <p className="lead">{t('date.lead')}</p>
      <NightsSelect
        id="plan-nights"
        value={draft.nights}
        max={MAX_PLAN_NIGHTS}
        onChange={(nights) => update({ ...draft, nights })}
      />
      <Calendar
        label={t('date.calendar')}
        month={month}
        onMonth={setMonth}
        today={today}
        range={range}
        holidays={holidays.data ?? []}
        onPick={(startDate) => update({ ...draft, startDate })}
      />
      {holidays.error !== undefined && (
        <p className="field-error" role="alert">
          {t('date.holidayLoadFailed')}
        </p>
      )}
      <div className="sticky-actions">
        <p className="date-summary" aria-live="polite">
          {range
            ? `${rangeLabel(t, { startDate: range.start, endDate: range.end }, language)}${SEPARATOR}${lengthLabel(t, draft.nights)}`
            : t('date.chooseDate')}
        </p>
        <Button variant="primary" block aria-disabled={!range} onClick={() => void save()}>
          {t(draft.planId ? 'date.update' : 'date.create')}
        </Button>
      </div>
    </main>
  );
}
