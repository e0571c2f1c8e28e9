import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginAsDemo, test, visit } from './fixtures';
import { staffKioskShell } from './kiosk-shell';
import { apiAs, oneDayPlan } from './plans';

/** Issue 41: directions, the calendar file and the companion link, as a member and a companion see them. */

const TEXT = {
  ko: {
    directionsTo: (name: string) => `${name}까지 길찾기`,
    legBetween: (from: string, to: string) => `${from}에서 ${to}까지 길찾기`,
    next: (name: string) => `다음 장소 ${name}까지`,
    walkOrRide: /걸어서 약 \d+분|대중교통 약 \d+분/,
    estimate: '추정',
    calendar: '캘린더에 추가',
    share: '동행자와 공유',
    create: '링크 만들기',
    planMemo: '여행 메모',
    revoke: '링크 끄기',
    gone: '이 링크로 볼 수 있는 여행 계획이 없습니다',
    day1: '1일차',
  },
  ja: {
    directionsTo: (name: string) => `${name}への経路`,
    legBetween: (from: string, to: string) => `${from}から${to}への経路`,
    next: (name: string) => `次のスポット「${name}」まで`,
    walkOrRide: /徒歩 約\d+分|公共交通機関で約\d+分/,
    estimate: '目安',
    calendar: 'カレンダーに追加',
    share: '同行者と共有',
    create: 'リンクを作成',
    planMemo: '旅行メモ',
    revoke: 'リンクを無効にする',
    gone: 'このリンクで見られる旅行プランはありません',
    day1: '1日目',
  },
} as const;

interface Spot {
  name: string;
  lat: number;
  lng: number;
}

/** Great-circle metres, written here apart from the app's own, to check what the screen says. */
function metresBetween(a: Spot, b: Spot) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The app links of one directions row, by their app. */
const hrefOf = async (directions: Locator, app: string) =>
  (await directions.locator(`a[data-app="${app}"]`).getAttribute('href'))!;

async function expectKakaoAndGoogle(directions: Locator, to: Spot, from?: Spot) {
  const point = (s: Spot) => `${encodeURIComponent(s.name.replace(/,/g, ' '))},${s.lat},${s.lng}`;
  expect(await hrefOf(directions, 'kakao')).toBe(
    from
      ? `https://map.kakao.com/link/from/${point(from)}/to/${point(to)}`
      : `https://map.kakao.com/link/to/${point(to)}`,
  );
  const transit = new URL(await hrefOf(directions, 'googleTransit'));
  expect(transit.searchParams.get('destination')).toBe(`${to.lat},${to.lng}`);
  expect(transit.searchParams.get('origin')).toBe(from ? `${from.lat},${from.lng}` : null);
  expect(transit.searchParams.get('travelmode')).toBe('transit');
  expect(new URL(await hrefOf(directions, 'googleWalking')).searchParams.get('travelmode')).toBe('walking');
  const naver = await hrefOf(directions, 'naver');
  expect(naver.startsWith('https://map.naver.com/p/directions/')).toBe(true);
  expect(naver).toContain(`,${encodeURIComponent(to.name.replace(/,/g, ' '))}/-/transit`);
  for (const link of await directions.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

async function spots(page: Page, language: 'ko' | 'ja', placeIds: number[]): Promise<Spot[]> {
  const headers = {
    access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
    'accept-language': language,
  };
  return Promise.all(
    placeIds.map(async (placeId) => {
      const res = await page.request.post('/api/place/place-detail', { headers, data: { placeId } });
      const { name, lat, lng } = ((await res.json()) as { data: Spot }).data;
      return { name, lat, lng };
    }),
  );
}

for (const language of ['ko', 'ja'] as const) {
  const text = TEXT[language];

  test(`${language}: directions from a place and between two steps, the estimate, the .ics file, and a companion link until it is revoked`, async ({
    page,
    mock,
    browser,
  }) => {
    test.setTimeout(150_000);
    const user = await mock.createUser({ language });
    await loginAsDemo(page, user.email, user.password, { language });
    const placeIds = [1, 4];
    const { planId } = await oneDayPlan(page, placeIds);
    const [first, second] = (await spots(page, language, placeIds)) as [Spot, Spot];

    // A place's detail offers the way to it from where the phone is.
    await page.goto(`/placeMap?placeId=${placeIds[0]}`);
    const toPlace = page.getByRole('navigation', { name: text.directionsTo(first.name) });
    await expect(toPlace).toBeVisible();
    await expectKakaoAndGoogle(toPlace, first);

    // The day plan: from the first step to the next, how far and roughly how long, marked as an estimate.
    await page.goto(`/travelPlanDetail?id=${planId}`);
    const firstStep = page.locator('.day-item').first();
    await expect(firstStep.getByText(text.next(second.name))).toBeVisible();
    const estimate = firstStep.locator('.day-leg-estimate');
    await expect(estimate).toContainText(text.estimate);
    await expect(estimate).toContainText(text.walkOrRide);
    const shown = /([\d.]+) (k?m)/.exec((await estimate.textContent()) ?? '')!;
    const shownMetres = Number(shown[1]) * (shown[2] === 'km' ? 1000 : 1);
    expect(Math.abs(shownMetres - metresBetween(first, second))).toBeLessThanOrEqual(60);
    await expectKakaoAndGoogle(
      firstStep.getByRole('navigation', { name: text.legBetween(first.name, second.name) }),
      second,
      first,
    );
    // The last step has nothing after it.
    await expect(page.locator('.day-item').last().locator('.day-leg')).toHaveCount(0);
    await expectAccessible(page);

    // Add to calendar: a file a calendar reads, one event per step, at Seoul time.
    // The first step at 10:30, the second without a time.
    const call = await apiAs(page);
    const steps = (await call('/api/travel/plan-detail', { planId })).dayList[0].items as Array<{ id: number }>;
    await call('/api/travel/save-plan-day', {
      planId,
      day: 1,
      items: [{ id: steps[0]!.id, time: '10:30' }, { id: steps[1]!.id }],
    });
    await page.reload();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.calendar }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([first.name, second.name]);
    expect(events[0]!.startDate.toString()).toMatch(/T10:30:00$/);
    expect(events[0]!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Seoul');
    expect(events[1]!.startDate.isDate).toBe(true);

    // The companion link: made with the plan's memo, opened from a fresh profile, gone once revoked.
    await call('/api/travel/save-plan', { planId, memo: `memo-${language}` });
    await page.reload();
    await page.getByRole('button', { name: text.share }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: text.planMemo }).check();
    await dialog.getByRole('button', { name: text.create }).click();
    const link = dialog.locator('.share-link-url');
    await expect(link).toBeVisible();
    const address = (await link.getAttribute('href'))!;
    expect(address).toMatch(/^\/sharePlan\?token=[\w-]{22}$/);
    await expectAccessible(page);

    const companion = await browser.newContext({ locale: language === 'ko' ? 'ko-KR' : 'ja-JP' });
    const view = await companion.newPage();
    await visit(view, address, { language });
    await expect(view.getByRole('heading', { name: new RegExp(`^${text.day1}`) })).toBeVisible();
    await expect(view.getByText(first.name, { exact: true })).toBeVisible();
    await expect(view.getByText(`memo-${language}`)).toBeVisible();
    await expect(view.getByText(text.next(second.name))).toBeVisible();
    await expect(view.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await dialog.getByRole('button', { name: text.revoke }).click();
    await expect(link).toHaveCount(0);
    await view.reload();
    await expect(view.getByText(text.gone)).toBeVisible();
    await expect(view.getByText(first.name, { exact: true })).toHaveCount(0);
    await companion.close();
  });
}

test.describe('in a kiosk', () => {
  test.use({ locale: 'ja-JP' });

  test('a place offers each map app as a QR code to scan with a phone, never a link out of the kiosk', async ({
    page,
  }) => {
    await page.addInitScript(staffKioskShell);
    await visit(page, '/sharePlaceMapDetail?id=1', { language: 'ja' });
    const [place] = await spots(page, 'ja', [1]);
    const directions = page.getByRole('navigation', { name: TEXT.ja.directionsTo(place!.name) });
    await expect(directions.getByRole('button')).toHaveCount(4);
    await expect(directions.getByRole('link')).toHaveCount(0);
    await directions.getByRole('button', { name: 'カカオマップ' }).click();
    const dialog = page.getByRole('dialog', { name: 'カカオマップ' });
    await expect(dialog.getByRole('img', { name: 'カカオマップの経路のQRコード' })).toBeVisible();
    await expect(dialog.getByText('スマートフォンのカメラでQRコードを読み取ると')).toBeVisible();
    await expectAccessible(page);
  });
});
