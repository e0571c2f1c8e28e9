import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PLAN_NIGHTS } from '../../../shared/constants';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckField, SelectField } from '../../components/Field';
import { DateField } from '../../components/DateField';
import { ListState, MorePages } from '../../components/AsyncState';
import { api } from '../../lib/api-client';
import { isQueued, useAction, useCall, useLanguage, usePages } from '../../lib/data';
import type { DayPlanItem } from '../../lib/day-plan';
import { toast } from '../../lib/feedback';
import { addDays, seoulToday, shortDate } from '../../lib/dates';
import { NightsSelect } from './NightsSelect';
import { RegionChoices } from './RegionChoices';
import './travel.css';

const NEW = 'new';

/** "Add to day plan" from a place or a post: pick a plan and a day, or make a plan on the spot. */
export default function AddToDayPlanPopup({ item, onClose }: { item: DayPlanItem; onClose(): void }) {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  const ids = useId();
  const today = seoulToday();
  // The plan list screen's own read (same call and body): offline, its saved answer lists the plans here too.
  const plans = usePages(api.travel.planList, { size: 20 });
  const regions = useCall(api.reference.regionList, {}, { silent: true });
  const changed = { invalidates: [api.travel.planList, api.travel.planDetail] };
  const creating = useAction(api.travel.savePlan, changed);
  // The new plan's title (its default is the region names) for the confirmation.
  const readingPlan = useAction(api.travel.planDetail);
  // Offline, adding to an existing plan waits for the network (a new plan needs one: its id comes from the server).
  const waits = { ...changed, whenQueued: () => ({ itemId: 0 }) };
  const addingPlace = useAction(api.travel.addDayPlace, waits);
  const addingFeed = useAction(api.travel.addDayFeed, waits);
  const [picked, setChoice] = useState<number | typeof NEW | null>(null);
  const [day, setDay] = useState(1);
  const [draft, setDraft] = useState({ regionIds: [] as number[], startDate: addDays(today, 7), nights: 2 });

  // Until the user picks, the newest plan is proposed, or a new one when there is none.
  const planList = plans.items;
  const choice = picked ?? (planList ? (planList[0]?.id ?? NEW) : null);

  const chosen = planList?.find((p) => p.id === choice);
  const start = chosen?.startDate ?? draft.startDate;
  const dayCount = chosen ? chosen.days : draft.nights + 1;

  async function add() {
    let planId = chosen?.id;
    let title = chosen?.title;
    if (choice === NEW) {
      const created = await creating.run({
        regionIds: draft.regionIds,
        startDate: draft.startDate,
        nights: draft.nights,
      });
      if (!created?.planId) return;
      planId = created.planId;
      // From here a failed add must not make a second plan on retry: the new one is the choice.
      setChoice(planId);
      title = (await readingPlan.run({ planId }))?.title;
    }
    if (!planId || title === undefined) return;
    const added = await (item.kind === 'place'
      ? addingPlace.run({ planId, day, placeId: item.placeId })
      : addingFeed.run({ planId, day, feedId: item.feedId }));
    if (!added) return;
    // A queued add is announced by the queue ("sent once connected") and counted on the plan's day.
    if (!isQueued(added)) toast(t('popup.added', { title, day }), { icon: 'success' });
    onClose();
  }

  return (
    <Dialog
      title={t('popup.title')}
      layout="sheet"
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button variant="primary" disabled={choice === null} onClick={() => void add()}>
            {t('popup.add')}
          </Button>
        </>
      }
    >
      <ListState loading={plans.loading} error={plans.error} items={planList} onRetry={plans.refresh}>
        {(list) => (
          <div className="form">
            {list.length === 0 && <p className="muted">{t('popup.noPlans')}</p>}
            <fieldset className="plan-options">
              <legend>{t('popup.plan')}</legend>
              {list.map((p) => (
                <CheckField
                  key={p.id}
                  type="radio"
                  name={`${ids}-plan`}
                  label={
                    <>
                      {p.title} <span className="muted">{shortDate(p.startDate, language)}</span>
                    </>
                  }
                  checked={choice === p.id}
                  onChange={() => {
                    setChoice(p.id);
                    setDay(1);
                  }}
                />
              ))}
              <MorePages pages={plans} />
              <CheckField
                type="radio"
                name={`${ids}-plan`}
                label={t('popup.newPlan')}
                checked={choice === NEW}
                onChange={() => {
                  setChoice(NEW);
                  setDay(1);
                }}
              />
            </fieldset>
            {choice === NEW && (
              <>
                <ListState
                  loading={regions.loading}
                  error={regions.error}
                  items={regions.data}
                  empty=""
                  onRetry={regions.reload}
                >
                  {(all) => (
                    <RegionChoices
                      regions={all}
                      selected={draft.regionIds}
                      legend={t('region.legend')}
                      onChange={(regionIds) => setDraft({ ...draft, regionIds })}
                    />
                  )}
                </ListState>
                <DateField
                  id={`${ids}-start`}
                  label={t('popup.startDate')}
                  min={today}
                  value={draft.startDate}
                  onChange={(startDate) => setDraft({ ...draft, startDate })}
                />
                <NightsSelect
                  id={`${ids}-nights`}
                  value={draft.nights}
                  max={MAX_PLAN_NIGHTS}
                  onChange={(nights) => {
                    setDraft({ ...draft, nights });
                    setDay(Math.min(day, nights + 1));
                  }}
                />
              </>
            )}
            {choice !== null && (
              <SelectField
                id={`${ids}-day`}
                label={t('popup.day')}
                value={day}
                onChange={(value) => setDay(Number(value))}
              >
                {Array.from({ length: dayCount }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {t('dayOption', { day: i + 1, date: start ? shortDate(addDays(start, i), language) : '' })}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        )}
      </ListState>
    </Dialog>
  );
}
