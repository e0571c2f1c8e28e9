import { signal } from '@preact/signals-react';

export type DayPlanItem = { kind: 'place'; placeId: number } | { kind: 'feed'; feedId: number };

/**
 * "Add to day plan" is asked for by the place and feed screens and answered by the travel
 * feature's popup, which the app shell mounts: features never import each other.
 */
export const dayPlanRequest = signal<DayPlanItem | null>(null);

export function requestAddToDayPlan(item: DayPlanItem): void {
  dayPlanRequest.value = item;
}
