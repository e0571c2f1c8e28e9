import { IconButton } from '../../components/IconButton';
import { ArrowDown, ArrowUp, TriangleAlert, X } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { z } from 'zod';
import type { DayItem, PlanDay, PlanDetail as Plan } from '../../../shared/api/travel';
import type { Stop } from '../../lib/directions';
import { ObjectState } from '../../components/AsyncState';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Tabs, tabId } from '../../components/Tabs';
import { TimeField } from '../../components/TimeField';
import { api, client } from '../../lib/api-client';
import { isQueued, sendOrQueue, useAction, useCall, useIdParam, useLanguage } from '../../lib/data';
import { toast } from '../../lib/feedback';
import { waitingWrites, withItems } from '../../lib/offline/waiting';
import { savedState } from '../../lib/saved-state';
import { longDate, shortDate } from '../../lib/dates';
import { ddayLabel, lengthLabel, rangeLabel } from './labels';
import { CalendarExport } from './CalendarExport';
import { DayLeg, nextStops } from './DayLeg';
import { MemoField } from './MemoField';
import { PlanShare } from './PlanShare';
import { stopOf } from './stops';
import './travel.css';
import { SEPARATOR } from '../../lib/separators';

const DayMap = lazy(() => import('./DayMap'));
/** The offline machinery loads after the plan shows. */
const TripPack = lazy(() => import('./TripPack'));
/** The open day survives a reload (one key for the plan last viewed, so none pile up). */
const lastDay = savedState('travel.lastDay', 1, z.object({ planId: z.number(), day: z.number().int().positive() }));

export default function PlanDetail() {
  const { t } = useTranslation('travel');
  const planId = useIdParam() ?? 0;
  const plan = useCall(api.travel.planDetail, { planId }, { current: true });
  return (
    <main className="page travel">
      <PageHeader
        title={plan.data?.title ?? t('titles:travelPlanDetail')}
        actions={
          plan.data && (
            <ButtonLink href={`/travelPlanRegion?planId=${planId}`} small>
              {t('detail.edit')}
            </ButtonLink>
          )
        }
      />
      <ObjectState call={plan}>
        {(data) => <PlanBody plan={data} reload={plan.reload} edit={plan.update} />}
      </ObjectState>
    </main>
  );
}

/** A saved memo is written into the loaded plan too: a day's tab opened again shows it as typed. */
type EditPlan = (change: (plan: Plan) => Plan) => void;

function PlanBody({ plan, reload, edit }: { plan: Plan; reload(): void; edit: EditPlan }) {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  const [selected, setSelectedState] = useState(() => {
    const last = lastDay.read();
    return last?.planId === plan.id ? last.day : 1;
  });
  const setSelected = (day: number) => {
    setSelectedState(day);
    lastDay.write({ planId: plan.id, day });
  };
  const day = plan.dayList.find((d) => d.day === selected) ?? plan.dayList[0]!;

  return (
    <>
      <section className="plan-summary">
        <span className="plan-dday">{ddayLabel(t, plan)}</span>
        <p className="plan-regions">{plan.regions.map((r) => r.name).join(SEPARATOR)}</p>
        <p className="muted">
          {rangeLabel(t, plan, language)}
          {SEPARATOR}
          {lengthLabel(t, plan.nights)}
        </p>
        <div className="plan-outside">
          <CalendarExport plan={plan} />
          <PlanShare planId={plan.id} title={plan.title} />
        </div>
      </section>
      <Suspense fallback={null}>
        <TripPack plan={plan} />
      </Suspense>

      <Tabs
        label={t('detail.days')}
        idPrefix="day-tab"
        panelId="day-panel"
        variant="pill"
        items={plan.dayList.map((d) => ({
          value: d.day,
          className: d.holidays.length ? 'holiday' : undefined,
          label: (
            <>
              <strong>{t('dayLabel', { day: d.day })}</strong>
              <span>{shortDate(d.date, language)}</span>
            </>
          ),
        }))}
        selected={day.day}
        onSelect={setSelected}
      />
      <DayPanel key={day.day} planId={plan.id} day={day} reload={reload} edit={edit} />
      {/* The notes follow the itinerary: a plan opens on its days, not on empty boxes. */}
      <MemoField
        key={`plan-${plan.id}`}
        label={t('detail.planMemo')}
        initial={plan.memo}
        onSave={async (memo) => {
          await client.call(api.travel.savePlan, { planId: plan.id, memo }, { silent: true });
          edit((p) => ({ ...p, memo }));
        }}
      />
    </>
  );
}

function DayPanel({ planId, day, reload, edit }: { planId: number; day: PlanDay; reload(): void; edit: EditPlan }) {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  const mapPlaces = useMemo(
    () =>
      day.items.flatMap((i) =>
        i.kind === 'place' ? [{ id: i.place.id, name: i.place.name, lat: i.place.lat, lng: i.place.lng }] : [],
      ),
    [day.items],
  );

  // Places and posts added to this day offline: counted here until sent (the plan then shows them).
  const waiting = useSyncExternalStore(waitingWrites.subscribe, () => waitingWrites.list);
  const adding = waiting.filter(
    (w) =>
      (w.path === api.travel.addDayPlace.path || w.path === api.travel.addDayFeed.path) &&
      w.body.planId === planId &&
      w.body.day === day.day,
  ).length;

  const saving = useAction(api.travel.savePlanDay, {
    invalidates: [api.travel.planList],
    // Offline, the new order waits for the network and shows at once.
    whenQueued: () => ({ savedAt: Date.now() }),
  });
  async function saveItems(items: Array<{ id: number; time?: string | null }>, done: string) {
    const answer = await saving.run({ planId, day: day.day, items });
    if (answer) toast(done, { icon: 'success' });
    if (answer && isQueued(answer)) edit((p) => withItems(p, day.day, items));
    // A refused change shows the plan as the server keeps it.
    else reload();
  }
  const ids = day.items.map((i) => ({ id: i.id }));
  const nextStop = nextStops(day.items, stopOf);
  const move = (index: number, by: number) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    void saveItems(next, t('detail.moved'));
  };

  return (
    <section id="day-panel" role="tabpanel" aria-labelledby={tabId('day-tab', day.day)} className="day-panel">
      <h2 className="day-heading">
        {t('dayLabel', { day: day.day })}
        {SEPARATOR}
        {longDate(day.date, language)}
      </h2>
      {day.holidays.map((h) => (
        <p key={h.country} className="holiday-chip">
          {t(h.country === 'KR' ? 'date.holidayKR' : 'date.holidayJP')}: {h.name}
        </p>
      ))}

      {adding > 0 && (
        <p className="day-pending" role="note">
          <Badge tone="neutral">{t('detail.pendingItems', { count: adding })}</Badge>
        </p>
      )}
      {day.items.length === 0 ? (
        <EmptyState
          picture="trip"
          text={t('detail.empty')}
          action={{ label: t('detail.findPlaces'), href: '/placeMap' }}
          also={{ label: t('detail.findFeeds'), href: '/' }}
        />
      ) : (
        <ol className="day-items">
          {day.items.map((item, index) => (
            <li key={item.id} className="day-item">
              <span className="day-item-order" aria-hidden="true">
                {index + 1}
              </span>
              <ItemBody
                item={item}
                onTime={(time) =>
                  void saveItems(
                    day.items.map((i) => (i.id === item.id ? { id: i.id, time } : { id: i.id })),
                    t('detail.timeSaved'),
                  )
                }
              />
              <div className="day-item-actions">
                <IconButton
                  icon={ArrowUp}
                  disabled={index === 0}
                  label={t('detail.moveUp', { name: itemName(item, t) })}
                  onClick={() => move(index, -1)}
                />
                <IconButton
                  icon={ArrowDown}
                  disabled={index === day.items.length - 1}
                  label={t('detail.moveDown', { name: itemName(item, t) })}
                  onClick={() => move(index, 1)}
                />
                <IconButton
                  icon={X}
                  label={t('detail.remove', { name: itemName(item, t) })}
                  onClick={() =>
                    void saveItems(
                      ids.filter((i) => i.id !== item.id),
                      t('detail.removed'),
                    )
                  }
                />
              </div>
              <ItemLeg item={item} next={nextStop[index] ?? null} />
            </li>
          ))}
        </ol>
      )}
      {mapPlaces.length > 0 && (
        <Suspense fallback={<div className="day-map" aria-hidden="true" />}>
          <DayMap places={mapPlaces} label={t('detail.map', { day: day.day })} />
        </Suspense>
      )}
      <MemoField
        key={`day-${planId}-${day.day}`}
        label={t('detail.dayMemo', { day: day.day })}
        initial={day.memo}
        onSave={async (memo) => {
          const answer = await sendOrQueue(
            api.travel.savePlanDay,
            { planId, day: day.day, memo },
            { silent: true, whenQueued: () => ({ savedAt: Date.now() }) },
          );
          edit((p) => ({ ...p, dayList: p.dayList.map((d) => (d.day === day.day ? { ...d, memo } : d)) }));
          return isQueued(answer) ? 'queued' : 'saved';
        }}
      />
    </section>
  );
}

function ItemLeg({ item, next }: { item: DayItem; next: Stop | null }) {
  const from = stopOf(item);
  return from && next ? <DayLeg from={from} to={next} /> : null;
}

const itemName = (item: DayItem, t: (key: string) => string) =>
  item.kind === 'place' ? item.place.name : item.feed.deleted ? t('detail.deletedFeed') : item.feed.title;

function ItemBody({ item, onTime }: { item: DayItem; onTime(time: string | null): void }) {
  const { t } = useTranslation('travel');
  if (item.kind === 'feed') {
    return (
      <div className="day-item-body">
        <Badge tone="neutral">{t('detail.feed')}</Badge>
        {item.feed.deleted ? (
          <span className="muted">{t('detail.deletedFeed')}</span>
        ) : (
          <Link href={`/feedDetail?id=${item.feed.id}`} className="day-item-title">
            {item.feed.title}
          </Link>
        )}
      </div>
    );
  }
  const { place } = item;
  const timeId = `visit-${item.id}`;
  return (
    <div className="day-item-body">
      <Badge tone="neutral">{t('detail.place')}</Badge>
      <Link href={`/placeMap?placeId=${place.id}`} className="day-item-title">
        {place.name}
      </Link>
      <span className="muted">
        {place.openTime && place.closeTime
          ? t('detail.hours', { open: place.openTime, close: place.closeTime })
          : t('detail.allDay')}
        {place.breakStart &&
          place.breakEnd &&
          `${SEPARATOR}${t('detail.breakTime', { start: place.breakStart, end: place.breakEnd })}`}
      </span>
      <TimeField id={timeId} className="visit-time" label={t('detail.visitTime')} value={item.time} onChange={onTime} />
      {item.warnings.length > 0 && (
        <ul className="warnings">
          {item.warnings.map((w) => (
            <li key={w}>
              <TriangleAlert /> {t(`warnings.${w}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
