import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAsDemo, test } from './fixtures';
import { brokenImages, failTiles } from './map-tiles';
import { oneDayPlan, seoulPlan, seoulToday } from './plans';

type Lang = 'ko' | 'ja';

/** What a reader of each language sees; the dates are Seoul calendar days. */
const TEXT = {
  ko: {
    empty: '아직 여행 계획이 없습니다',
    ownTrip: '지역과 날짜 직접 고르기',
    seoul: '서울',
    busan: '부산',
    next: '다음',
    nights: '2박 3일',
    nextMonth: '다음 달',
    create: '계획 만들기',
    title: '서울·부산 여행',
    planMemo: '여행 메모',
    dayTab: '2일차',
    dayMemo: '2일차 메모',
    saved: '저장됨',
    add: '일정에 추가',
    addButton: '추가',
    day2: /^2일차/,
    added: /2일차에 추가했습니다/,
    delete: '삭제',
    date: (y: number, m: number, d: number) => `${y}년 ${m}월 ${d}일`,
    deleted: '여행 계획을 삭제했습니다.',
    holidayKR: '한국 공휴일',
    newYear: '신정',
    already: '이미 등록되었습니다.',
  },
  ja: {
    empty: 'まだ旅行プランがありません',
    ownTrip: 'エリアと日程を自分で選ぶ',
    seoul: 'ソウル',
    busan: '釜山',
    next: '次へ',
    nights: '2泊3日',
    nextMonth: '次の月',
    create: 'プランを作成',
    title: 'ソウル・釜山旅行',
    planMemo: '旅行メモ',
    dayTab: '2日目',
    dayMemo: '2日目のメモ',
    saved: '保存済み',
    add: 'プランに追加',
    addButton: '追加',
    day2: /^2日目/,
    added: /2日目に追加しました/,
    delete: '削除',
    date: (y: number, m: number, d: number) => `${y}年${m}月${d}日`,
    deleted: '旅行プランを削除しました。',
    holidayKR: '韓国の祝日',
    newYear: '元日',
    already: 'すでに登録されています。',
  },
} as const;

async function signInFresh(
  page: Page,
  mock: { createUser(spec: { language: Lang }): Promise<{ email: string; password: string }> },
  language: Lang,
) {
  const user = await mock.createUser({ language });
  await loginAsDemo(page, user.email, user.password, { language });
}

/** A seeded place and the newest post, with the names the reader sees for them. */
async function placeAndPost(page: Page, language: Lang) {
  const headers = {
    access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
    'accept-language': language,
  };
  const call = async (path: string, data: object) =>
    ((await (await page.request.post(path, { headers, data })).json()) as { data: any }).data;
  const placeId = 1;
  const feedId = ((await call('/api/feed/main-feed-list', {})).items as Array<{ id: number }>)[0]!.id;
  const placeName = (await call('/api/place/place-detail', { placeId })).name as string;
  const postTitle = (await call('/api/feed/feed-detail', { feedId })).title as string;
  return { placeId, feedId, placeName, postTitle };
}

/**
 * axe on the add-to-day-plan popup alone: it opens over the place and post screens, whose own
 * findings belong to their tests. Every dialog is drawn at the end of <body>, outside the page.
 */
async function expectPopupAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('body > .dialog-backdrop').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function addFromPopup(page: Page, text: (typeof TEXT)[Lang], title: string) {
  await page.getByRole('button', { name: text.add }).last().click();
  const popup = page.getByRole('dialog', { name: text.add });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
  await popup
    .getByRole('combobox')
    .last()
    .selectOption({ label: (await popup.getByRole('option', { name: text.day2 }).textContent()) ?? '' });
  await expectPopupAccessible(page);
  await popup.getByRole('button', { name: text.addButton, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: text.added })).toBeVisible();
  await expect(popup).toBeHidden();
}

for (const language of ['ko', 'ja'] as const) {
  const text = TEXT[language];

  test(`${language}: a 3-day plan in Seoul and Busan next month, memos, a place and a post on day 2, all there after a reload`, async ({
    page,
    mock,
  }) => {
    test.setTimeout(150_000);
    await signInFresh(page, mock, language);
    await page.goto('/travelPlan');
    await expect(page.getByText(text.empty)).toBeVisible();
    await expectAccessible(page);

    // A member without plans may also choose the regions and dates, from the empty list.
    await page.getByRole('link', { name: text.ownTrip }).click();
    await expect(page).toHaveURL(/\/travelPlanRegion$/);
    await page.getByRole('checkbox', { name: text.seoul }).check();
    await page.getByRole('checkbox', { name: text.busan }).check();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: text.busan })).toBeChecked();
    await page.getByRole('button', { name: text.next }).click();

    await expect(page).toHaveURL(/\/travelPlanDate$/);
    await page.getByRole('combobox').selectOption({ label: text.nights });
    await page.getByRole('button', { name: text.nextMonth }).click();
    const [y, m] = seoulToday().split('-').map(Number) as [number, number];
    const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
    await page.getByRole('button', { name: new RegExp(`^${text.date(next.y, next.m, 10)}`) }).click();
    await expectAccessible(page);
    await page.reload();
    // The choice in progress survives a reload; the calendar opens at today's month again.
    await expect(page.locator('.date-summary')).toContainText(text.nights);
    await page.getByRole('button', { name: text.create }).click();

    await expect(page).toHaveURL(/\/travelPlanDetail\?id=\d+$/);
    const planUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByRole('tab')).toHaveCount(3);
    await page.getByLabel(text.planMemo).fill(`memo ${language}: T-money`);
    await expect(page.getByRole('status').filter({ hasText: text.saved }).first()).toBeVisible();
    await page.getByRole('tab', { name: new RegExp(text.dayTab) }).click();
    await page.getByLabel(text.dayMemo).fill(`day 2 ${language}`);
    await expect(page.getByRole('status').filter({ hasText: text.saved }).nth(1)).toBeVisible();
    // Another day's tab and back: the memo reads as typed, not as the plan first loaded.
    await page.getByRole('tab').first().click();
    await page.getByRole('tab', { name: new RegExp(text.dayTab) }).click();
    await expect(page.getByLabel(text.dayMemo)).toHaveValue(`day 2 ${language}`);
    await expectAccessible(page);

    const { placeId, feedId, placeName, postTitle } = await placeAndPost(page, language);
    await page.goto(`/placeMap?placeId=${placeId}`);
    await addFromPopup(page, text, text.title);
    // The same place twice on a day is refused with the already-registered message.
    await page.getByRole('button', { name: text.add }).last().click();
    const popup = page.getByRole('dialog', { name: text.add });
    await popup
      .getByRole('combobox')
      .last()
      .selectOption({ label: (await popup.getByRole('option', { name: text.day2 }).textContent()) ?? '' });
    await popup.getByRole('button', { name: text.addButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.already })).toBeVisible();
    await popup.getByRole('button', { name: language === 'ko' ? '취소' : 'キャンセル' }).click();

    await page.goto(`/feedDetail?id=${feedId}`);
    await addFromPopup(page, text, text.title);

    await page.goto(planUrl);
    await page.reload();
    await expect(page.getByLabel(text.planMemo)).toHaveValue(`memo ${language}: T-money`);
    await page.getByRole('tab', { name: new RegExp(text.dayTab) }).click();
    await expect(page.getByLabel(text.dayMemo)).toHaveValue(`day 2 ${language}`);
    const items = page.locator('.day-items > li');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(placeName);
    await expect(items.nth(1)).toContainText(postTitle);
    await expect(page.locator('.day-marker')).toHaveCount(1);
    await expectAccessible(page);
  });
}

test("the calendar disables past days and names holidays in the reader's language", async ({ page, mock }) => {
  await signInFresh(page, mock, 'ja');
  await page.goto('/travelPlanRegion');
  await page.getByRole('checkbox', { name: 'ソウル' }).check();
  await page.getByRole('button', { name: '次へ' }).click();
  const today = seoulToday();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d > 1)
    await expect(page.getByRole('button', { name: new RegExp(`^${TEXT.ja.date(y, m, d - 1)}`) })).toBeDisabled();
  await expect(page.getByRole('button', { name: new RegExp(`^${TEXT.ja.date(y, m, d)}`) })).toBeEnabled();
  // Move on to next January: 1 January is a holiday in both countries, named in Japanese.
  for (let month = m; month <= 12; month++) await page.getByRole('button', { name: '次の月' }).click();
  const newYear = page.getByRole('button', { name: new RegExp(`^${TEXT.ja.date(y + 1, 1, 1)}`) });
  await expect(newYear).toHaveAccessibleName(/韓国の祝日 元日/);
  await expect(newYear).toHaveAccessibleName(/日本の祝日 元日/);
});

test('a plan is deleted from the list after a confirm', async ({ page, mock }) => {
  await signInFresh(page, mock, 'ko');
  await page.goto('/travelPlanRegion');
  await page.getByRole('checkbox', { name: '제주도' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '다음 달' }).click();
  await page.locator('.calendar-day:not([disabled])').nth(3).click();
  await page.getByRole('button', { name: '계획 만들기' }).click();
  await expect(page).toHaveURL(/\/travelPlanDetail\?id=\d+$/);
  await page.goto('/travelPlan');
  await expect(page.getByRole('link', { name: /제주도 여행/ })).toBeVisible();
  // The default title names the region: the card says it once.
  await expect(page.getByRole('listitem').filter({ hasText: '제주도 여행' }).getByText('제주도')).toHaveCount(1);
  await page.getByRole('button', { name: '제주도 여행 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('link', { name: /제주도 여행/ })).toBeVisible();
  await page.getByRole('button', { name: '제주도 여행 삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '여행 계획을 삭제했습니다.' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('아직 여행 계획이 없습니다')).toBeVisible();
});

test("a day's places are reordered, timed and removed, with a warning outside opening hours", async ({
  page,
  mock,
}) => {
  test.setTimeout(90_000);
  await signInFresh(page, mock, 'ko');
  const { planId, names } = await oneDayPlan(page, [1, 2, 3]);
  await page.goto(`/travelPlanDetail?id=${planId}`);
  const items = page.locator('.day-items > li');
  await expect(items).toHaveCount(3);
  await expect(page.locator('.day-marker')).toHaveCount(3);

  await page.getByRole('button', { name: `${names[0]} 아래로 이동` }).click();
  await expect(page.getByRole('status').filter({ hasText: '순서를 바꿨습니다.' })).toBeVisible();
  await expect(items.nth(0)).toContainText(names[1]!);
  await expect(items.nth(1)).toContainText(names[0]!);

  await page.getByRole('button', { name: `${names[2]} 삭제` }).click();
  await expect(items).toHaveCount(2);

  // Place 1 opens 10:00-22:00 (seed): a visit at 03:00 is outside its hours. The time is asked in
  // the app's own picker and written as the app writes times, not as the browser's time input.
  const visitTime = items.nth(1).getByRole('button', { name: /^방문 시간/ });
  await visitTime.click();
  const picker = page.getByRole('dialog', { name: '방문 시간' });
  await picker.getByRole('group', { name: '시' }).getByRole('button', { name: '03', exact: true }).click();
  await picker.getByRole('button', { name: '선택 03:00' }).click();
  await expect(visitTime).toHaveText('03:00');
  await expect(visitTime).toBeFocused();
  await expect(items.nth(1)).toContainText('방문 시간이 영업시간이 아닙니다.');
  await expectAccessible(page);

  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(names[1]!);
  await expect(items.nth(1)).toContainText('방문 시간이 영업시간이 아닙니다.');
});

test('a failing plan list shows the error with a retry that recovers', async ({ page, mock }) => {
  await signInFresh(page, mock, 'ja');
  await mock.fault({ path: '/api/travel/plan-list', status: 500, times: 1 });
  await page.goto('/travelPlan');
  await expect(page.getByRole('alert')).toContainText('[500]');
  await page.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByText('まだ旅行プランがありません')).toBeVisible();
});

test('shortening a plan names the days it would drop and drops them only when confirmed', async ({ page, mock }) => {
  test.setTimeout(90_000);
  await signInFresh(page, mock, 'ko');
  const { planId, call } = await seoulPlan(page, 2);
  await call('/api/travel/add-day-place', { planId, day: 3, placeId: 1 });

  await page.goto(`/travelPlanDetail?id=${planId}`);
  await page.getByRole('link', { name: '지역·날짜 변경' }).click();
  await expect(page.getByRole('checkbox', { name: '서울' })).toBeChecked();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('combobox').selectOption({ label: '1박 2일' });
  await page.getByRole('button', { name: '변경 저장' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('3일차');
  await expect(ask).toContainText('장소·게시물 1개');
  await ask.getByRole('button', { name: '취소' }).click();
  await page.goto(`/travelPlanDetail?id=${planId}`);
  await expect(page.getByRole('tab')).toHaveCount(3);

  await page.getByRole('link', { name: '지역·날짜 변경' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('combobox').selectOption({ label: '1박 2일' });
  await page.getByRole('button', { name: '변경 저장' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제하고 저장' }).click();
  await expect(page).toHaveURL(new RegExp(`/travelPlanDetail\\?id=${planId}$`));
  await expect(page.getByRole('status').filter({ hasText: '여행 계획을 변경했습니다.' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(2);
});

test('with every tile failing the day map shows its numbered places over the bundled outline, no broken image', async ({
  page,
  mock,
}) => {
  await failTiles(page);
  await signInFresh(page, mock, 'ko');
  const { planId, names } = await oneDayPlan(page, [1, 2, 3]);
  await page.goto(`/travelPlanDetail?id=${planId}`);
  const map = page.getByRole('region', { name: '1일차 장소 지도' });
  await expect(map.locator('.day-marker')).toHaveCount(3);
  await expect(map.getByRole('button', { name: `1. ${names[0]}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '기본 지도만 표시 중' })).toBeVisible();
  // The failed tiles left the map instead of staying as empty or broken images.
  await expect(map.locator('.leaflet-tile-pane img')).toHaveCount(0);
  await expect(map.locator('path.map-outline-district').filter({ visible: true }).first()).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  expect(await brokenImages(page)).toEqual([]);
  await expectAccessible(page);
});
