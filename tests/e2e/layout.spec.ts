import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, loginAsDemo, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { SIZES, atEverySize, expectNothing, resize } from './layout-walk';
import { DEMO, openAs, routePaths, seedIds, settled, urlOf, type Ids } from './route-list';
import { APP_FONTS, CONSOLE_FONTS, collectErrors, textProblems } from './text-check';

/**
 * Every screen as people see it: every route of the route table, the tester console and the main
 * dialogs, in Korean and Japanese. At 390 px each fails on text the shipped fonts cannot draw, a raw
 * translation key, a page or console error, a wrong `lang` (tests/e2e/text-check.ts); at
 * 320 × 640, 390 × 844, 1280 × 800 and 200 % text on text over other text, text clipped without an
 * ellipsis, anything wider than the screen or its dialog, a page or dialog that scrolls sideways,
 * a sticky bar the page shows through (tests/e2e/layout-check.ts), and a line that breaks inside a
 * Korean word or a Japanese phrase (text-check.ts `brokenWords`).
 *
 * Quick by design: one tab per language that goes from route to route, the sizes by resizing it,
 * one script per state. 200 % text is the root font size doubled at 390 px, what the browser's
 * font-size setting does (decision 050).
 */

/** The few button words the dialogs open from. */
const WORDS = {
  ko: { addToDayPlan: '일정에 추가', logout: '로그아웃', withdraw: '회원 탈퇴' },
  ja: { addToDayPlan: 'プランに追加', logout: 'ログアウト', withdraw: '退会する' },
} as const;

const modal = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

/** Opens a dialog by pressing what opens it, at 390 px and normal text: it takes focus, the page behind is inert. */
async function openDialog(page: Page, opener: Locator) {
  await resize(page, SIZES[0]!);
  await opener.click();
  await expect(modal(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[aria-modal="true"]') !== null))
    .toBe(true);
  await expect(page.locator('.app')).toHaveJSProperty('inert', true);
  await settled(page);
}

/**
 * Escape closes every dialog open, the top one first; the page behind is live again and focus is on
 * something visible there (what opened the dialog, else the screen's heading or search), not <body>.
 */
async function closeDialogs(page: Page) {
  while ((await modal(page).count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  }
  await expect(page.locator('.app')).toHaveJSProperty('inert', false);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const box = focused?.getBoundingClientRect();
        return focused !== document.body && box !== undefined && box.width > 1 && box.height > 1;
      }),
    )
    .toBe(true);
}

/** Every control a target of 24 × 24 px at least (WCAG 2.5.8), at the size shown; a link inside a sentence is exempt. */
async function smallTargets(page: Page, where: string): Promise<string[]> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input, select, summary')]
      .filter((el) => el.checkVisibility() && !(el.matches('a') && el.closest('p, li > span, td')))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 23.5 || box.height < 23.5))
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
  return small.map((target) => `${where}: target under 24 px: ${target}`);
}

const PATHS = routePaths();

test('the walk covers the whole route table', () => {
  // The product's 31 screens, as the route table declares them.
  expect(PATHS.length).toBeGreaterThanOrEqual(31);
  expect(new Set(PATHS).size).toBe(PATHS.length);
});

for (const language of ['ko', 'ja'] as const) {
  test.describe(`layout in ${language}`, () => {
    // A screen is four states measured one after the other; a busy machine needs more than 30 s for some.
    test.describe.configure({ timeout: 60_000 });
    let context: BrowserContext;
    let page: Page;
    let ids: Ids;
    /** What the page reported since the test began (a failed request to another host, map tiles offline here, aside). */
    let errors: string[];

    test.beforeAll(async ({ browser }, workerInfo) => {
      context = await openAs(browser, language, workerInfo.workerIndex);
      page = await context.newPage();
      errors = collectErrors(page, baseURL);
      await loginAsDemo(page, DEMO[language], 'demo1234', { language });
      ids = await seedIds(page, language);
    });

    test.afterAll(async () => {
      await context.close();
    });

    for (const path of PATHS) {
      test(path, async () => {
        errors.length = 0;
        await page.goto(urlOf(path, ids, language));
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const found = await textProblems(page, APP_FONTS, errors);
        found.push(...(await atEverySize(page, `${path} ${language}`)));
        // A screen that opens under a dialog (the place sheet, the attendance draw) is looked at without it too.
        if ((await modal(page).count()) > 0) {
          await resize(page, SIZES[0]!);
          await closeDialogs(page);
          found.push(...(await atEverySize(page, `${path} ${language} under its dialog`)));
        }
        expectNothing(found);
      });
    }

    test('the tester console', async () => {
      errors.length = 0;
      await page.goto('/__mock/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The request log streams (server-sent events), so the network never goes idle.
      await expect(page.getByRole('region').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const found = await textProblems(page, CONSOLE_FONTS, errors);
      // It reflows too: 320 px and 200 % text without sideways scrolling (its request table scrolls in
      // its own box); a tool's dense text is not held to the reading rules of the app's words.
      found.push(...(await atEverySize(page, `/__mock/ ${language}`, { words: false })));
      found.push(...(await smallTargets(page, `/__mock/ ${language}`)));
      // Its clock tab, and the app-drawn date and time popups it asks a moment with (decision 135).
      await page.goto('/__mock/#clock');
      await expect(page.locator('#clock .date-time')).toBeVisible();
      found.push(...(await atEverySize(page, `/__mock/#clock ${language}`, { words: false })));
      found.push(...(await smallTargets(page, `/__mock/#clock ${language}`)));
      for (const [part, name] of ['date', 'time'].entries()) {
        await resize(page, SIZES[0]!);
        await page.locator('#clock .date-time .pick-button').nth(part).click();
        await expect(modal(page)).toBeVisible();
        const where = `/__mock/#clock ${language} ${name} popup`;
        found.push(...(await atEverySize(page, where, { words: false })));
        found.push(...(await smallTargets(page, where)));
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
      }
      expectNothing(found);
    });

    test('dialogs on a post: report, picture viewer, add to a day plan', async () => {
      const path = `/feedDetail?id=${ids.pictureFeedId}`;
      await page.goto(path);
      await settled(page);
      const found: string[] = [];
      await openDialog(page, page.locator('.post-author .button.subtle'));
      found.push(...(await atEverySize(page, `${path} ${language} report dialog`)));
      await closeDialogs(page);
      await openDialog(page, page.locator('.post-picture').first());
      found.push(...(await atEverySize(page, `${path} ${language} picture viewer`)));
      await closeDialogs(page);
      await openDialog(page, page.getByRole('button', { name: WORDS[language].addToDayPlan }));
      found.push(...(await atEverySize(page, `${path} ${language} add to a day plan`)));
      await closeDialogs(page);
      expectNothing(found);
    });

    test('the post editor: its theme choice, then the sheet', async () => {
      await page.goto('/');
      await settled(page);
      await openDialog(page, page.locator('.feed-write-button'));
      const found = await atEverySize(page, `/ ${language} theme choice`);
      await resize(page, SIZES[0]!);
      await modal(page).locator('.choice').first().click();
      await modal(page).locator('.dialog-actions .button.primary').click();
      await expect(modal(page).locator('.feed-editor')).toBeVisible();
      found.push(...(await atEverySize(page, `/ ${language} post editor`)));
      await resize(page, SIZES[0]!);
      await closeDialogs(page);
      expectNothing(found);
    });

    test('dialogs on the my page: confirm, withdrawal', async () => {
      await page.goto('/preferences');
      await settled(page);
      const found: string[] = [];
      await openDialog(page, page.getByRole('button', { name: WORDS[language].logout, exact: true }));
      found.push(...(await atEverySize(page, `/preferences ${language} logout confirm`)));
      await closeDialogs(page);
      await openDialog(page, page.getByRole('button', { name: WORDS[language].withdraw, exact: true }));
      found.push(...(await atEverySize(page, `/preferences ${language} withdrawal`)));
      await closeDialogs(page);
      expectNothing(found);
    });

    test("a new member's dialogs: the attendance draw and its result, the delivery address", async ({
      browser,
      mock,
    }) => {
      // Four states at four sizes, after a sign-in of its own.
      test.setTimeout(90_000);
      const member = await mock.createUser({ language, points: 100_000, missionMet: true, attendedToday: false });
      const own = await openAs(browser, language, test.info().workerIndex);
      const page = await own.newPage();
      await loginAsDemo(page, member.email, member.password, { language });
      await expect(modal(page)).toBeVisible();
      await settled(page);
      const found = await atEverySize(page, `/ ${language} attendance draw`);
      await resize(page, SIZES[0]!);
      await modal(page).locator('[data-autofocus]').click();
      await expect(modal(page).locator('.attendance-result')).toBeVisible();
      // The result replaced the button pressed: focus stays in the dialog.
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
      found.push(...(await atEverySize(page, `/ ${language} attendance result`)));
      await closeDialogs(page);

      const path = `/pointShopDetail?id=${ids.productId}`;
      await page.goto(path);
      await settled(page);
      await openDialog(page, page.locator('.sticky-action .button'));
      await expect(page.locator('#delivery-form')).toBeVisible();
      for (const country of language === 'ja' ? ['JP', 'KR'] : ['KR', 'JP']) {
        await resize(page, SIZES[0]!);
        await page.locator(`#delivery-form input[value="${country}"]`).check();
        found.push(...(await atEverySize(page, `${path} ${language} delivery address (${country})`)));
      }
      await own.close();
      expectNothing(found);
    });
  });
}
