import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, savedMembers, test } from './fixtures';

/**
 * Journey 4: a tester on a clean browser profile opens the console, breaks the feed list with a
 * 500 through its form, watches the app (another tab) show the error with a retry, clears the
 * fault, and the retry brings the feed back. The console speaks the browser's language (English
 * for neither Korean nor Japanese); the app is Korean in both cases.
 */

// Several helpers share two CPUs; axe on the console alone takes seconds.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const CONSOLE = {
  'ko-KR': {
    title: '목 서버 콘솔',
    faults: '장애',
    path: '호출 경로 (정확히, 또는 * 사용)',
    status: '상태',
    add: '장애 추가',
    added: /장애 \d+[을를] 추가했습니다/,
    active: '활성 장애',
    hits: /(\d+)회 적용/,
    remove: /삭제 #\d+ \/api\/feed\/main-feed-list/,
    empty: '장애가 없습니다. 모든 호출이 정상 응답합니다.',
    requests: '요청',
  },
  'en-US': {
    title: 'Mock server console',
    faults: 'Faults',
    path: 'Call path (exact, or with *)',
    status: 'Status',
    add: 'Add fault',
    added: /Fault \d+ added/,
    active: 'Active faults',
    hits: /(\d+) hits/,
    remove: /Remove #\d+ \/api\/feed\/main-feed-list/,
    empty: 'No faults: every call is answered normally.',
    requests: 'Requests',
  },
} as const;

for (const locale of ['ko-KR', 'en-US'] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    /** The en-US run shows the same screens (the console in English): axe checks them in the ko-KR run. */
    const axe = (page: Page) => (locale === 'ko-KR' ? expectAccessible(page) : Promise.resolve());

    test('a tester breaks the feed list from the console and the app recovers with a retry once it is cleared', async ({
      page,
      context,
      mock: _mock,
    }) => {
      const t = CONSOLE[locale];
      await page.goto('/__mock/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await axe(page);

      // The app, in a second tab of the same clean profile: first screen, then the member's login.
      const app = await context.newPage();
      await app.goto('/');
      await expect(app).toHaveURL(/\/selectCountry$/);
      await expect(app.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
      await app.getByRole('button', { name: '이미 계정이 있어요' }).click();
      await expect(app).toHaveURL(/\/login$/);
      await app.getByRole('link', { name: '이메일로 로그인' }).click();
      await app.getByLabel('이메일', { exact: true }).fill('demo@tabi.test');
      await app.getByLabel('비밀번호', { exact: true }).fill('demo1234');
      await app.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(app).toHaveURL(/\/$/);
      const feed = app.getByRole('tabpanel');
      await expect(feed.getByRole('listitem').first()).toBeVisible();

      // The fault, through the console's form.
      const faults = page.getByRole('region', { name: t.faults, exact: true });
      await faults.getByLabel(t.path).fill('/api/feed/main-feed-list');
      await faults.getByLabel(t.status, { exact: true }).selectOption('500');
      await faults.getByRole('button', { name: t.add }).click();
      await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      const active = faults.getByRole('list', { name: t.active });
      await expect(active.getByRole('listitem')).toHaveCount(1);
      await expect(active).toContainText('/api/feed/main-feed-list');
      await axe(page);

      // The app's feed now fails: the error with a retry above the list saved from the visit
      // before (it stays readable), and the retry still fails. (Answers are saved a moment after
      // they arrive: the reload waits for that.)
      await expect.poll(() => savedMembers(app)).not.toEqual([]);
      await app.reload();
      const failure = feed.getByRole('alert');
      await expect(failure).toContainText('[500] 서버 오류가 발생했습니다');
      const retry = failure.getByRole('button', { name: '다시 시도' });
      await expect(retry).toBeVisible();
      await axe(app);
      await retry.click();
      await expect(failure).toContainText('[500]');
      await expect(feed.getByRole('listitem').first()).toBeVisible();

      // The console shows the failed calls (on its requests tab), counted on the fault.
      await expect
        .poll(async () => Number((await active.textContent())?.match(t.hits)?.[1] ?? 0))
        .toBeGreaterThanOrEqual(2);
      await page.getByRole('navigation').getByRole('link', { name: t.requests, exact: true }).click();
      const failed = page
        .getByRole('region', { name: t.requests, exact: true })
        .locator('tr.failed', { hasText: '/api/feed/main-feed-list' });
      await expect(failed.first()).toContainText('500');
      await page.getByRole('navigation').getByRole('link', { name: t.faults, exact: true }).click();

      // Cleared: the retry brings the feed back.
      await active.getByRole('button', { name: t.remove }).click();
      await expect(faults.getByText(t.empty)).toBeVisible();
      await retry.click();
      await expect(failure).toBeHidden();
      await expect(feed.getByRole('listitem').first()).toBeVisible();
      await axe(app);
    });
  });
}
