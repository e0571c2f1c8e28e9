/**
 * `npm run design:shots`: a picture of each shared component as the screens draw it, in Korean
 * and Japanese, for docs/design.md (PNG, 1×, only the component: a few KB each). With
 * `-- --look DIR` it also takes whole screens built on them at 390 and 320 px, at 200 % text and
 * at 1280 × 800, into DIR, for a person to look at (not committed). Runs the built client
 * (dist/web) on a mock server of its own: SHOTS_PORT or a free port.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, settle, startMock } from './lib/shots';

type Language = 'ko' | 'ja';
const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/design');
const DEMO: Record<Language, string> = { ko: 'demo@tabi.test', ja: 'demo-ja@tabi.test' };
const lookAt = process.argv.includes('--look') ? process.argv[process.argv.indexOf('--look') + 1] : undefined;

async function signedIn(browser: Browser, base: string, language: Language, email: string, password: string) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: language === 'ja' ? 'ja-JP' : 'ko-KR',
  });
  await context.addInitScript((lang) => {
    if (sessionStorage.getItem('shots-init')) return;
    sessionStorage.setItem('shots-init', '1');
    localStorage.setItem('tl_lang', lang);
    localStorage.setItem('firstVisitDate', '2026-01-01T00:00:00.000Z');
  }, language);
  const page = await context.newPage();
  await page.goto('/emailLogin');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/$/);
  // Today's attendance draw would cover the screens: drawn here, as the member would.
  const access = (await page.evaluate(() => localStorage.getItem('access'))) ?? '';
  await page.request.post('/api/user/user-attendance', { headers: { access }, data: { draw: true } });
  return page;
}

async function shoot(target: Locator, name: string) {
  await target.first().scrollIntoViewIfNeeded();
  const file = join(OUT, `${name}.png`);
  await target.first().screenshot({ path: file, animations: 'disabled' });
  console.log(`${file.slice(ROOT.length + 1)} ${Math.round(statSync(file).size / 1024)} KB`);
}

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await settle(page);
};

/** The tokens drawn as swatches over the page: colours, type scale, spacing, radii, elevation. */
async function tokens(page: Page) {
  const row = (cells: string[]) =>
    `<div style="display:flex;flex-wrap:wrap;gap:8px;align-items:end">${cells.join('')}</div>`;
  const cell = (name: string, body: string) =>
    `<div style="display:grid;gap:4px;justify-items:center;width:80px">${body}<span>${name}</span></div>`;
  const box = (css: string) => `<span style="display:block;${css}"></span>`;
  const colours = ['brand', 'brand-dark', 'brand-soft', 'brand-tint', 'ink', 'muted', 'line', 'line-strong'];
  const more = ['bg', 'card', 'ok', 'ok-soft', 'danger', 'danger-soft', 'focus', 'skeleton'];
  const swatch = (c: string) =>
    cell(
      c,
      box(
        `width:48px;height:48px;border-radius:var(--radius-sm);background:var(--${c});box-shadow:var(--shadow-hairline)`,
      ),
    );
  const html = [
    row(colours.map(swatch)),
    row(more.map(swatch)),
    row(
      ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'].map((s) =>
        cell(s, `<span style="font:700 var(--text-${s})/1 sans-serif">Aa</span>`),
      ),
    ),
    row(
      [1, 2, 3, 4, 5, 6, 8, 10].map((n) =>
        cell(`space-${n}`, box(`width:var(--space-${n});height:24px;background:var(--brand)`)),
      ),
    ),
    row(
      ['sm', 'md', 'lg', 'xl', 'pill'].map((r) =>
        cell(
          `radius-${r}`,
          box(
            `width:48px;height:32px;border-radius:var(--radius-${r});background:var(--card);box-shadow:var(--shadow-hairline)`,
          ),
        ),
      ),
    ),
    row(
      ['hairline', 'raised', 'overlay'].map((e) =>
        cell(
          e,
          box(
            `width:56px;height:40px;margin:8px;border-radius:var(--radius-md);background:var(--card);box-shadow:var(--shadow-${e})`,
          ),
        ),
      ),
    ),
  ].join('');
  await page.evaluate((inner) => {
    const sheet = document.createElement('div');
    sheet.id = 'token-sheet';
    sheet.style.cssText =
      'position:absolute;top:0;left:0;width:390px;z-index:9999;background:var(--bg);padding:16px;font:12px/1.4 monospace;color:var(--ink);display:grid;gap:16px';
    sheet.innerHTML = inner;
    document.body.append(sheet);
  }, html);
  await shoot(page.locator('#token-sheet'), 'tokens');
}

async function components(browser: Browser, base: string, language: Language) {
  const page = await signedIn(browser, base, language, DEMO[language], 'demo1234');
  const name = (component: string) => `${component}.${language}`;
  const fault = (path: string) =>
    page.request.post('/__mock/faults', { data: { path, delayMs: 8000, times: 1 } }).then((r) => r.ok());

  // Before the lists are read once: a list read before shows its saved answer, not a skeleton.
  await fault('/api/notice/notice-list');
  await page.goto('/notice');
  await shoot(page.locator('.skeleton'), name('skeleton-rows'));
  await fault('/api/feed/bookmark-list');
  await page.goto('/savedPosts');
  await shoot(page.locator('.skeleton'), name('skeleton-cards'));
  await open(page, '/');
  await shoot(page.locator('.feed-toolbar'), name('tabs'));
  await open(page, '/notice');
  await shoot(page.locator('.page-header'), name('icon-button'));
  await shoot(page.locator('main ul.list > li').first(), name('list-row'));
  await open(page, '/myPointHistory');
  await shoot(page.locator('.point-summary'), name('card'));
  await open(page, '/preferences');
  await shoot(page.locator('section[aria-labelledby=menu-consents] .menu-list'), name('badge'));
  await shoot(page.locator('.account-actions'), name('button'));
  await page.getByRole('switch').click();
  await shoot(page.locator('.toast'), name('toast'));
  await page.locator('.account-actions .button').first().click();
  await shoot(page.getByRole('dialog'), name('dialog'));
  await page.keyboard.press('Escape');
  await page.locator('.account-actions .button').last().click();
  await shoot(page.getByRole('dialog').locator('.check'), name('check-field'));
  await page.keyboard.press('Escape');
  await open(page, '/myInfo');
  await page.locator('#info-nickname').fill('');
  await page.locator('form button[type=submit]').click();
  await shoot(page.locator('.field').filter({ has: page.locator('#info-nickname') }), name('field'));
  await shoot(page.locator('fieldset.choice-group'), name('choice-tiles'));
  await open(page, '/feedSearch');
  await shoot(page.locator('form.search-form'), name('search-form'));
  if (language === 'ko') await tokens(page);
  const fresh = (await (await page.request.post(`${base}/__mock/users`, { data: { language } })).json()) as {
    email: string;
    password: string;
  };
  await page.context().close();
  const newcomer = await signedIn(browser, base, language, fresh.email, fresh.password);
  await open(newcomer, '/savedPosts');
  await shoot(newcomer.locator('.empty-state'), name('empty-state'));
  await newcomer.context().close();
}

const LOOK_PATHS = [
  '/preferences',
  '/notice',
  '/myPointHistory',
  '/myPointShopOrder',
  '/travelPlan',
  '/savedPosts',
  '/myInfo',
  '/pointShop',
];
const LOOK_SIZES = [
  { tag: '390', width: 390, height: 844, text: 1 },
  { tag: '320', width: 320, height: 640, text: 1 },
  { tag: '390-200pct', width: 390, height: 844, text: 2 },
  { tag: '1280', width: 1280, height: 800, text: 1 },
];

async function look(browser: Browser, base: string, language: Language, dir: string) {
  const page = await signedIn(browser, base, language, DEMO[language], 'demo1234');
  for (const size of LOOK_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of LOOK_PATHS) {
      await open(page, path);
      await page.evaluate((scale) => (document.documentElement.style.fontSize = `${scale * 100}%`), size.text);
      await page.screenshot({
        path: join(dir, `${language}-${size.tag}${path.replace('/', '-')}.png`),
        fullPage: true,
      });
    }
  }
  await page.context().close();
}

mkdirSync(OUT, { recursive: true });
const mock = await startMock(Number(process.env.SHOTS_PORT) || (await freePort()));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const language of ['ko', 'ja'] as const) {
    await components(browser, mock.base, language);
    if (lookAt) {
      mkdirSync(lookAt, { recursive: true });
      await look(browser, mock.base, language, lookAt);
    }
  }
} finally {
  await browser.close();
  mock.stop();
}
