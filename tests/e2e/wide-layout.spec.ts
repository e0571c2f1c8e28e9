import type { Locator, Page } from '@playwright/test';
import { expect, loginAsDemo, test, type MockControl } from './fixtures';

// What a desktop user, a kiosk visitor and a phone user each get from the same screens.

// Walks of several screens on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

async function signIn(page: Page, mock: MockControl) {
  const user = await mock.createUser({ attendedToday: true });
  await loginAsDemo(page, user.email, user.password);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const menu = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
/** The posts' cards on screen, by how many share each line. */
async function cardsPerLine(page: Page) {
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // The cards below the screen are drawn once the list scrolls (decision 092).
  await page.mouse.wheel(0, 10);
  await expect(cards.nth(5)).toBeAttached({ timeout: 15_000 });
  const tops = await cards.evaluateAll((items) =>
    items.slice(0, 6).map((li) => Math.round(li.getBoundingClientRect().top)),
  );
  return Math.max(...tops.map((top) => tops.filter((t) => t === top).length));
}
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('at 1280 × 800 the menu stands at the left, the feed is a grid, each screen uses the width', async ({
  page,
  mock,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, mock);

  // The menu: a column down the left side, not a bar along the bottom.
  const nav = await box(menu(page));
  expect(nav.x).toBeLessThan(1);
  expect(nav.width).toBeLessThan(320);
  expect(nav.height).toBeGreaterThan(700);
  expect(await cardsPerLine(page)).toBeGreaterThanOrEqual(3);
  expect(await scrollsSideways(page)).toBe(false);

  // Its skip link still leads to it, and Tab from there stays in view.
  await page.reload();
  // The skip links come with the screen they lead to.
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const home = menu(page).getByRole('link', { name: '홈' });
  await expect(home).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page).getByRole('link', { name: '장소 지도' })).toBeFocused();
  await expect(menu(page).getByRole('link', { name: '장소 지도' })).toBeInViewport();

  // The map beside its list.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/placeMap$/);
  const map = await box(page.getByRole('region', { name: '장소 지도', exact: true }));
  const list = await box(page.locator('.place-results'));
  expect(map.x).toBeGreaterThanOrEqual(list.x + list.width);
  expect(map.height).toBeGreaterThan(600);

  // A post beside its comments.
  await page.goto('/');
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/feedDetail/);
  const post = await box(page.getByRole('article'));
  const comments = await box(page.getByRole('heading', { name: /^댓글/ }));
  expect(comments.x).toBeGreaterThanOrEqual(post.x + post.width);
  expect(comments.y).toBeLessThan(post.y + 200);
  // Beside the same menu as the lists, its entry marked as where the reader is.
  expect(post.x).toBeGreaterThanOrEqual((await box(menu(page))).width);
  await expect(menu(page).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'location');

  // A screen without the menu at a reading width, its dialog centred.
  await page.goto('/preferences');
  expect((await box(page.getByRole('main'))).width).toBeLessThanOrEqual(760);
  await page.getByRole('button', { name: '로그아웃' }).click();
  const dialog = await box(page.getByRole('dialog', { name: '확인해 주세요' }));
  expect(Math.abs(dialog.x + dialog.width / 2 - 640)).toBeLessThan(2);
  expect(dialog.width).toBeLessThanOrEqual(560);
  expect(dialog.y + dialog.height).toBeLessThanOrEqual(800);
});

test('at 390 px the phone layout stays: the menu along the bottom, one post per line', async ({ page, mock }) => {
  await signIn(page, mock);
  const nav = await box(menu(page));
  expect(nav.width).toBeGreaterThanOrEqual(389);
  expect(nav.y + nav.height).toBeGreaterThanOrEqual(843);
  expect(nav.height).toBeLessThan(100);
  expect(await cardsPerLine(page)).toBe(1);
  expect(await scrollsSideways(page)).toBe(false);
  // A post has the whole screen, with its back button: no menu at its foot.
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/feedDetail/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu(page)).toBeHidden();
});

/** The desktop app as a kiosk: its preload's bridge, as the page sees it. */
function kioskShell() {
  (window as unknown as { tabi: TabiBridge }).tabi = {
    isDesktop: true,
    isKiosk: true,
    getApiBaseUrl: async () => location.origin,
    getAppVersion: async () => 'kiosk-e2e',
    onKioskIdle: () => undefined,
    resetKiosk: async () => undefined,
    staffCorner: null,
    staffUnlock: async () => ({ result: 'no-pin' }),
    staffExit: async () => undefined,
  };
}

for (const { width, height } of [
  { width: 1080, height: 1920 },
  { width: 1920, height: 1080 },
]) {
  test(`a kiosk at ${width} × ${height}: the wide layout with touch-sized controls`, async ({ page, mock }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(kioskShell);
    await signIn(page, mock);
    expect(await cardsPerLine(page)).toBeGreaterThanOrEqual(2);
    const nav = await box(menu(page));
    expect(nav.height).toBeGreaterThan(height - 10);
    for (const link of await menu(page).getByRole('link').all())
      expect((await box(link)).height).toBeGreaterThanOrEqual(64);
    for (const button of [
      page.getByRole('link', { name: '검색', exact: true }),
      page.getByRole('button', { name: '새로고침' }),
      page.getByRole('button', { name: '글쓰기' }),
    ])
      expect((await box(button)).height).toBeGreaterThanOrEqual(56);
    expect(await scrollsSideways(page)).toBe(false);

    // The map's search and its quick choices too.
    await menu(page).getByRole('link', { name: '장소 지도' }).click();
    for (const control of [
      page.getByRole('button', { name: '검색', exact: true }),
      page.getByRole('navigation', { name: '빠른 이동' }).getByRole('button').first(),
    ])
      expect((await box(control)).height).toBeGreaterThanOrEqual(56);
  });
}
