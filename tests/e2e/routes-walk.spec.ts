import type { BrowserContext, Page } from '@playwright/test';
import { expect, loginAsDemo, test } from './fixtures';
import { covers, shippedCoverage } from './font-coverage';
import { DEMO, openAs, routePaths, seedIds, settled, urlOf, type Ids } from './route-list';

/**
 * Every route of the route table, and the tester console, in Korean and Japanese on a 390 px
 * phone: no character the shipped fonts cannot draw (it would be an empty box on a machine
 * without them), no raw translation key, no sideways scrolling, no page or console error.
 * Text people wrote (posts, comments, nicknames, the bodies in the console's request log) is marked
 * data-user-content and skipped for the font check: it may hold anything.
 */

const APP_FONTS = shippedCoverage('src/renderer/main.tsx');
const CONSOLE_FONTS = shippedCoverage('src/renderer/console/main.tsx');
/** i18next answers a missing key with the key itself: `detail.applaud`, `feed:home.tab`. */
const RAW_KEY = /^(?:[a-zA-Z]+:)?[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+$/;

/** Every error the page reports; a failed request to another host (map tiles, offline here) is the network's, not ours. */
function collectErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && from && !from.startsWith(origin)) return;
    errors.push(`console error: ${message.text()} (${from})`);
  });
  return errors;
}

interface Shown {
  text: string;
  drawn: boolean;
  where: string;
}

/** Every piece of UI text on the page: text nodes and the attributes people see or hear. */
async function shownText(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const where = (el: Element | null) => {
      const parts: string[] = [];
      for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        parts.unshift(
          e.tagName.toLowerCase() +
            (e.id ? `#${e.id}` : '') +
            (e.classList.length ? `.${[...e.classList].join('.')}` : ''),
        );
      }
      return parts.join(' > ');
    };
    const skip = (el: Element | null) =>
      !el || el.closest('script, style, noscript, template, [data-user-content]') !== null;
    const shown: Shown[] = [{ text: document.title, drawn: false, where: 'title' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.trim();
      if (text && !skip(node.parentElement)) shown.push({ text, drawn: true, where: where(node.parentElement) });
    }
    for (const el of document.body.querySelectorAll(
      '[placeholder], [aria-label], [title], img[alt], input[type=button], input[type=submit]',
    )) {
      if (skip(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt', 'value']) {
        const text = el.getAttribute(name)?.trim();
        if (text && (name !== 'value' || el.matches('input[type=button], input[type=submit]'))) {
          shown.push({ text, drawn: name === 'placeholder' || name === 'value', where: `${where(el)}[${name}]` });
        }
      }
    }
    return shown;
  });
}

/** What is wrong with the screen as it stands; empty when nothing is. */
async function problems(page: Page, fonts: ReturnType<typeof shippedCoverage>, errors: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { text, drawn, where } of await shownText(page)) {
    if (RAW_KEY.test(text)) found.push(`raw translation key "${text}" at ${where}`);
    if (!drawn) continue;
    const missing = [...new Set([...text].filter((ch) => !/\s/.test(ch) && !covers(fonts, ch.codePointAt(0)!)))];
    if (missing.length) {
      found.push(
        `no shipped font draws ${missing.map((ch) => `"${ch}" U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')} in "${text.slice(0, 40)}" at ${where}`,
      );
    }
  }
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  if (width.scroll > width.view) found.push(`scrolls sideways: ${width.scroll} px wide in a ${width.view} px window`);
  return [...new Set([...found, ...errors])];
}

const PATHS = routePaths();

test('the walk covers the whole route table', () => {
  // The product's 31 screens, as the route table declares them.
  expect(PATHS.length).toBeGreaterThanOrEqual(31);
  expect(new Set(PATHS).size).toBe(PATHS.length);
});

for (const language of ['ko', 'ja'] as const) {
  test.describe(`${language} at 390 px`, () => {
    // One signed-in profile per language and a new tab of it per route (a test each, so a failure
    // names the route): a new profile per route costs a third more CPU, and one tab for every
    // route grew by some 4 MB of script heap a load here until a load stalled after about 60.
    let context: BrowserContext;
    let ids: Ids;

    test.beforeAll(async ({ browser }, workerInfo) => {
      context = await openAs(browser, language, workerInfo.workerIndex);
      const page = await context.newPage();
      await loginAsDemo(page, DEMO[language], 'demo1234', { language });
      ids = await seedIds(page, language);
      await page.close();
    });

    test.afterAll(async () => {
      await context.close();
    });

    /** A new tab at the address, with what it reports from the start. */
    async function open(url: string, origin: string) {
      const page = await context.newPage();
      const errors = collectErrors(page, origin);
      await page.goto(url);
      return { page, errors };
    }

    for (const path of PATHS) {
      test(`${path}`, async ({ baseURL }) => {
        const { page, errors } = await open(urlOf(path, ids, language), baseURL!);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await problems(page, APP_FONTS, errors)).toEqual([]);
        await page.close();
      });
    }

    test('the tester console', async ({ baseURL }) => {
      const { page, errors } = await open('/__mock/', baseURL!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The request log streams (server-sent events), so the network never goes idle.
      await expect(page.getByRole('region').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await problems(page, CONSOLE_FONTS, errors)).toEqual([]);
      await page.close();
    });
  });
}
