import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/constants';
import type { PlanSummary } from '../../../shared/api/travel';
import { shortDate } from '../../lib/dates';
import { SEPARATOR } from '../../lib/separators';

/** Texts every travel screen shows the same way (t is bound to the travel namespace). */
export const lengthLabel = (t: TFunction, nights: number) =>
  nights === 0 ? t('dayTrip') : t('length', { nights, days: nights + 1 });

export const rangeLabel = (t: TFunction, plan: Pick<PlanSummary, 'startDate' | 'endDate'>, language: Language) =>
  plan.startDate === plan.endDate
    ? shortDate(plan.startDate, language)
    : t('range', { start: shortDate(plan.startDate, language), end: shortDate(plan.endDate, language) });

export function ddayLabel(t: TFunction, plan: Pick<PlanSummary, 'daysToGo' | 'days'>): string {
  if (plan.daysToGo > 0) return t('dday.future', { count: plan.daysToGo });
  if (plan.daysToGo === 0) return t('dday.today');
  return -plan.daysToGo < plan.days ? t('dday.during') : t('dday.past');
}

/**
 * The regions as a line under the plan's title, only when the title does not already name them
 * all (the default title is the region names; a plan named in the other language or renamed still
 * shows where it goes).
 */
export function regionsBesideTitle(plan: Pick<PlanSummary, 'title' | 'regions'>): string | null {
  const names = plan.regions.map((region) => region.name);
  return names.every((name) => plan.title.includes(name)) ? null : names.join(SEPARATOR);
}
