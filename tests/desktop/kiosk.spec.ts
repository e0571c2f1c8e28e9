/**
 * The kiosk as a visitor and staff meet it, in the real Electron app: `npm run test:desktop`
 * (scripts/test-desktop.mjs builds first, and skips where Electron's binary is missing).
 */
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPin } from '../../src/main/staff';

const PIN = '2468';

async function launchKiosk(): Promise<{ app: ElectronApplication; page: Page }> {
  const userData = mkdtempSync(join(tmpdir(), 'tabi-kiosk-'));
  // Six idle seconds, so the journey does not wait five minutes for the reset.
  writeFileSync(
    join(userData, 'kiosk.json'),
    JSON.stringify({ idleMinutes: 0.1, language: 'ko', staffPinHash: await hashPin(PIN) }),
  );
  const app = await electron.launch({
    args: ['out/main/index.js', `--user-data-dir=${userData}`, '--kiosk'],
    env: { ...process.env, TABI_API_HOST: '' },
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page };
}

const signedIn = (page: Page) => page.evaluate(() => localStorage.getItem('tl_access') !== null);

/** From the first screen (onboarding), as a visitor does it: the same steps as the browser's kiosk journey. */
async function signIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/selectCountry$/);
  await page.getByRole('radio', { name: '대한민국', exact: true }).check();
  await page.getByRole('button', { name: '이미 계정이 있어요' }).click();
  await page.getByRole('link', { name: '이메일로 로그인' }).click();
  await page.getByLabel('이메일', { exact: true }).fill('demo@tabi.test');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await signedIn(page)).toBe(true);
}

async function tapStaffCorner(page: Page): Promise<void> {
  const { width } = page.viewportSize() ?? (await page.evaluate(() => ({ width: innerWidth, height: innerHeight })));
  for (let tap = 0; tap < 5; tap++) await page.mouse.click(width - 10, 10);
}

test('a kiosk day: a visitor signs in and leaves, the server dies and comes back, staff leave with the PIN', async () => {
  const { app, page } = await launchKiosk();

  await test.step('the first screen comes up', async () => {
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await signedIn(page)).toBe(false);
  });

  await test.step('a visitor signs in, walks away, and the next finds the first screen signed out', async () => {
    await signIn(page);
    await expect.poll(() => signedIn(page), { timeout: 20_000 }).toBe(false);
    await expect(page).toHaveURL(/\/selectCountry$/);
  });

  await test.step('the bundled server is killed, restarted, and the window reloads', async () => {
    const serverPid = await app.evaluate(
      ({ app: electronApp }) => electronApp.getAppMetrics().find((metric) => metric.type === 'Utility')?.pid,
    );
    expect(serverPid).toBeDefined();
    process.kill(serverPid!, 'SIGKILL');
    await page.waitForEvent('load', { timeout: 30_000 });
    // The restarted server starts from the demo data: the next visitor can sign in again.
    await signIn(page);
  });

  await test.step('staff tap the corner five times, give the PIN, and leave the kiosk', async () => {
    await tapStaffCorner(page);
    const panel = page.getByRole('dialog', { name: '직원 메뉴' });
    await panel.getByLabel('직원 PIN').fill(PIN);
    await panel.getByRole('button', { name: '열기' }).click();
    await expect(panel.getByText(/버전/)).toBeVisible();
    const closed = app.waitForEvent('close');
    await panel.getByRole('button', { name: '키오스크 종료' }).click();
    await closed;
  });
});
