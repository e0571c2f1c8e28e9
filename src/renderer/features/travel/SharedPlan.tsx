import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { sharedPlanToken, type SharedPlan as Plan } from '../../../shared/api/travel';
import { ObjectState } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCall, useLanguage } from '../../lib/data';
import { longDate } from '../../lib/dates';
import { SEPARATOR } from '../../lib/separators';
import { ApiError } from '../../lib/transport';
import { DayLeg, nextStops } from './DayLeg';
import { lengthLabel, rangeLabel } from './labels';
import './travel.css';

const DayMap = lazy(() => import('./DayMap'));

/**
 * The read-only page a plan's companion link opens, signed in or not (decision 134): the days,
 * their steps with the way between them, each day's map, and the dates and memos the owner chose.
 * The server adds its preview tags and keeps it out of search engines.
 */
export default function SharedPlan() {
  const { t } = useTranslation('travel');
  const token = sharedPlanToken.safeParse(new URLSearchParams(useSearch()).get('token')).data;
  const plan = useCall(api.travel.sharedPlan, { token: token ?? '' }, { enabled: token !== undefined });
  const gone = token === undefined || (plan.error instanceof ApiError && plan.error.code === 'NOT_FOUND');
  return (
    <main className="page travel">
      <PageHeader title={t('titles:sharePlan')} back={false} />
      {gone ? (
        <EmptyState picture="trip" text={t('shared.notFound')} action={{ label: t('shared.openApp'), href: '/' }} />
      ) : (
        <ObjectState call={plan}>{(data) => <SharedBody plan={data} />}</ObjectState>
      )}
    </main>
  );
}

function SharedBody({ plan }: { plan: Plan }) {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  return (
    <article className="shared-plan">
      <section className="plan-summary">
        <h2 className="shared-plan-title">{plan.title}</h2>
        <p className="plan-regions">{plan.regions.join(SEPARATOR)}</p>
        <p className="muted">
          {plan.startDate && plan.endDate && (
            <>
              {rangeLabel(t, { startDate: plan.startDate, endDate: plan.endDate }, language)}
              {SEPARATOR}
            </>
          )}
          {lengthLabel(t, plan.nights)}
        </p>
        <p className="muted">{t('shared.readOnly')}</p>
      </section>
      {plan.memo && (
        <section className="shared-memo" aria-label={t('shared.planMemo')}>
          <h3>{t('shared.planMemo')}</h3>
          <p>{plan.memo}</p>
        </section>
      )}
      {plan.dayList.map((day) => (
        <SharedDay key={day.day} day={day} />
      ))}
      <ButtonLink href="/" variant="primary" block>
        {t('shared.openApp')}
      </ButtonLink>
    </article>
  );
}

function SharedDay({ day }: { day: Plan['dayList'][number] }) {
  const { t } = useTranslation('travel');
  const language = useLanguage();
  const nextStop = nextStops(day.items, (item) => item.place);
  const mapPlaces = day.items.flatMap((item, index) =>
    item.kind === 'place' && item.place ? [{ id: index, ...item.place }] : [],
  );
  return (
    <section className="day-panel" aria-labelledby={`shared-day-${day.day}`}>
      <h3 className="day-heading" id={`shared-day-${day.day}`}>
        {t('dayLabel', { day: day.day })}
        {day.date && `${SEPARATOR}${longDate(day.date, language)}`}
      </h3>
      {day.items.length === 0 ? (
        <p className="muted">{t('shared.emptyDay')}</p>
      ) : (
        <ol className="day-items">
          {day.items.map((item, index) => (
            <li key={`${item.kind}-${item.name}-${index}`} className="day-item">
              <span className="day-item-order" aria-hidden="true">
                {index + 1}
              </span>
              <div className="day-item-body">
                <Badge tone="neutral">{t(item.kind === 'place' ? 'detail.place' : 'detail.feed')}</Badge>
                <span className="day-item-title">{item.name}</span>
                {item.time && <span>{t('shared.time', { time: item.time })}</span>}
                {item.address && <span className="muted">{item.address}</span>}
              </div>
              {item.place && nextStop[index] && <DayLeg from={item.place} to={nextStop[index]} />}
            </li>
          ))}
        </ol>
      )}
      {mapPlaces.length > 0 && (
        <Suspense fallback={<div className="day-map" aria-hidden="true" />}>
          <DayMap places={mapPlaces} label={t('shared.map', { day: day.day })} />
        </Suspense>
      )}
      {day.memo && (
        <div className="shared-memo">
          <h4>{t('shared.dayMemo')}</h4>
          <p>{day.memo}</p>
        </div>
      )}
    </section>
  );
}
