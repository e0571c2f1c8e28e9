import { addDays, weekdayOf } from '../../src/shared/calendar';
import { seoulDay } from '../lib/clock';
import { holidaysBetween, type Country } from './holidays';

export const DELIVERY_BUSINESS_DAYS = { from: 7, to: 14 } as const;

/**
 * The expected delivery window of an order: the 7th to the 14th business day after the Seoul
 * day it was placed, weekends and the destination country's public holidays skipped.
 */
export function deliveryWindow(orderedAt: number, country: Country): { from: string; to: string } {
  const start = seoulDay(orderedAt);
  // 14 business days never span more than 40 calendar days, even around Chuseok or Golden Week.
  const closed = new Set(holidaysBetween(start, addDays(start, 40), [country], 'ko').map((h) => h.date));
  const businessDays: string[] = [];
  for (let day = addDays(start, 1); businessDays.length < DELIVERY_BUSINESS_DAYS.to; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && !closed.has(day)) businessDays.push(day);
  }
  return { from: businessDays[DELIVERY_BUSINESS_DAYS.from - 1]!, to: businessDays[DELIVERY_BUSINESS_DAYS.to - 1]! };
}
