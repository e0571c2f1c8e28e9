import type { Page } from '@playwright/test';

/** Today's date in Seoul, as the plans count their days. */
export const seoulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/** The API as the signed-in page would call it: a call's `data`. */
export async function apiAs(page: Page) {
  const headers = { access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '' };
  return async (path: string, data: object) =>
    ((await (await page.request.post(path, { headers, data })).json()) as { data: any }).data;
}

/** A Seoul plan starting today, `nights` long, through the API; its id and the caller that made it. */
export async function seoulPlan(page: Page, nights: number) {
  const call = await apiAs(page);
  const seoul = ((await call('/api/region/region-list', {})) as Array<{ id: number; code: string }>).find(
    (r) => r.code === 'seoul',
  )!.id;
  const { planId } = await call('/api/travel/save-plan', { regionIds: [seoul], startDate: seoulToday(), nights });
  return { planId: planId as number, call };
}

/** A one-day Seoul plan for today with these seeded places on its day, through the API. */
export async function oneDayPlan(page: Page, placeIds: number[]) {
  const { planId, call } = await seoulPlan(page, 0);
  const names: string[] = [];
  for (const placeId of placeIds) {
    await call('/api/travel/add-day-place', { planId, day: 1, placeId });
    names.push((await call('/api/place/place-detail', { placeId })).name);
  }
  return { planId, names };
}
