import { expect, loginAsDemo, test } from './fixtures';
import { atEverySize, expectNothing, resize, SIZES } from './layout-walk';

/** Screens with something to do: none opens blank, and what acts looks like a button. */

test('search opens on popular searches, trending posts and the places of the quick-tag areas', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/feedSearch');
  const popular = page.getByRole('region', { name: '인기 검색어' });
  await expect(popular.getByRole('button')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: '지금 뜨는 게시물' }).getByRole('link').first()).toBeVisible();
  const places = page.getByRole('region', { name: '지역별 인기 장소' });
  await places.getByRole('button', { name: '성수동' }).click();
  await expect(places.getByRole('button', { name: '성수동' })).toHaveAttribute('aria-pressed', 'true');
  await expect(places.getByRole('link').first()).toHaveAttribute('href', /placeMap\?placeId=\d+/);
  // One rhythm down the screen (the spacing scale's 24 px): the chips never touch the next heading.
  const sections = [popular, page.getByRole('region', { name: '지금 뜨는 게시물' }), places];
  const boxes = await Promise.all(sections.map(async (section) => (await section.boundingBox())!));
  for (const [above, below] of boxes.slice(0, -1).map((box, i) => [box, boxes[i + 1]!] as const)) {
    expect(below.y - (above.y + above.height)).toBeCloseTo(24, 0);
  }
  // The start screen is not a route the layout walk opens (it searches a word there).
  expectNothing(await atEverySize(page, '/feedSearch start ko'));
  await resize(page, SIZES[0]!);
  // A popular word searches at once.
  const word = (await popular.getByRole('button').first().innerText()).replace(/^\d+\s*/, '');
  await popular.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
});

test('a member without plans creates a first trip in one tap and lands on its itinerary', async ({ page, mock }) => {
  const user = await mock.createUser();
  await loginAsDemo(page, user.email, user.password);
  await page.goto('/travelPlan');
  await page.getByRole('button', { name: '다음 주 서울 2박 3일 만들기' }).click();
  await expect(page).toHaveURL(/\/travelPlanDetail\?id=\d+$/);
  await expect(page.getByRole('tab')).toHaveCount(3);
  // The plan opens on its days: the day tabs come before any memo, offline saving is one short row.
  const tabs = (await page.getByRole('tablist').boundingBox())!;
  const memo = (await page.getByRole('textbox').first().boundingBox())!;
  expect(tabs.y).toBeLessThan(memo.y);
  const pack = page.getByRole('region', { name: '오프라인 저장' });
  await expect(pack.getByRole('status')).toContainText('예상 크기 약');
  expect((await pack.boundingBox())!.height).toBeLessThan(64);
});

test('my page sums up points, posts, bookmarks, plans and orders with their latest items', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/myFeed');
  const summary = page.getByRole('list', { name: '내 활동 요약' });
  await expect(summary.getByRole('link', { name: /포인트\s*[\d,]+P/ })).toHaveAttribute('href', '/myPointHistory');
  await expect(summary.getByRole('link', { name: /게시물\s*\d+개/ })).toBeVisible();
  // The demo member's seeded bookmark and plan are named, not just counted.
  const plans = await page.request
    .post('/api/travel/plan-list', {
      headers: { access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '' },
      data: { size: 1 },
    })
    .then((r) => r.json() as Promise<{ data: { items: Array<{ title: string }> } }>);
  await expect(summary.getByRole('link', { name: /여행 계획/ })).toContainText(plans.data.items[0]!.title);
  await expect(summary.getByRole('link', { name: /북마크/ })).not.toContainText('아직 없습니다');
  await expect(summary.getByRole('link', { name: /교환 내역/ })).toHaveAttribute('href', '/myPointShopOrder');
});

test('report, delete and the order history are buttons that look like buttons, not underlined links', async ({
  page,
}) => {
  await loginAsDemo(page);
  const headers = { access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '' };
  const posts = await page.request
    .post('/api/feed/main-feed-list', { headers, data: { tab: 'latest' } })
    .then((r) => r.json() as Promise<{ data: { items: Array<{ id: number }> } }>);
  await page.goto(`/feedDetail?id=${posts.data.items[0]!.id}`);
  const report = page.locator('.post-author').getByRole('button', { name: '신고' });
  await expect(report).toBeVisible();
  await expect(report).toHaveCSS('text-decoration-line', 'none');
  await expect(report).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.goto('/pointShop');
  const orders = page.getByRole('link', { name: '교환 내역' });
  await expect(orders).toHaveCSS('text-decoration-line', 'none');
  await expect(orders).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('notices: the important one pinned first, unopened recent ones marked new until read, more notices under the one read', async ({
  page,
}) => {
  await loginAsDemo(page);
  await page.goto('/notice');
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows.first()).toContainText('중요');
  // Each with its date in the app's format ("2026년 11월 25일").
  await expect(rows.first().locator('time')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일$/);
  const fresh = rows.filter({ hasText: '새 글' }).first();
  const title = (await fresh.locator('.list-row-title').innerText()).trim();
  await fresh.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const others = page.getByRole('region', { name: '다른 공지사항' });
  await expect(others.getByRole('link')).not.toHaveCount(0);
  await expect(others.getByRole('link', { name: title })).toHaveCount(0);
  await page.goBack();
  await expect(rows.filter({ hasText: title })).toBeVisible();
  await expect(rows.filter({ hasText: title })).not.toContainText('새 글');
});
