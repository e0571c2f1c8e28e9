/**
 * `npm run screens`: phone (390 × 844) and desktop (1280 × 800) screenshots of the main screens in
 * Korean and Japanese for the README, taken from the built client (dist/web) on a mock server of
 * its own (in-memory, seeded, on a free port) in Chromium at CHROMIUM_PATH or /usr/bin/chromium.
 * JPEG at quality 70: a few tens of KB each (a desktop one about a hundred), small enough to commit.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, settle, startMock } from './lib/shots';

type Language = 'ko' | 'ja';
const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/screens');
const DEMO: Record<Language, string> = { ko: 'demo@tabi.test', ja: 'demo-ja@tabi.test' };

async function shoot(page: Page, name: string) {
  await settle(page);
  const file = join(OUT, `${name}.jpg`);
  await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
  console.log(`${file.slice(ROOT.length + 1)} ${Math.round(statSync(file).size / 1024)} KB`);
}

async function screens(base: string, language: Language) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      locale: language === 'ja' ? 'ja-JP' : 'ko-KR',
    });
    await context.addInitScript((lang) => localStorage.setItem('tl_lang', lang), language);
    const page = await context.newPage();

    // A first visit, then the demo member of that language.
    await page.goto('/');
    await page.waitForURL(/\/selectCountry$/);
    await shoot(page, `${language}-first-screen`);
    await page.goto('/emailLogin');
    await page.locator('input[type=email]').fill(DEMO[language]);
    await page.locator('input[type=password]').fill('demo1234');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/$/);

    const headers = {
      access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
      'accept-language': language,
    };
    const call = async (path: string, data: object = {}) =>
      ((await (await page.request.post(path, { headers, data })).json()) as { data: { items?: unknown[] } }).data;
    // Today's attendance draw would cover the feed: drawn here, as the member would.
    await call('/api/user/user-attendance', { draw: true });
    await page.reload();
    await shoot(page, `${language}-feed`);

    const latest = (await call('/api/feed/main-feed-list', { tab: 'recommended' })).items as Array<{
      id: number;
      imageCount: number;
    }>;
    const post = `/feedDetail?id=${latest.find((p) => p.imageCount > 0)!.id}`;
    await page.goto(post);
    await shoot(page, `${language}-post`);
    await page.goto('/placeMap');
    await shoot(page, `${language}-map`);
    const plans = (await call('/api/travel/plan-list')).items as Array<{ id: number }>;
    const plan = plans[0] ? `/travelPlanDetail?id=${plans[0].id}` : '/travelPlan';
    await page.goto(plan);
    await shoot(page, `${language}-plan`);
    await page.goto('/pointShop');
    await shoot(page, `${language}-shop`);
    await page.goto('/myFeed');
    await shoot(page, `${language}-my`);
    // Where a member starts looking, and what the service tells them.
    await page.goto('/feedSearch');
    await shoot(page, `${language}-search`);
    await page.goto('/notice');
    await shoot(page, `${language}-notices`);

    // The wide layout of a desktop window.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [name, path] of Object.entries({ feed: '/', map: '/placeMap', post, plan })) {
      await page.goto(path);
      await shoot(page, `${language}-desktop-${name}`);
    }
  } finally {
    await browser.close();
  }
}

mkdirSync(OUT, { recursive: true });
const mock = await startMock(await freePort());
try {
  for (const language of ['ko', 'ja'] as const) await screens(mock.base, language);
} finally {
  mock.stop();
}
