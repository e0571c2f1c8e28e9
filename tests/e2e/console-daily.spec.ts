import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, loginAsDemo, memberCall, test } from './fixtures';
import { layoutProblems } from './layout-check';
import { collectErrors, CONSOLE_FONTS, textProblems } from './text-check';

/**
 * The tester console as a QA team uses it all day (issue 39 item 6): tabs that can be linked, a
 * status bar, a request log to search and copy from, a fault form that explains itself, clock
 * jumps that warn, live queues, confirmations, editable notices and a readable audit.
 */

// Several helpers share two CPUs: the console's lists load in a few seconds at worst.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const menu = (page: Page) => page.getByRole('navigation');

test('each section is a tab under a menu that stays: linked by its hash, kept on reload, old links still land', async ({
  page,
}) => {
  await page.goto('/__mock/#clock');
  await expect(page.getByRole('heading', { level: 2, name: '시계' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: '시계' })).toHaveAttribute('aria-current', 'page');
  // One section at a time: the fault form is not on the clock's tab.
  await expect(page.getByRole('region', { name: '장애' })).toHaveCount(0);

  await menu(page).getByRole('link', { name: '감사 로그' }).click();
  await expect(page).toHaveURL(/#audit$/);
  await expect(page.getByRole('heading', { level: 2, name: '감사 로그' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '감사 로그' })).toBeVisible();

  // The menu stays in view however far the page scrolls.
  await page.goto('/__mock/#operations');
  await expect(page.locator('#operations .state[role="status"]')).toHaveCount(0);
  // A desk of the long operations tab is one press away, and the tab stays the same.
  await page.getByRole('list', { name: '바로 가기' }).getByRole('button', { name: '공지사항' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '공지사항' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: '공지사항' })).toBeInViewport();
  await expect(page).toHaveURL(/#operations$/);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const top = await menu(page).boundingBox();
  expect(top?.y).toBeLessThanOrEqual(1);
  await expect(menu(page).getByRole('link', { name: '장애' })).toBeInViewport();

  // A link written before the tabs (#users) opens the section that holds members now.
  await page.goto('/__mock/#users');
  await expect(page.getByRole('heading', { level: 2, name: '운영' })).toBeVisible();
});

test('the status bar shows the sandbox, a ticking server clock, and how many faults are on', async ({ page, mock }) => {
  await page.goto('/__mock/#requests');
  const bar = page.locator('.status-bar');
  await expect(bar).toContainText(`worker-${test.info().workerIndex}`);
  await expect(bar.getByRole('link', { name: '앱 열기' })).toHaveAttribute('href', '/');
  const clock = bar.locator('time');
  const first = await clock.getAttribute('datetime');
  await expect.poll(() => clock.getAttribute('datetime'), { timeout: 4000 }).not.toBe(first);
  await expect(bar).toContainText('없음');
  await mock.fault({ path: '/api/notice/*', status: 503 });
  await page.reload();
  await expect(bar.getByRole('link', { name: '1개 활성' })).toBeVisible();
  await mock.clearFaults();
});

test('the request log filters by path, status and fault, opens a call with its headers, and copies it as curl and as a verify pattern', async ({
  page,
  context,
  mock,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await mock.fault({ path: '/api/notice/notice-list', status: 500, times: 1 });
  await page.request.post('/api/notice/notice-list', { data: { page: 1 } });
  await page.request.post('/api/banner/banner-list', { data: {}, headers: { 'x-e2e-trace': 'console-log' } });

  await page.goto('/__mock/#requests');
  const log = page.getByRole('region', { name: '요청' });
  const rows = log.locator('tbody tr');
  await expect(rows.filter({ hasText: '/api/banner/banner-list' }).first()).toBeVisible();

  await log.getByLabel('경로 포함 (또는 * 패턴)').fill('/api/notice/*');
  await expect(rows.filter({ hasText: '/api/banner/banner-list' })).toHaveCount(0);
  await expect(rows.filter({ hasText: '/api/notice/notice-list' }).first()).toBeVisible();
  await log.getByLabel('경로 포함 (또는 * 패턴)').fill('');
  await log.getByLabel('상태').selectOption({ label: '5xx' });
  await expect(rows.first().locator('td').first()).toHaveText('500');
  await expect(rows.filter({ hasText: '/api/banner/banner-list' })).toHaveCount(0);
  await log.getByLabel('상태').selectOption({ label: '전체' });
  await log.getByLabel('장애', { exact: true }).selectOption({ label: '장애 적용됨' });
  await expect(rows).toHaveCount(1);
  await log.getByLabel('장애', { exact: true }).selectOption({ label: '전체' });
  await log.getByLabel('경로 포함 (또는 * 패턴)').fill('no-such-call');
  await expect(log.getByText(/필터에 맞는 호출이 없습니다/)).toBeVisible();
  await log.getByLabel('경로 포함 (또는 * 패턴)').fill('banner');

  await log
    .getByRole('button', { name: /\/api\/banner\/banner-list/ })
    .first()
    .click();
  const details = log.locator('.call-details');
  await expect(details).toContainText('x-e2e-trace: console-log');
  await details.getByRole('button', { name: 'curl로 복사' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'curl 명령으로 복사했습니다' })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/api\/banner\/banner-list'/);
  expect(curl).toContain("-H 'x-e2e-trace: console-log'");
  expect(curl).toContain("--data-raw '{}'");
  await details.getByRole('button', { name: '검증 패턴으로 복사' }).click();
  const pattern = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as object;
  expect(pattern).toEqual({ method: 'POST', path: '/api/banner/banner-list', body: {} });
});

test('the verify form counts the calls a client sent, shows the nearest miss field by field, and is filled from a logged call', async ({
  page,
}) => {
  // Page numbers no other test sends, so the journal holds exactly one call with each.
  const first = 100 + Math.floor(Math.random() * 10_000) * 3;
  await page.request.post('/api/notice/notice-list', { data: { page: first } });
  await page.request.post('/api/notice/notice-list', { data: { page: first + 1 } });

  await page.goto('/__mock/#requests');
  const verify = page.getByRole('region', { name: '호출 검증' });
  await verify.getByLabel('메서드').selectOption('POST');
  await verify.getByLabel('경로 (정확히, 또는 * 사용; 비우면 전체)').fill('/api/notice/notice-list');
  const body = verify.getByLabel('본문 포함 (부분 JSON; 비우면 전체)');
  await body.fill(`{ page: ${first + 2} }`);
  // A typing slip is said in plain words beside the field, never as the parser's text.
  await expect(body).toHaveAccessibleDescription(/JSON 형식이 아닙니다/);
  await body.fill(`{ "page": ${first + 2} }`);
  await expect(body).not.toHaveAttribute('aria-invalid', 'true');
  await expect(verify.getByLabel('기대')).toHaveValue('count');
  await expect(verify.getByLabel('횟수 (N)')).toHaveValue('1');
  await verify.getByRole('button', { name: '검증', exact: true }).click();

  const outcome = verify.getByRole('group', { name: '검증 결과' });
  await expect(outcome).toContainText('실패');
  await expect(outcome).toContainText('일치하는 호출 0건');
  await expect(outcome).toContainText('expected exactly 1 POST /api/notice/notice-list, found 0');
  const differences = outcome.getByRole('group', { name: '다른 점' }).first();
  await expect(differences.getByRole('row', { name: /body\.page/ })).toContainText(String(first + 2));
  await expectAccessible(page);

  // The newest call is the second one: the form takes its method, path and body.
  const log = page.getByRole('region', { name: '요청' });
  await log
    .getByRole('button', { name: /\/api\/notice\/notice-list/ })
    .first()
    .click();
  await log.locator('.call-details').getByRole('button', { name: '이 호출로 검증' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '호출 검증' })).toBeFocused();
  expect(JSON.parse(await body.inputValue())).toEqual({ page: first + 1 });
  await verify.getByRole('button', { name: '검증', exact: true }).click();
  await expect(outcome).toContainText('통과');
  await expect(outcome).toContainText('일치하는 호출 1건');
  await expect(outcome.getByRole('group', { name: '일치하는 호출 (최신순)' }).locator('tbody tr')).toHaveCount(1);
  await expect(outcome.getByRole('group', { name: '다른 점' })).toHaveCount(0);
});

test('at 390 px the status of a call is the first thing its row shows', async ({ page }) => {
  await page.request.post('/api/banner/banner-list', { data: {} });
  await page.goto('/__mock/#requests');
  const status = page.getByRole('region', { name: '요청' }).locator('tbody tr').first().locator('td').first();
  await expect(status).toHaveText('200');
  await expect(status).toBeInViewport();
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThan(390);
});

test('the fault form says what is wrong beside the field, warns of a path no call has, and starts afresh after adding', async ({
  page,
  mock,
}) => {
  await page.goto('/__mock/#faults');
  const form = page.getByRole('region', { name: '장애' });
  const path = form.getByLabel('호출 경로 (정확히, 또는 * 사용)');
  await path.fill('/api/no/such-call');
  await expect(form.getByText('이 경로의 API 호출이 없어 장애가 적용되지 않습니다')).toBeVisible();
  await path.fill('/api/notice/notice-list');
  await expect(form.getByText('이 경로의 API 호출이 없어')).toHaveCount(0);

  await form.getByLabel('동작').selectOption({ label: '지연' });
  const delay = form.getByLabel('지연 (ms)');
  await delay.fill('soon');
  const times = form.getByLabel('다음 N번 호출 동안 (비우면 삭제할 때까지)');
  await times.fill('3');
  await form.getByRole('button', { name: '장애 추가' }).click();
  await expect(delay).toHaveAttribute('aria-invalid', 'true');
  await expect(delay).toHaveAccessibleDescription('0부터 120000까지 밀리초를 정수로 입력하세요.');
  await expect(form.getByRole('list', { name: '활성 장애' })).toHaveCount(0);
  await delay.fill('300');
  await expect(delay).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('밀리초를 정수로 입력하세요')).toHaveCount(0);

  await form.getByRole('button', { name: '장애 추가' }).click();
  const added = page.getByRole('status').filter({ hasText: /장애 \d+[을를] 추가했습니다/ });
  await expect(added).toBeVisible();
  await expect(form.getByRole('list', { name: '활성 장애' })).toContainText('3회 남음');
  // Nothing of that fault is carried into the next one.
  await expect(times).toHaveValue('');
  await expect(path).toHaveValue('/api/*');
  await expect(form.getByLabel('동작')).toHaveValue('status');
  // The message fades by itself.
  await expect(added).toBeHidden({ timeout: 10_000 });
  await mock.clearFaults();
});

test('the clock jumps a day, a week or a month, warns which jumps sign people out, and asks before one that signs everyone out', async ({
  page,
  request,
}) => {
  await page.goto('/__mock/#clock');
  const section = page.getByRole('region', { name: '시계' });
  await expect(section.locator('#clock-sessions')).toHaveText(
    '12시간 이상 이동하면 로그인 유지를 선택하지 않은 사용자가, 30일 이상 이동하면 모든 사용자가 로그아웃됩니다 (앱이 다시 로그인을 요청합니다).',
  );
  const before = ((await (await request.get('/__mock/clock')).json()) as { now: number }).now;
  await section.getByRole('button', { name: '+1주' }).click();
  await expect(page.getByRole('status').filter({ hasText: '서버 시계가' })).toBeVisible();
  const week = ((await (await request.get('/__mock/clock')).json()) as { now: number }).now;
  // A week from the time the console shows (it ticks on from its last reading: a second or so apart).
  expect(Math.abs(week - before - 7 * 86_400_000)).toBeLessThan(10_000);

  // A month from here is 28 to 31 days: a jump of 30 or more is asked about first.
  const month = section.getByRole('button', { name: '+1개월' });
  const end = new Date(week);
  end.setMonth(end.getMonth() + 1);
  if (end.getTime() - week >= 30 * 86_400_000) {
    await month.click();
    const confirm = page.getByRole('dialog', { name: '모든 로그인을 끝낼까요?' });
    await expect(confirm).toContainText('로그인 유지 기간 30일을 넘는 이동입니다');
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toHaveCount(0);
    const kept = ((await (await request.get('/__mock/clock')).json()) as { now: number }).now;
    expect(kept - week).toBeLessThan(60_000);
  }
  await section.getByRole('button', { name: '실제 시각으로' }).click();
  await expect(page.getByRole('status').filter({ hasText: '서버 시계가' })).toBeVisible();
});

/** Picks a day in the app's calendar popup of a date field: the month moved forward until it shows. */
async function pickDay(page: Page, group: Locator, day: { month: number; date: number }) {
  await group.getByRole('button', { name: /^날짜 / }).click();
  const calendar = page.getByRole('dialog');
  // The console behind the popup takes no focus and is not read until it closes.
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);
  const name = new RegExp(`\\s${day.month}월 ${day.date}일 `);
  for (let i = 0; i < 2 && (await calendar.getByRole('button', { name }).count()) === 0; i++)
    await calendar.getByRole('button', { name: '다음 달' }).click();
  await calendar.getByRole('button', { name }).click();
  await expect(calendar).toHaveCount(0);
  await expect(page.locator('#root')).toHaveJSProperty('inert', false);
  await expect(group.getByRole('button', { name: /^날짜 / })).toBeFocused();
}

/** Picks an hour and a minute in the time field's popup, by keyboard: the field opens with Enter. */
async function pickTime(page: Page, group: Locator, hour: string, minute: string) {
  await group.getByRole('button', { name: /^시각 / }).press('Enter');
  const popup = page.getByRole('dialog');
  await popup.getByRole('group', { name: '시' }).getByRole('button', { name: hour, exact: true }).press('Enter');
  await popup
    .getByRole('group', { name: '분' })
    .getByRole('button', { name: `:${minute}` })
    .press('Enter');
  await popup.getByRole('button', { name: `선택 ${hour}:${minute}` }).press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(group.getByRole('button', { name: /^시각 / })).toHaveText(`${hour}:${minute}`);
}

/** A day some days after a moment, on this browser's calendar (the console asks in its wall time). */
const dayAfter = (page: Page, from: number, days: number) =>
  page.evaluate(
    ([at, n]) => {
      const day = new Date(at!);
      day.setDate(day.getDate() + n!);
      return { year: day.getFullYear(), month: day.getMonth() + 1, date: day.getDate() };
    },
    [from, days],
  );

/** The moment of a day and a time on this browser's wall clock, and how the console writes it. */
const momentOf = (page: Page, day: { year: number; month: number; date: number }, hour: number, minute: number) =>
  page.evaluate(
    ([d, h, m]) => {
      const { year, month, date } = d as { year: number; month: number; date: number };
      const at = new Date(year, month - 1, date, h as number, m as number).getTime();
      return { at, shown: new Intl.DateTimeFormat('ko', { dateStyle: 'short', timeStyle: 'short' }).format(at) };
    },
    [day, hour, minute] as const,
  );

test("the clock is set with the app-drawn date and time fields, in the console's words, and the status bar shows that time", async ({
  page,
  request,
}) => {
  await page.goto('/__mock/#clock');
  const section = page.getByRole('region', { name: '시계' });
  const when = section.getByRole('group', { name: '설정할 시각 (내 시간대)' });
  // The app's way of writing a day and a time ("11. 27. (금)", "16:45"), never the browser's input.
  await expect(when.getByRole('button', { name: /^날짜 / })).toHaveText(/^\d{1,2}\. \d{1,2}\. \([일월화수목금토]\)$/);
  await expect(when.getByRole('button', { name: /^시각 / })).toHaveText(/^\d\d:\d\d$/);
  await expect(section.locator('input[type="datetime-local"]')).toHaveCount(0);

  const before = ((await (await request.get('/__mock/clock')).json()) as { now: number }).now;
  const day = await dayAfter(page, before, 3);
  await pickDay(page, when, day);
  await pickTime(page, when, '09', '30');
  await section.getByRole('button', { name: '시계 설정' }).click();
  await expect(page.getByRole('status').filter({ hasText: '서버 시계가' })).toBeVisible();

  const target = await momentOf(page, day, 9, 30);
  const now = ((await (await request.get('/__mock/clock')).json()) as { now: number }).now;
  // The control API got that moment (it ticks on from there).
  expect(now - target.at).toBeGreaterThanOrEqual(0);
  expect(now - target.at).toBeLessThan(60_000);
  await expect(page.locator('.status-bar time')).toContainText(target.shown);
  await expect(section.locator('.clock-now time')).toContainText(target.shown);

  await section.getByRole('button', { name: '실제 시각으로' }).click();
  await expect
    .poll(async () => ((await (await request.get('/__mock/clock')).json()) as { now: number }).now - Date.now())
    .toBeLessThan(60_000);
});

test("a notice is scheduled and a banner given its window with the date and time fields; the desk shows both, and a notice's form shows its time again", async ({
  page,
  request,
}) => {
  const word = `예약공지${Date.now().toString(36)}`;
  const now = ((await (await request.get('/__mock/clock')).json()) as { now: number }).now;
  await page.goto('/__mock/#operations');

  const form = page.getByRole('form', { name: '새 공지' });
  await form.locator('input[name="notice-titleKo"]').fill(`${word} 공지`);
  await form.locator('input[name="notice-titleJa"]').fill(`${word} お知らせ`);
  await form.locator('textarea[name="notice-bodyKo"]').fill('본문');
  await form.locator('textarea[name="notice-bodyJa"]').fill('本文');
  const publishAt = form.getByRole('group', { name: '게시 시각(비우면 지금)' });
  await expect(publishAt.getByRole('button', { name: /^날짜 / })).toHaveText('선택');
  await expect(publishAt.getByRole('button', { name: /^시각 / })).toHaveText('정하지 않음');
  const day = await dayAfter(page, now, 5);
  await pickDay(page, publishAt, day);
  // A day alone is at midnight, until a time is chosen.
  await expect(publishAt.getByRole('button', { name: /^시각 / })).toHaveText('00:00');
  await pickTime(page, publishAt, '14', '05');
  await form.getByRole('button', { name: '게시' }).click();
  await expect(page.getByRole('status').filter({ hasText: '공지를 저장했습니다.' })).toBeVisible();

  const at = await momentOf(page, day, 14, 5);
  const row = page.locator('#operations li').filter({ hasText: `${word} 공지` });
  await expect(row).toContainText(at.shown);
  await expect(row).toContainText('예약됨');
  const notices = (await (await request.get('/__mock/admin/notices')).json()) as Array<{
    titleKo: string;
    publishedAt: number;
  }>;
  expect(notices.find((n) => n.titleKo === `${word} 공지`)?.publishedAt).toBe(at.at);

  await row.getByRole('button', { name: `수정: ${word} 공지` }).click();
  const editing = page
    .getByRole('form', { name: /공지 #\d+ 수정 중/ })
    .getByRole('group', { name: '게시 시각(비우면 지금)' });
  await expect(editing.getByRole('button', { name: /^날짜 / })).toHaveText(
    new RegExp(`^${day.month}\\. ${day.date}\\. `),
  );
  await expect(editing.getByRole('button', { name: /^시각 / })).toHaveText('14:05');
  await page
    .getByRole('form', { name: /공지 #\d+ 수정 중/ })
    .getByRole('button', { name: '취소' })
    .click();

  // A banner shown from one day to another: the desk writes its window.
  const [seeded] = (await (await request.get('/__mock/admin/banners')).json()) as Array<{ imageUrl: string }>;
  const banner = page.getByRole('form', { name: '새 배너' });
  await banner.getByRole('textbox', { name: '제목(한국어)' }).fill(`${word} 배너`);
  await banner.getByRole('textbox', { name: '제목(일본어)' }).fill(`${word} バナー`);
  await banner.locator('input[name="banner-imageUrl"]').fill(seeded!.imageUrl);
  const from = await dayAfter(page, now, 2);
  const until = await dayAfter(page, now, 9);
  const starts = banner.getByRole('group', { name: '노출 시작' });
  await pickDay(page, starts, from);
  await pickTime(page, starts, '10', '00');
  const ends = banner.getByRole('group', { name: '노출 종료' });
  await pickDay(page, ends, until);
  await pickTime(page, ends, '18', '30');
  await banner.getByRole('button', { name: '추가' }).click();
  const window = [await momentOf(page, from, 10, 0), await momentOf(page, until, 18, 30)];
  await expect(page.locator('#operations li').filter({ hasText: `${word} 배너` })).toContainText(`${window[0]!.shown}`);
  await expect(page.locator('#operations li').filter({ hasText: `${word} 배너` })).toContainText(window[1]!.shown);
});

test('the report queue is live: a report made while it is open shows up; hiding asks for a reason first', async ({
  page,
  browser,
  mock,
}) => {
  await page.goto('/__mock/#operations');
  await expect(page.getByText('실시간: 5초마다 다시 불러옵니다.')).toBeVisible();

  const word = `실시간신고${Date.now().toString(36)}`;
  const member = await browser.newContext();
  const app = await member.newPage();
  const author = await mock.createUser();
  await loginAsDemo(app, author.email, author.password);
  const { feedId } = await memberCall(app, '/api/feed/write-feed', {
    themeId: 1,
    title: `${word} 글`,
    contents: '광고 링크가 가득한 글',
    language: 'ko',
    images: [],
  });
  const reader = await mock.createUser();
  await app.evaluate(() => localStorage.clear());
  await loginAsDemo(app, reader.email, reader.password);
  await memberCall(app, '/api/feed/report-feed', { feedId, reason: '광고입니다' });
  await member.close();

  const group = page.locator('.ops-reports > li').filter({ hasText: `${word} 글` });
  await expect(group).toContainText('광고입니다');
  await group.getByRole('button', { name: '숨기기' }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`게시물 #${feedId}[을를] 숨길까요\\?`) });
  await expect(confirm).toContainText('작성자에게는 이 사유와 함께 숨김으로 표시됩니다');
  await confirm.getByRole('textbox', { name: '사유 (감사 로그에 남습니다)' }).fill('');
  await confirm.getByRole('button', { name: '숨기기' }).click();
  // A reason is needed: the dialog stays until one is given.
  await expect(confirm).toBeVisible();
  await confirm.getByRole('textbox').fill('광고성 게시물');
  await confirm.getByRole('button', { name: '숨기기' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(group).toContainText('숨김');
});

test('a notice can be changed, and the audit reads as dates and field changes', async ({ page, request }) => {
  const word = `공지수정${Date.now().toString(36)}`;
  const write = await request.post('/__mock/admin/notices', {
    data: { titleKo: `${word} 공지`, titleJa: `${word} お知らせ`, bodyKo: '본문', bodyJa: '本文', important: false },
  });
  expect(write.ok()).toBe(true);
  await page.goto('/__mock/#operations');

  const notices = page.locator('#operations');
  const row = notices.locator('li').filter({ hasText: `${word} 공지` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `수정: ${word} 공지` }).click();
  await expect(page.getByText(/공지 #\d+ 수정 중/)).toBeVisible();
  await page.locator('input[name="notice-titleKo"]').fill(`${word} 공지 (수정)`);
  await page.getByRole('button', { name: '수정 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '공지를 수정했습니다.' })).toBeVisible();
  await expect(notices.locator('li').filter({ hasText: `${word} 공지 (수정)` })).toBeVisible();

  await menu(page).getByRole('link', { name: '감사 로그' }).click();
  const latest = page.getByRole('region', { name: '감사 로그' }).locator('ol.audit > li').first();
  await expect(latest).toContainText('수정 · 공지 #');
  await expect(latest.getByRole('row', { name: /titleKo/ })).toContainText(`${word} 공지 (수정)`);
  // A readable date, not an epoch number.
  await expect(latest.locator('time')).toHaveText(/\d{4}년 \d{1,2}월 \d{1,2}일/);
});

// A phone in Korean, a desk in Japanese: every tab's text drawn with the shipped faces, no raw key.
for (const { width, locale } of [
  { width: 390, locale: 'ko-KR' },
  { width: 1280, locale: 'ja-JP' },
]) {
  test.describe(`at ${width} px in ${locale}`, () => {
    test.use({ viewport: { width, height: 844 }, locale });
    test('every tab passes the layout check, the text check and axe', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const errors = collectErrors(page, baseURL!);
      await page.request.post('/api/banner/banner-list', { data: {} });
      const found: string[] = [];
      for (const tab of [
        'faults',
        'requests',
        'scenarios',
        'clock',
        'sandboxes',
        'data',
        'operations',
        'audit',
        'api',
      ]) {
        await page.goto(`/__mock/#${tab}`);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.locator('.state[role="status"]')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        for (const f of await page.evaluate(layoutProblems, ['.table-wrap', '.console-nav ul']))
          found.push(`#${tab}: ${f.kind}: ${f.element} ${f.detail}`);
        found.push(...(await textProblems(page, CONSOLE_FONTS, errors)).map((p) => `#${tab}: ${p}`));
        await expectAccessible(page);
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
