import { expect, expectAccessible, loginAsDemo, test } from './fixtures';

// The first walks sign-in, the feed, a post and two lists: more than the default on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a bookmarked post is found in saved posts from the my page and my feed, and leaves when unbookmarked', async ({
  page,
  mock,
}) => {
  const member = await mock.createUser();
  await loginAsDemo(page, member.email, member.password);

  // Nothing saved yet: the empty state says so and offers the feed.
  await page.goto('/preferences');
  await page.getByRole('link', { name: '북마크한 게시물' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('북마크한 게시물');
  await expect(page.getByText('아직 북마크한 게시물이 없어요.', { exact: false })).toBeVisible();
  await expect(page.locator('.empty-state svg')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: '피드 둘러보기' }).click();
  await expect(page).toHaveURL(/\/$/);

  const first = page.getByRole('tabpanel').getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').click();
  const bookmark = page.getByRole('button', { name: /북마크/ });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/myFeed');
  // My page's bookmarks tile opens the saved posts.
  await page.locator('a[href="/savedPosts"]').first().click();
  const saved = page.getByRole('list', { name: '북마크한 게시물 목록' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText(title);
  await expectAccessible(page);

  await saved.first().getByRole('link').click();
  await page.getByRole('button', { name: /북마크/ }).click();
  await expect(page.getByRole('button', { name: /북마크/ })).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(page.getByText('아직 북마크한 게시물이 없어요.', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: '북마크한 게시물 목록' })).toHaveCount(0);
});

test('saved posts in Japanese: post-shaped skeletons while the list is slow (no spinner), then the empty state', async ({
  page,
  mock,
}) => {
  const member = await mock.createUser({ language: 'ja' });
  await loginAsDemo(page, member.email, member.password, { language: 'ja' });
  await mock.fault({ path: '/api/feed/bookmark-list', delayMs: 3000, times: 1 });
  await page.goto('/savedPosts');
  // Three grey post cards, announced as loading in the reader's language.
  const loading = page.locator('[role=status].skeleton-card');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('読み込み中…');
  await expect(loading.locator('.skeleton-item')).toHaveCount(3);
  await expect(page.locator('.spinner:visible')).toHaveCount(0);
  await expect(page.getByText('ブックマークした投稿はまだありません。', { exact: false })).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'フィードを見る' })).toBeVisible();
});

test('saved posts that fail to load say why and a retry brings the list', async ({ page, mock }) => {
  const member = await mock.createUser();
  await loginAsDemo(page, member.email, member.password);
  await mock.fault({ path: '/api/feed/bookmark-list', status: 500, times: 1 });
  await page.goto('/savedPosts');
  await expect(page.getByRole('alert')).toContainText('[500]');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('link', { name: '피드 둘러보기' })).toBeVisible();
});
