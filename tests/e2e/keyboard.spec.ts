import type { Page } from '@playwright/test';
import { expect, loginAsDemo, test, type MockControl } from './fixtures';

// A keyboard user's checks (WCAG 2.2 beyond what axe sees): where focus lands and what is announced.

/** A fresh member of the tester's factory, signed in through the login screen. */
async function signIn(page: Page, mock: MockControl, spec: { attendedToday?: boolean } = {}) {
  const user = await mock.createUser(spec);
  await loginAsDemo(page, user.email, user.password);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('a keyboard user starts each new screen on its heading and hears its title', async ({ page, mock }) => {
  await signIn(page, mock);
  await page.getByRole('link', { name: '포인트샵', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '포인트샵' })).toBeFocused();
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText('포인트샵 | 타비로그');
});

test('a fresh load starts at the top: once the screen shows, the first Tabs reach the skip links to the content and the menu', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.goto('/pointShop');
  // The skip links come with the screen they lead to (decision 092).
  const heading = page.getByRole('heading', { level: 1, name: '포인트샵' });
  await expect(heading).toBeVisible();
  await page.keyboard.press('Tab');
  const toContent = page.getByRole('link', { name: '본문으로 건너뛰기' });
  await expect(toContent).toBeFocused();
  await expect(toContent).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();

  await page.reload();
  await expect(heading).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '메뉴로 건너뛰기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '포인트샵' }),
  ).toBeFocused();
});

test('arrow keys move between tabs, and Tab never leaves focus under the fixed footer or sticky header', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  const recommended = page.getByRole('tab', { name: '추천' });
  await recommended.focus();
  await page.keyboard.press('ArrowRight');
  const latest = page.getByRole('tab', { name: '최신' });
  await expect(latest).toBeFocused();
  await expect(latest).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(recommended).toBeFocused();
  await expect(recommended).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(latest).toBeFocused();

  // Down the list one Tab at a time: every stop outside the footer is clear of it.
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const el = document.activeElement!;
      const box = el.getBoundingClientRect();
      const footer = document.querySelector('.footer-tabs')!.getBoundingClientRect();
      return { inFooter: Boolean(el.closest('.footer-tabs')), bottom: box.bottom, top: box.top, footerTop: footer.top };
    });
    if (place.inFooter) break;
    expect(place.bottom, `stop ${i + 1}: ${await focusedText(page)}`).toBeLessThanOrEqual(place.footerTop + 1);
    expect(place.top).toBeGreaterThanOrEqual(0);
  }
});

test('dialogs: an alert or confirm is named, and focus stays inside when a result replaces the button', async ({
  page,
  mock,
}) => {
  await signIn(page, mock, { attendedToday: false });
  const popup = page.getByRole('dialog', { name: '오늘의 출석 선물' });
  await expect(popup.getByRole('button', { name: '선물 뽑기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toContainText('적립되었습니다');
  await expect(popup.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();

  await page.goto('/preferences');
  await page.getByRole('button', { name: '로그아웃' }).click();
  const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
  await expect(confirm).toHaveAccessibleDescription('로그아웃할까요?');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
});

test('a post card marks only what its author wrote with the post language, not the UI words', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  const card = page
    .locator('.feed-card')
    .filter({ has: page.locator('.feed-lang', { hasText: '일본어' }) })
    .first();
  await expect(card.locator('.feed-lang')).not.toHaveAttribute('lang', /.+/);
  const translated = await card.locator('.feed-translated').count();
  await expect(card.locator('.feed-card-title')).toHaveAttribute('lang', translated ? 'ko' : 'ja');
});

test('the place sheet starts at its top, and Tab down the map list never stops under the fixed footer', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.goto('/placeMap?placeId=1');
  const sheet = page.getByRole('dialog');
  await expect(sheet.locator('.place-actions')).toBeVisible();
  // Not the close button at the bottom, which the loaded content pushed out of sight.
  await expect(sheet).toBeFocused();
  await page.keyboard.press('Tab');
  const first = sheet.locator('.place-actions button').first();
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const rows = page.locator('.place-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().focus();
  for (let i = 0; i < 8; i++) {
    const place = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return { bottom: box.bottom, footerTop: document.querySelector('.footer-tabs')!.getBoundingClientRect().top };
    });
    expect(place.bottom, `row ${i + 1}: ${await focusedText(page)}`).toBeLessThanOrEqual(place.footerTop + 1);
    await page.keyboard.press('Tab');
    if (!(await page.evaluate(() => document.activeElement?.classList.contains('place-row')))) break;
  }
});

test('a place opened from the list: its sheet takes focus, the page behind is inert, Escape closes it', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.goto('/placeMap');
  await page.getByRole('button', { name: '명동', exact: true }).click();
  const row = page.locator('.place-row').filter({ hasText: '명동교자 본점' });
  await row.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: '명동교자 본점' });
  await expect(sheet.locator('.place-actions')).toBeVisible();
  await expect(sheet).toBeFocused();
  // Nothing behind the sheet takes focus or is read.
  await expect(page.locator('.app')).toHaveJSProperty('inert', true);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.locator('.app')).toHaveJSProperty('inert', false);
  // The map is drawn anew under a closed sheet (a new path is a new screen): focus lands on its visible search.
  await expect(page.getByRole('search')).toBeFocused();
});

test("a place's sheet opened by its link closes with Escape onto the map's visible search, not its heard-only heading", async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.goto('/placeMap?placeId=9');
  const sheet = page.getByRole('dialog', { name: '명동대성당' });
  await expect(sheet.locator('.place-actions')).toBeVisible();
  await expect(sheet).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const search = page.getByRole('search');
  await expect(search).toBeFocused();
  await expect(search).toBeInViewport();
  // The next Tab goes on into the search field, from where the screen starts.
  await page.keyboard.press('Tab');
  await expect(search.getByRole('searchbox')).toBeFocused();
});
