import type { Page } from '@playwright/test';
import { expect, expectAccessible, joinByEmail, onboard, restartedBrowser, test, writeFirstPost } from './fixtures';

/**
 * Whole journeys, each from a clean browser profile at `/` (nothing prepared in storage), on a
 * phone, asserting what the person sees; every screen passed is checked with axe. Each runs in a
 * Korean browser and once in an English one (which gets Korean).
 */
test.describe.configure({ timeout: 240_000 });

/** A screen has arrived (its main content is drawn, nothing is loading) and passes axe. */
async function checkScreen(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.state-loading')).toHaveCount(0);
  await expectAccessible(page);
}

for (const locale of ['ko-KR', 'en-US']) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });

    test('journey 1: a Korean visitor onboards, joins by e-mail and writes a first post with two pictures', async ({ page, mock }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/selectCountry$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
      await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
      await onboard(page, 'ko', checkScreen);
      await joinByEmail(page, mock, 'ko', true, checkScreen);
      // A newcomer's first home screen offers the daily attendance draw; this visitor leaves it for later.
      const attendance = page.getByRole('dialog', { name: '오늘의 출석 선물' });
      await expect(attendance).toBeVisible();
      await expectAccessible(page);
      await attendance.getByRole('button', { name: '다음에' }).click();
      await expect(attendance).toBeHidden();

      const title = `첫 서울 산책 ${Date.now().toString(36)}`;
      await writeFirstPost(page, title, '경복궁 돌담길을 따라 걸었어요.');
      await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('10,400');
      await checkScreen(page);
    });

    test('journey 3: a returning member signs in, keeps the sign-in, and a restarted browser with an expired token opens the feed', async ({ browser, mock }) => {
      const member = await mock.createUser();
      const first = await browser.newContext();
      const page = await first.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(/\/selectCountry$/);
      await checkScreen(page);
      await page.getByRole('button', { name: '이미 계정이 있어요' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('타비로그');
      await checkScreen(page);
      await page.getByRole('link', { name: '이메일로 로그인' }).click();

      await expect(page).toHaveURL(/\/emailLogin$/);
      await checkScreen(page);
      await page.getByLabel('이메일', { exact: true }).fill(member.email);
      await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
      await page.getByRole('checkbox', { name: '로그인 상태 유지' }).check();
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
      await checkScreen(page);
      const state = await first.storageState();
      await first.close();

      await mock.expireTokens();
      const second = await restartedBrowser(browser, state);
      const again = await second.newPage();
      await again.goto('/');
      await expect(again.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
      await expect(again.getByRole('tab', { name: '최신' })).toBeVisible();
      await expect(again).toHaveURL(/\/$/);
      await expect(again.getByRole('dialog')).toHaveCount(0);
      await checkScreen(again);
      await second.close();
    });
  });
}
