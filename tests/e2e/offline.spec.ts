import { type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectRequest, playwrightControl, serverNow } from '../support/expect-request';
import { expect, loginAsDemo, memberCall, savedMembers, test, visit } from './fixtures';
import { TILE_PNG, TILE_REQUEST } from './map-tiles';

// The app's own service worker runs here (the other specs block it so page.route sees every request).
test.use({ serviceWorkers: 'allow' });
// A first visit installs the worker and precaches the whole app before the journey starts. One
// worker runs these in order: the update test gives the served sw.js other bytes for a moment,
// which another test's worker running beside it would take as a new version.
test.describe.configure({ mode: 'default', timeout: 90_000 });

/** The worker controls the page (it claims the first visit's page once installed). */
async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

test('the app installs: a manifest Chromium accepts, icons incl. maskable, a worker that opens the app offline', async ({
  page,
  context,
  request,
}) => {
  await visit(page, '/selectCountry');
  await workerControls(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito windows, which never install; every other check passed.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);

  for (const language of ['ko', 'ja']) {
    const res = await request.get(`/manifest.${language}.webmanifest`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; type: string; purpose: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ lang: language, display: 'standalone', start_url: '/' });
    expect(manifest.name).toMatch(language === 'ko' ? /타비로그/ : /タビログ/);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.type === 'image/png')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok()).toBe(true);
      expect(file.headers()['content-type']).toContain(icon.type);
    }
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('a Japanese reader installs the app under its Japanese name', async ({ page }) => {
  await visit(page, '/selectCountry', { language: 'ja' });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ja.webmanifest');
});

test('a new build waits while the app is in use and replaces the old one on the next visit, saying so', async ({
  page,
  context,
}) => {
  await visit(page, '/emailLogin');
  await workerControls(page);
  const email = page.locator('input[type=email]');
  await email.fill('half-typed@tabi.test');

  // The next build: the served worker script gets other bytes, as any new release's has (the
  // browser fetches it itself, past page.route). Put back afterwards.
  const served = join(process.env.WEB_OUT ?? 'dist/web', 'sw.js');
  const original = await readFile(served, 'utf8');
  await writeFile(served, `${original}\n// next build\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null))
      .toBe(true);
    // Mid-action: nothing reloads under the person, their typing stays, nothing is announced.
    await page.waitForTimeout(1_500);
    await expect(email).toHaveValue('half-typed@tabi.test');
    await expect(page.getByText('새 버전으로 업데이트했습니다.')).toHaveCount(0);
    await page.close();

    const nextVisit = await context.newPage();
    await nextVisit.goto('/selectCountry');
    await expect(nextVisit.getByText('새 버전으로 업데이트했습니다.')).toBeVisible();
    expect(
      await nextVisit.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: null, controlled: true });
  } finally {
    await writeFile(served, original);
  }
});

const OFFLINE_MARK = /오프라인 · \d\d:\d\d 저장본/;

test('what a member saw shows again offline, with the saved time; an unseen screen says it is offline', async ({
  page,
  context,
}) => {
  page.on('console', (m) => console.log('PAGE', m.type(), m.text()));
  page.on('requestfinished', (r) => r.url().includes('/api/') && console.log('REQ', r.url()));
  page.on('pageerror', (e) => console.log('ERR', e.message));
  page.on('requestfailed', (r) => console.log('FAIL', r.url(), r.failure()?.errorText));
  await loginAsDemo(page);
  await workerControls(page);
  const firstPost = page.locator('a.feed-card').first();
  await expect(firstPost).toBeVisible();
  const postTitle = (await firstPost.locator('h2, h3, strong').first().innerText()).trim();
  await firstPost.click();
  await expect(page).toHaveURL(/\/feedDetail\?id=\d+/);
  await expect(page.getByText(postTitle).first()).toBeVisible();
  const postUrl = page.url();
  // The answers are written a moment after they arrive.
  await page.waitForTimeout(1_000);
  await page.goto('/travelPlan');
  const plan = page.locator('a.plan-card-link').first();
  const planTitle = (await plan.locator('.plan-title').innerText()).trim();
  await plan.click();
  await expect(page).toHaveURL(/\/travelPlanDetail\?id=\d+/);
  await expect(page.getByText(planTitle).first()).toBeVisible();
  await page.waitForTimeout(1_000);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(planTitle).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARK })).toBeVisible();

  await page.goto(postUrl);
  await expect(page.locator('.state-error')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARK })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText(postTitle).first()).toBeVisible();

  // The footer tabs still work; a screen never opened online says so instead of spinning.
  await page.getByRole('navigation').getByRole('link', { name: '포인트샵' }).click();
  await expect(page).toHaveURL(/\/pointShop/);
  await expect(page.getByText('네트워크에 연결할 수 없습니다').first()).toBeVisible();
  await expect(page.locator('.state-loading')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /오프라인/ })).toBeVisible();
  await context.setOffline(false);
});

/** Everything the screen shows, typed fields included. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map((f) => (f as HTMLInputElement).value),
    ].join('\n'),
  );

async function openMyInfo(page: Page, nickname: string) {
  await page.goto('/myInfo');
  await expect.poll(() => shown(page)).toContain(nickname);
}

test('the next member on the same browser never sees the saved answers of the one before', async ({
  page,
  context,
  mock,
}) => {
  const first = await mock.createUser();
  const second = await mock.createUser();
  await loginAsDemo(page, first.email, first.password);
  await workerControls(page);
  await openMyInfo(page, first.nickname);
  await page.waitForTimeout(1_000);
  expect(await savedMembers(page)).toEqual([`member:${first.id}`]);

  // The first member's sign-in ends without a logout (it expired), and someone else signs in.
  await page.evaluate(() => localStorage.removeItem('access'));
  await loginAsDemo(page, second.email, second.password);
  await context.setOffline(true);
  await page.goto('/myInfo');
  await expect(page.getByText('네트워크에 연결할 수 없습니다').first()).toBeVisible();
  expect(await shown(page)).not.toContain(first.nickname);
  await page.reload();
  await expect(page.getByText('네트워크에 연결할 수 없습니다').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await shown(page)).not.toContain(first.nickname);
  await context.setOffline(false);
});

test('logout erases what was saved for the member', async ({ page, mock }) => {
  const user = await mock.createUser();
  await loginAsDemo(page, user.email, user.password);
  await openMyInfo(page, user.nickname);
  await page.waitForTimeout(1_000);
  expect(await savedMembers(page)).toEqual([`member:${user.id}`]);
  await page.goto('/preferences');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedMembers(page)).toEqual([]);
});

/** Pictures on screen that finished loading with a picture. */
const shownPictures = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) => (images as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length);

/** Bytes of the first size a text shows ('약 63 KB', '1.6 MB'). */
function sizeIn(text: string): number {
  const [, value, unit] = /([\d.]+) (KB|MB)/.exec(text)!;
  return Number(value) * (unit === 'MB' ? 1024 * 1024 : 1024);
}

test('a traveller saves a trip for offline use, opens it with no network, and what they do offline is sent once when it returns', async ({
  page,
  context,
  mock,
  request,
}) => {
  const traveller = await mock.createUser();
  await loginAsDemo(page, traveller.email, traveller.password);
  await workerControls(page);
  // The tile server answers while online (the pack keeps what it gives); offline it is unreachable.
  let tilesAsked = 0;
  let offline = false;
  await context.route(TILE_REQUEST, (route) => {
    tilesAsked += 1;
    return offline ? route.abort('internetdisconnected') : route.fulfill({ contentType: 'image/png', body: TILE_PNG });
  });

  const seoul = ((await memberCall(page, '/api/region/region-list', {})) as Array<{ id: number; code: string }>).find(
    (r) => r.code === 'seoul',
  )!.id;
  const { planId } = await memberCall(page, '/api/travel/save-plan', {
    regionIds: [seoul],
    startDate: '2030-05-01',
    nights: 1,
  });
  const posts = (await memberCall(page, '/api/feed/main-feed-list', { tab: 'recommended' })).items as Array<{
    id: number;
    imageUrl: string | null;
  }>;
  // A seeded post with photos: other tests' members post their own uploads on the same server, and
  // the estimate is held to what a seeded post's pictures weigh.
  const feedId = posts.find((p) => p.imageUrl?.includes('/photos/'))!.id;
  const post = await memberCall(page, '/api/feed/feed-detail', { feedId });
  const place = await memberCall(page, '/api/place/place-detail', { placeId: 1 });
  await memberCall(page, '/api/travel/add-day-place', { planId, day: 1, placeId: 1 });
  await memberCall(page, '/api/travel/add-day-feed', { planId, day: 1, feedId });

  await page.goto(`/travelPlanDetail?id=${planId}`);
  const pack = page.getByRole('region', { name: '오프라인 저장' });
  await expect(pack.getByRole('status')).toContainText(/예상 크기 약 [\d.]+ (KB|MB)/);
  const estimated = sizeIn(await pack.getByRole('status').innerText());
  await pack.getByRole('button', { name: '오프라인용으로 저장' }).click();
  await expect(pack.getByRole('status')).toContainText(/오프라인 저장됨 · [\d.]+ (KB|MB) · /, { timeout: 30_000 });
  // The estimate said beforehand is within twice what was stored, either way.
  const stored = sizeIn(await pack.getByRole('status').innerText());
  expect(estimated / stored).toBeLessThanOrEqual(2);
  expect(stored / estimated).toBeLessThanOrEqual(2);
  expect(tilesAsked).toBeGreaterThanOrEqual(45);
  await page.goto('/travelPlan');
  await expect(
    page.locator('.plan-card').filter({ has: page.locator('.plan-offline', { hasText: '오프라인' }) }),
  ).toHaveCount(1);
  // The plan list's answer is saved a moment after it arrives (the add-to-plan popup lists it offline).
  await page.waitForTimeout(1_000);

  // Offline, each screen opens from a fresh page (nothing in memory): the post and the place were
  // never opened online, so only the pack can show them.
  await context.setOffline(true);
  offline = true;
  await page.goto(`/feedDetail?id=${feedId}`);
  await expect(page.getByText(post.title).first()).toBeVisible();
  await expect.poll(() => shownPictures(page, '.post-pictures img')).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_MARK })).toBeVisible();
  await page.goto('/placeMap?placeId=1');
  await expect(page.getByRole('dialog').getByRole('heading', { name: place.name })).toBeVisible();
  await page.goto(`/travelPlanDetail?id=${planId}`);
  await expect(page.getByRole('link', { name: post.title })).toBeVisible();
  await expect.poll(() => shownPictures(page, '.day-map img.leaflet-tile'), { timeout: 15_000 }).toBeGreaterThan(0);

  // Still offline: a day memo, a place added to day 2, a bookmark, two applause and two comments
  // wait, each shown as waiting.
  const memo = page.getByLabel('1일차 메모');
  await memo.fill('지하철 2호선 타고 이동');
  await expect(page.getByText('연결되면 저장됩니다')).toBeVisible();
  await page.goto('/placeMap?placeId=1');
  await page.getByRole('dialog').getByRole('button', { name: '일정에 추가' }).click();
  const popup = page.getByRole('dialog', { name: '일정에 추가' });
  await expect(popup.getByRole('radio').first()).toBeChecked();
  await popup
    .getByRole('combobox')
    .last()
    .selectOption({ label: (await popup.getByRole('option', { name: /^2일차/ }).textContent()) ?? '' });
  await popup.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '오프라인이라 연결되면 보냅니다.' })).toBeVisible();
  await expect(popup).toBeHidden();
  await page.goto(`/travelPlanDetail?id=${planId}`);
  await page.getByRole('tab', { name: /^2일차/ }).click();
  await expect(page.getByRole('note').filter({ hasText: '연결되면 이 날에 추가할 항목 1개' })).toBeVisible();

  await page.goto(`/feedDetail?id=${feedId}`);
  await page.getByRole('button', { name: '북마크' }).click();
  await expect(page.getByRole('button', { name: '북마크' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /박수 보내기/ }).click();
  await expect(page.getByRole('button', { name: /내가 보낸 박수 1\/10/ })).toBeVisible();
  await page.getByRole('button', { name: /박수 보내기/ }).click();
  await expect(page.getByRole('button', { name: /내가 보낸 박수 2\/10/ })).toBeVisible();
  const sentComment = '지하철에서 남기는 댓글';
  const refusedComment = '서버가 받지 않을 댓글';
  for (const text of [sentComment, refusedComment]) {
    await page.getByLabel('댓글 쓰기').fill(text);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    // In the thread at once, marked as waiting.
    await expect(page.locator('.comment-pending').filter({ hasText: text })).toContainText('연결되면 등록됩니다');
  }
  const waiting = page.getByRole('status').filter({ hasText: '연결되면 보낼 작업 7건' });
  await expect(waiting).toBeVisible();
  // A reload loses none of them, and shows the post as it was shown: both applause, the bookmark, the comments.
  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('button', { name: /내가 보낸 박수 2\/10/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '북마크' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.comment-pending')).toHaveCount(2);

  // Back online they go, in order, once each, each under its own key; the server refuses the second comment.
  const journal = playwrightControl(request);
  const since = await serverNow(journal);
  await mock.fault({ path: '/api/feed/write-comment', skip: 1, times: 1, error: { code: 'VALIDATION' } });
  offline = false;
  await context.setOffline(false);
  // (Tried every 10 s while writes wait: the network's return need not be announced.)
  await expect(page.getByText('대기 중이던 작업 6건을 보냈습니다.')).toBeVisible({ timeout: 15_000 });
  const refusal = page.getByRole('dialog').filter({ hasText: `보내지 못한 작업: 댓글 "${refusedComment}"` });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(waiting).toHaveCount(0);
  // The sent comment is the server's now; the refused one is gone from the thread.
  await expect(page.locator('.comment-pending')).toHaveCount(0);
  await expect(page.locator('.comment').filter({ hasText: sentComment })).toHaveCount(1);
  await expect(page.locator('.comment').filter({ hasText: refusedComment })).toHaveCount(0);
  const sent = await memberCall(page, '/api/feed/feed-detail', { feedId });
  expect(sent).toMatchObject({ bookmarked: true, myLikes: 2, likeCount: post.likeCount + 2 });
  const comments = (await memberCall(page, '/api/feed/comment-list', { feedId, size: 50 })).items as Array<{
    contents: string;
  }>;
  expect(comments.map((c) => c.contents).filter((c) => c === sentComment || c === refusedComment)).toEqual([
    sentComment,
  ]);
  const plan = await memberCall(page, '/api/travel/plan-detail', { planId });
  expect(plan.dayList[0].memo).toBe('지하철 2호선 타고 이동');
  expect(plan.dayList[1].items.map((i: { place?: { id: number } }) => i.place?.id)).toEqual([1]);
  const likes = await expectRequest(journal, { path: '/api/feed/like-feed', body: { feedId }, since }, { count: 2 });
  // The journal answers newest first: the keys in the order they were sent.
  const keys = likes.map((like) => like.requestHeaders?.['idempotency-key'] ?? '').reverse();
  expect(new Set(keys).size).toBe(2);
  expect(keys).not.toContain('');
  // A replayed request with a key already used changes nothing.
  expect(
    await memberCall(page, '/api/feed/like-feed', { feedId }, keys[0] ? { 'idempotency-key': keys[0] } : {}),
  ).toMatchObject({ myLikes: 1 });
  expect(await memberCall(page, '/api/feed/feed-detail', { feedId })).toMatchObject({ myLikes: 2 });

  // The pack can be removed; the plan list no longer marks it.
  await page.goto(`/travelPlanDetail?id=${planId}`);
  await pack.getByRole('button', { name: '오프라인 저장 삭제' }).click();
  await expect(pack.getByRole('status')).toContainText('예상 크기 약');
  await page.goto('/travelPlan');
  await expect(page.locator('.plan-offline')).toHaveCount(0);
});
