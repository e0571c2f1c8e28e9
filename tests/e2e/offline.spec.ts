import { expect, test, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { visit } from './fixtures';

// The app's own service worker runs here (the other specs block it so page.route sees every request).
test.use({ serviceWorkers: 'allow' });

/** The worker controls the page (it claims the first visit's page once installed). */
async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

test('the app installs: a manifest Chromium accepts, icons incl. maskable, a worker that opens the app offline', async ({
  page,
  context,
  request,
}) => {
  await visit(page, '/selectCountry');
  await workerControls(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito windows, which never install; every other check passed.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);

  for (const language of ['ko', 'ja']) {
    const res = await request.get(`/manifest.${language}.webmanifest`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; type: string; purpose: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ lang: language, display: 'standalone', start_url: '/' });
    expect(manifest.name).toMatch(language === 'ko' ? /타비로그/ : /タビログ/);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.type === 'image/png')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok()).toBe(true);
      expect(file.headers()['content-type']).toContain(icon.type);
    }
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('a Japanese reader installs the app under its Japanese name', async ({ page }) => {
  await visit(page, '/selectCountry', { language: 'ja' });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ja.webmanifest');
});

test('a new build waits while the app is in use and replaces the old one on the next visit, saying so', async ({
  page,
  context,
}) => {
  await visit(page, '/emailLogin');
  await workerControls(page);
  const email = page.locator('input[type=email]');
  await email.fill('half-typed@tabi.test');

  // The next build: the served worker script gets other bytes, as any new release's has (the
  // browser fetches it itself, past page.route). Put back afterwards.
  const served = join(process.env.WEB_OUT ?? 'dist/web', 'sw.js');
  const original = await readFile(served, 'utf8');
  await writeFile(served, `${original}\n// next build\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null))
      .toBe(true);
    // Mid-action: nothing reloads under the person, their typing stays, nothing is announced.
    await page.waitForTimeout(1_500);
    await expect(email).toHaveValue('half-typed@tabi.test');
    await expect(page.getByText('새 버전으로 업데이트했습니다.')).toHaveCount(0);
    await page.close();

    const nextVisit = await context.newPage();
    await nextVisit.goto('/selectCountry');
    await expect(nextVisit.getByText('새 버전으로 업데이트했습니다.')).toBeVisible();
    expect(
      await nextVisit.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: null, controlled: true });
  } finally {
    await writeFile(served, original);
  }
});
