import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  joinByEmail,
  onboard,
  openEditorWithTheme,
  restartedBrowser,
  test,
  writeFirstPost,
} from './fixtures';

/**
 * Whole journeys, each from a clean browser profile at `/` (nothing prepared in storage), on a
 * phone, asserting what the person sees; every screen passed is checked with axe. Each runs in a
 * Korean browser and once in an English one (which gets Korean).
 */
test.describe.configure({ timeout: 240_000 });

/**
 * A screen has arrived (its main content is drawn, nothing is loading) and passes axe. The en-US
 * run shows the same Korean screens as the ko-KR run, so axe checks them in the ko-KR run only.
 */
const screenCheck = (locale: string) => async (page: Page) => {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.state-loading')).toHaveCount(0);
  if (locale === 'ko-KR') await expectAccessible(page);
};

for (const locale of ['ko-KR', 'en-US']) {
  test.describe(`in a ${locale} browser`, () => {
    test.use({ locale });
    const checkScreen = screenCheck(locale);

    test('journey 1: a Korean visitor onboards, joins by e-mail and writes a first post with two pictures', async ({
      page,
      mock,
    }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/selectCountry$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
      await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
      await onboard(page, 'ko', checkScreen);
      await joinByEmail(page, mock, 'ko', true, checkScreen);
      // A newcomer's first home screen offers the daily attendance draw; this visitor leaves it for later.
      const attendance = page.getByRole('dialog', { name: '오늘의 출석 선물' });
      await expect(attendance).toBeVisible();
      if (locale === 'ko-KR') await expectAccessible(page);
      await attendance.getByRole('button', { name: '다음에' }).click();
      await expect(attendance).toBeHidden();

      const title = `첫 서울 산책 ${Date.now().toString(36)}`;
      await writeFirstPost(page, title, '경복궁 돌담길을 따라 걸었어요.');
      await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('10,400');
      await checkScreen(page);
    });

    test('journey 3: a returning member signs in, keeps the sign-in, and a restarted browser with an expired token opens the feed', async ({
      browser,
      mock,
    }) => {
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

/**
 * What the desktop preload gives a kiosk renderer, played in the browser: the same bridge, whose
 * idle signal the test fires and whose reset loads the first screen as the desktop shell does
 * after its own wipe. Everything the visitor left must be gone by what the renderer does itself.
 */
function kioskShell() {
  const w = window as unknown as { tabi: TabiBridge; e2eKioskIdle?: () => void };
  w.tabi = {
    isDesktop: true,
    isKiosk: true,
    getApiBaseUrl: async () => location.origin,
    getAppVersion: async () => 'kiosk-e2e',
    onKioskIdle: (listener) => {
      w.e2eKioskIdle = listener;
    },
    resetKiosk: async () => {
      location.replace('/');
    },
    staffCorner: null,
    staffUnlock: async () => ({ result: 'no-pin' }),
    staffExit: async () => undefined,
  };
}

for (const locale of ['ko-KR', 'en-US']) {
  test.describe(`a kiosk in a ${locale} browser`, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } });
    const checkScreen = screenCheck(locale);

    test('journey 5: after the idle reset the next visitor finds the first screen and nothing of the last one', async ({
      context,
      page,
      mock,
    }) => {
      await context.addInitScript(kioskShell);
      const member = await mock.createUser();
      await page.goto('/');
      await expect(page).toHaveURL(/\/selectCountry$/);
      await checkScreen(page);
      // The visitor answers, signs in and keeps it, starts a post and leaves it half-written.
      await page.getByRole('radio', { name: '대한민국', exact: true }).check();
      await page.getByRole('button', { name: '이미 계정이 있어요' }).click();
      await page.getByRole('link', { name: '이메일로 로그인' }).click();
      await page.getByLabel('이메일', { exact: true }).fill(member.email);
      await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
      await page.getByRole('checkbox', { name: '로그인 상태 유지' }).check();
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      // The first home screen loads several lists at once: room for a busy machine.
      await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible({ timeout: 20_000 });
      await checkScreen(page);
      const editor = await openEditorWithTheme(page);
      await editor.getByLabel('제목').fill('반쯤 쓴 글');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('tl_feed.draft.v1'))).toContain('반쯤 쓴 글');
      const visitorState = await context.storageState();
      expect(visitorState.cookies.map((c) => c.name)).not.toEqual([]);

      const resetAt = Date.now();
      await page.evaluate(() => (window as unknown as { e2eKioskIdle(): void }).e2eKioskIdle());

      await expect(page).toHaveURL(/\/selectCountry$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
      await expect(page.getByRole('radio', { name: '대한민국', exact: true })).not.toBeChecked();
      await checkScreen(page);
      // Only the new visit's own mark is stored; no session, cookie or database is left.
      const left = await page.evaluate(async () => ({
        local: Object.keys(localStorage),
        firstVisit: localStorage.getItem('firstVisitDate'),
        session: Object.keys(sessionStorage),
        databases: (await indexedDB.databases()).map((d) => d.name),
      }));
      expect(left).toMatchObject({ local: ['firstVisitDate'], session: [], databases: [] });
      expect(Date.parse(left.firstVisit!)).toBeGreaterThanOrEqual(resetAt - 1000);
      // The sign-in throttle's device cookie (HttpOnly, decision 123) outlives a sign-out by design
      // and opens nothing; the desktop shell's own wipe (clearStorageData, tests/unit/main) takes it.
      expect((await context.cookies()).filter((c) => c.name !== 'device')).toEqual([]);

      // The sign-in is over on the server too: the last visitor's copied state opens no session.
      const copy = await page.context().browser()!.newContext({ storageState: visitorState });
      const thief = await copy.newPage();
      await thief.goto('/');
      // Its calls are refused, the renewal too, and the app drops the token: the login screen.
      await expect(thief).toHaveURL(/\/login$/, { timeout: 20_000 });
      // The refused renewal also reloads the page, which may land just after the URL did: ask again then.
      const tokenLeft = () => thief.evaluate(() => localStorage.getItem('access')).catch(() => 'navigating');
      await expect.poll(tokenLeft).toBeNull();
      await copy.close();
    });
  });
}
