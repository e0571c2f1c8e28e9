import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAsDemo, test, visit } from './fixtures';
import { brokenImages, failTiles, TILE_PNG, TILE_REQUEST } from './map-tiles';

/** Myeong-dong Cathedral: the ninth place of the deterministic seed. */
const CATHEDRAL_ID = 9;

async function signInFresh(
  page: Page,
  mock: { createUser(spec?: { language?: 'ko' | 'ja' }): Promise<{ email: string; password: string }> },
  language: 'ko' | 'ja' = 'ko',
) {
  const user = await mock.createUser({ language });
  await loginAsDemo(page, user.email, user.password);
  return user;
}

/** A row of the list under the map (markers carry the same names). */
const listed = (page: Page, name: RegExp) => page.locator('.place-list').getByRole('button', { name });

test('a quick tag flies to its area and lists its places, shown as markers', async ({ page, mock }) => {
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  await page.getByRole('button', { name: '명동', exact: true }).click();
  await expect(page.getByRole('heading', { name: /명동의 장소/ })).toBeVisible();
  await expect(listed(page, /명동대성당/)).toBeVisible();
  await expect(page.locator('.place-marker, .marker-cluster').first()).toBeVisible();
  await expectAccessible(page);
});

test('open a place, bookmark it and find it in the bookmarked places', async ({ page, mock }) => {
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  await page.getByRole('button', { name: /북마크한 장소/ }).click();
  await expect(page.getByText('북마크한 장소가 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '명동', exact: true }).click();
  await listed(page, /명동교자 본점/).click();
  await expect(page).toHaveURL(/\/placeMap\?placeId=\d+$/);
  const sheet = page.getByRole('dialog', { name: '명동교자 본점' });
  await expect(sheet.getByText('서울 중구 명동10길 29')).toBeVisible();
  await expect(sheet.getByRole('heading', { name: '메뉴 정보' })).toBeVisible();
  await expect(sheet.getByText(/영업 중|브레이크 타임|영업 종료|오늘 휴무/)).toBeVisible();
  await expect(sheet.getByRole('button', { name: '일정에 추가' })).toBeVisible();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: '북마크', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '북마크에 추가했습니다.' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: '북마크', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: '닫기' }).click();
  await expect(page).toHaveURL(/\/placeMap$/);
  await page.getByRole('button', { name: /북마크한 장소/ }).click();
  await expect(listed(page, /명동교자 본점/)).toBeVisible();
  // The list survives a reload.
  await page.reload();
  await expect(listed(page, /명동교자 본점/)).toBeVisible();
});

test('searching 명동 and 明洞 finds the same place; recent searches are kept and removable', async ({ page, mock }) => {
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  const box = page.getByRole('searchbox', { name: '장소 검색' });
  await box.fill('명동');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /‘명동’ 검색 결과/ })).toBeVisible();
  await expect(listed(page, /명동대성당/)).toBeVisible();
  await box.fill('明洞');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('heading', { name: /‘明洞’ 검색 결과/ })).toBeVisible();
  await expect(listed(page, /명동대성당/)).toBeVisible();
  await box.fill('존재하지않는곳');
  await box.press('Enter');
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();

  const recent = page.getByRole('region', { name: '최근 검색어' });
  await expect(recent.getByRole('listitem')).toHaveText([/존재하지않는곳/, /明洞/, /명동/]);
  await page.reload();
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await recent.getByRole('button', { name: '최근 검색어 明洞 삭제' }).click();
  await expect(recent.getByRole('listitem')).toHaveText([/존재하지않는곳/, /명동/]);
  await expectAccessible(page);
});

test('refusing geolocation shows the denied message', async ({ page, mock, context }) => {
  await context.clearPermissions();
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  await page.getByRole('button', { name: /현재 위치/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '위치 권한이 거부되어 현재 위치를 찾을 수 없습니다.' }),
  ).toBeVisible();
});

test('granted geolocation lists the places nearby', async ({ page, mock, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 37.5633, longitude: 126.9873 });
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  await page.getByRole('button', { name: /현재 위치/ }).click();
  await expect(page.getByRole('heading', { name: /내 주변 장소/ })).toBeVisible();
  await expect(listed(page, /명동대성당/)).toBeVisible();
});

test('with every tile failing the map shows the outline instead, no broken image, and markers, clusters, search and detail work', async ({
  page,
  mock,
}) => {
  // A whole visit: cold loads of the map and the detail, a cluster, a marker, a search.
  test.setTimeout(60_000);
  const asked = await failTiles(page);
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  // A cold load of the map chunk.
  await expect(page.getByText('기본 지도만 표시 중')).toBeVisible({ timeout: 15_000 });
  // The failed tiles are gone from the page, not left behind as empty or broken images.
  await expect(page.locator('.leaflet-tile-pane img')).toHaveCount(0);
  await expect(page.locator('path.map-outline-country')).toHaveCount(1);
  expect(await page.locator('path.map-outline-district').count()).toBe(25);
  await expect(page.locator('path.map-outline-district').filter({ visible: true }).first()).toBeVisible();
  const attribution = page.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('Natural Earth');
  await expect(attribution).not.toContainText('OpenStreetMap');
  const askedBeforeUse = asked.length;

  // The whole city is in view: places gather in clusters; one opens into markers, a marker into its detail.
  await page.locator('.marker-cluster').first().click();
  await expect(page.locator('.place-marker').first()).toBeVisible();
  // The first pin nothing lies over (the notice or the buttons may cover one at the edge).
  const reachable = () =>
    page.locator('.place-marker').evaluateAll((pins) =>
      pins.findIndex((pin) => {
        const box = pin.getBoundingClientRect();
        return pin.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    );
  await expect.poll(reachable).toBeGreaterThanOrEqual(0);
  await page
    .locator('.place-marker')
    .nth(await reachable())
    .click();
  await expect(page).toHaveURL(/\/placeMap\?placeId=\d+$/);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();

  const box = page.getByRole('searchbox', { name: '장소 검색' });
  await box.fill('명동대성당');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /‘명동대성당’ 검색 결과/ })).toBeVisible();
  await page.getByRole('button', { name: '명동대성당 상세 보기' }).click();
  await expect(page.getByRole('dialog', { name: '명동대성당' })).toBeVisible({ timeout: 15_000 });

  // Moving around asked for no more tiles (one quiet retry every half minute at most).
  expect(asked.length - askedBeforeUse).toBeLessThanOrEqual(1);
  expect(await brokenImages(page)).toEqual([]);
});

test('tiles that work again come back when the browser is online again', async ({ page, mock }) => {
  await failTiles(page);
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  const notice = page.getByText('기본 지도만 표시 중');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await page.unroute(TILE_REQUEST);
  await page.route(TILE_REQUEST, (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(notice).toBeHidden();
  await expect(page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  expect(await brokenImages(page)).toEqual([]);
});

test('one tile failing among working ones leaves the tiles in place', async ({ page, mock }) => {
  let asked = 0;
  let failedOne = false;
  await page.route(TILE_REQUEST, async (route) => {
    asked += 1;
    if (asked !== 4) return route.fulfill({ contentType: 'image/png', body: TILE_PNG });
    // Fails once the first tiles are in: a hiccup, not a dead tile server.
    await new Promise((resolve) => setTimeout(resolve, 500));
    failedOne = true;
    return route.abort('failed');
  });
  await signInFresh(page, mock);
  await page.goto('/placeMap');
  await expect(page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => failedOne).toBe(true);
  const askedBefore = asked;
  // Still a tile layer: zooming asks for the tiles of the new level.
  await page.getByRole('button', { name: '확대' }).click();
  await expect.poll(() => asked).toBeGreaterThan(askedBefore);
  await expect(page.getByText('기본 지도만 표시 중')).toBeHidden();
  expect(await brokenImages(page)).toEqual([]);
});

test('the map code loads only when /placeMap opens', async ({ page, mock }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signInFresh(page, mock);
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
  expect(scripts.filter((u) => /leaflet/i.test(u))).toEqual([]);
  await page.getByRole('link', { name: /장소 지도/ }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(scripts.filter((u) => /leaflet/i.test(u)).length).toBeGreaterThan(0);
});

test('comments: write one (points), delete it; applause counts', async ({ page, mock }) => {
  await signInFresh(page, mock);
  await page.goto(`/placeMap?placeId=${CATHEDRAL_ID}`);
  const sheet = page.getByRole('dialog', { name: '명동대성당' });
  // A cold load of the map chunk, the detail and its comments.
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  const text = `e2e 댓글 ${Date.now()}`;
  await sheet.getByRole('textbox', { name: '댓글 쓰기' }).fill(text);
  await sheet.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status').filter({ hasText: '댓글을 등록했습니다. 100P 적립!' })).toBeVisible();
  const mine = sheet.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: '확인' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '댓글을 삭제했습니다. 이 댓글로 받은 100P가 회수되었습니다.' }),
  ).toBeVisible();
  await expect(mine).toHaveCount(0);

  const applause = sheet.getByRole('button', { name: /^박수 \d+/ });
  const before = Number((await applause.textContent())!.replace(/\D/g, ''));
  await applause.click();
  await expect(page.getByRole('status').filter({ hasText: '박수를 보냈습니다. (1/10)' })).toBeVisible();
  await expect(applause).toHaveText(`박수 ${before + 1}`);

  // The comment's points went with it, and the history says so.
  await page.goto('/myPointHistory');
  await expect(page.locator('.ledger-row').nth(0)).toContainText('댓글 삭제');
  await expect(page.locator('.ledger-row').nth(0)).toContainText('−100P');
  await expect(page.locator('.ledger-row').nth(1)).toContainText('장소 댓글 작성');
  await expect(page.locator('.ledger-row').nth(1)).toContainText('+100P');
});

test("a later page of comments that fails keeps the first and is retried; another user's comment there can be reported", async ({
  page,
  mock,
}) => {
  await signInFresh(page, mock);
  // A page of this member's comments (20, newest first) pushes the seeded ones to the second page.
  const headers = { access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '' };
  for (let i = 1; i <= 20; i++) {
    const res = await page.request.post('/api/place/write-comment', {
      headers,
      data: { placeId: CATHEDRAL_ID, contents: `두 번째 쪽으로 밀어내는 댓글 ${i}` },
    });
    expect(((await res.json()) as { result: string }).result).toBe('success');
  }
  await page.goto(`/placeMap?placeId=${CATHEDRAL_ID}`);
  const sheet = page.getByRole('dialog', { name: '명동대성당' });
  // A cold load of the map chunk, the detail and its comments.
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  const comments = sheet.locator('.comment');
  await expect(comments).toHaveCount(20);
  await mock.fault({ path: '/api/place/comment-list', status: 500, times: 1 });
  await sheet.getByRole('button', { name: '더 보기' }).click();
  const failed = sheet.getByRole('alert');
  await expect(failed).toHaveText('다음 목록을 불러오지 못했습니다. [500] 서버 오류가 발생했습니다');
  await expect(comments).toHaveCount(20);
  await sheet.getByRole('button', { name: '다시 시도' }).click();
  await expect(failed).toHaveCount(0);
  await expect.poll(() => comments.count()).toBeGreaterThan(20);
  await sheet.getByRole('listitem').filter({ hasText: '저녁 미사' }).getByRole('button', { name: '신고' }).click();
  const dialog = page.getByRole('dialog', { name: '댓글 신고' });
  await dialog.getByRole('textbox', { name: '신고 사유' }).fill('광고성 내용');
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '신고가 접수되었습니다.' })).toBeVisible();
});

test('the public share page reads without signing in and carries Open Graph tags', async ({ page, request }) => {
  const html = await (
    await request.get(`/sharePlaceMapDetail?id=${CATHEDRAL_ID}`, { headers: { 'accept-language': 'ja' } })
  ).text();
  expect(html).toContain('<meta property="og:title" content="明洞聖堂">');
  await visit(page, `/sharePlaceMapDetail?id=${CATHEDRAL_ID}`, { language: 'ja' });
  await expect(page.getByRole('heading', { name: '明洞聖堂' })).toBeVisible();
  await expect(page.getByText('ソウル特別市中区明洞キル74')).toBeVisible();
  await expect(page.getByText('서울 중구 명동길 74')).toBeVisible();
  await expectAccessible(page);
});

test('in Japanese the map and the detail read in Japanese', async ({ page, mock }) => {
  const user = await mock.createUser({ language: 'ja' });
  await loginAsDemo(page, user.email, user.password, { language: 'ja' });
  await page.goto('/placeMap');
  await page.getByRole('button', { name: '梨泰院', exact: true }).click();
  await expect(page.getByRole('heading', { name: /梨泰院のスポット/ })).toBeVisible();
  await page.goto(`/placeMap?placeId=${CATHEDRAL_ID}`);
  await expect(
    page.getByRole('dialog', { name: '明洞聖堂' }).getByRole('heading', { name: 'メニュー情報' }),
  ).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
});
