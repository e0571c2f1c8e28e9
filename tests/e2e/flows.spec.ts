import { expect, loginAsDemo, test } from './fixtures';
import { seoulPlan } from './plans';

test('a host without the extension calls keeps the member signed in and hides what needs them', async ({
  page,
  request,
  mock,
}) => {
  test.setTimeout(90_000);
  // The calls beyond the original API, as the contract's OpenAPI document flags them.
  const doc = (await (await request.get('/__mock/openapi.json')).json()) as {
    paths: Record<string, { post?: { 'x-extension'?: boolean } }>;
  };
  const extensions = Object.entries(doc.paths)
    .filter(([, operations]) => operations.post?.['x-extension'])
    .map(([path]) => path);
  expect(extensions).toEqual(expect.arrayContaining(['/api/feed/bookmark-list', '/api/user/my-reports']));
  await page.route(
    (url) => extensions.includes(url.pathname),
    (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' }),
  );
  const member = await mock.createUser();
  await loginAsDemo(page, member.email, member.password);

  await page.goto('/preferences');
  await expect(page.getByRole('link', { name: '내 정보 수정' })).toBeVisible();
  await expect(page.getByRole('link', { name: '북마크한 게시물' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '신고 내역' })).toHaveCount(0);
  await page.goto('/myFeed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '북마크한 게시물' })).toHaveCount(0);
  // A plan: the calendar file needs no call; the companion link needs the calls the host lacks.
  const { planId } = await seoulPlan(page, 0);
  await page.goto(`/travelPlanDetail?id=${planId}`);
  await expect(page.getByRole('button', { name: '캘린더에 추가' })).toBeVisible();
  await expect(page.getByRole('button', { name: '동행자와 공유' })).toHaveCount(0);

  // Opened by its address, the screen says the host lacks it; the member is still signed in.
  await page.goto('/savedPosts');
  await expect(page.getByRole('alert')).toHaveText('이 서버에서는 아직 쓸 수 없는 기능입니다.');
  await expect(page).toHaveURL(/\/savedPosts$/);
  expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
});

test("a date is asked and shown in the app's own format, not the browser's", async ({ page, mock }) => {
  const member = await mock.createUser({ language: 'ja' });
  await loginAsDemo(page, member.email, member.password, { language: 'ja' });
  await page.goto('/feedDetail?id=1');
  await page.getByRole('button', { name: 'プランに追加' }).click();
  const popup = page.getByRole('dialog', { name: 'プランに追加' });
  await popup.getByRole('radio', { name: '新しいプランを作る' }).check();
  await expect(popup.locator('input[type=date], input[type=time]')).toHaveCount(0);
  const start = popup.getByRole('button', { name: /^開始日/ });
  await start.click();
  const calendar = page.getByRole('dialog', { name: '開始日' });
  await calendar.locator('.calendar-day:not(:disabled)').nth(2).click();
  await expect(calendar).toBeHidden();
  await expect(start).toHaveText(/^\d{1,2}\/\d{1,2} \([日月火水木金土]\)$/);
  await expect(start).toBeFocused();
});

test('going back lands on the card one opened; a comment in the other language carries its lang', async ({
  page,
  mock,
}) => {
  const member = await mock.createUser();
  await loginAsDemo(page, member.email, member.password);
  const card = page.getByRole('tabpanel').getByRole('listitem').nth(1).getByRole('link');
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(/\/feedDetail\?id=\d+$/);
  await page.getByLabel('댓글 쓰기').fill('ソウルの夜景がきれいでした');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.locator('.comment-fresh .comment-text')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('.comment-fresh')).toBeFocused();

  await page.goBack();
  await expect(page.locator(`a[href="${href}"]`)).toBeFocused();
  // The map's heading is only heard: arriving there, focus lands on its search, which is seen.
  await page.getByRole('link', { name: '장소 지도', exact: true }).click();
  await expect(page.getByRole('search')).toBeFocused();
});
