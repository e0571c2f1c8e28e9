import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface MockControl {
  fault(spec: Record<string, unknown>): Promise<string>;
  clearFaults(): Promise<void>;
  mailbox(email: string): Promise<Array<{ code: string | null; subject: string }>>;
  expireTokens(): Promise<void>;
  /** A new account of its own, so a test never depends on what another changed. */
  createUser(spec?: { nickname?: string; language?: 'ko' | 'ja'; points?: number; missionMet?: boolean; attendedToday?: boolean }): Promise<{ id: number; email: string; password: string; nickname: string }>;
}

function mockControl(request: APIRequestContext): MockControl {
  return {
    async fault(spec) {
      const res = await request.post('/__mock/faults', { data: spec });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { id: string }).id;
    },
    async clearFaults() {
      await request.delete('/__mock/faults');
    },
    async mailbox(email) {
      return (await request.get(`/__mock/mailbox?email=${encodeURIComponent(email)}`)).json();
    },
    async expireTokens() {
      await request.post('/__mock/tokens/expire');
    },
    async createUser(spec = {}) {
      const res = await request.post('/__mock/users', { data: spec });
      expect(res.ok()).toBe(true);
      return res.json();
    },
  };
}

/** Opens the app as a visitor who has been here before, in the given language. */
export async function visit(page: Page, path: string, options: { language?: 'ko' | 'ja'; firstVisit?: boolean } = {}) {
  await page.addInitScript(({ language, firstVisit }) => {
    // Runs before every page load: only the first one of the test sets the starting state.
    const store = (globalThis as unknown as { sessionStorage: Storage; localStorage: Storage });
    if (store.sessionStorage.getItem('e2e-init')) return;
    store.sessionStorage.setItem('e2e-init', '1');
    if (!firstVisit) store.localStorage.setItem('firstVisitDate', '2026-01-01T00:00:00.000Z');
    if (language) store.localStorage.setItem('tl_lang', language);
  }, { language: options.language ?? null, firstVisit: options.firstVisit ?? false });
  await page.goto(path);
}

/** Signs in through the e-mail login screen, as a person would. */
export async function loginAsDemo(page: Page, email = 'demo@tabi.test', password = 'demo1234', options: { language?: 'ko' | 'ja' } = {}) {
  await visit(page, '/emailLogin', options);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** No serious or critical axe-core violation on the current screen. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const test = base.extend<{ mock: MockControl }>({
  mock: async ({ request }, use) => {
    const control = mockControl(request);
    await use(control);
    await control.clearFaults();
  },
});
export { expect };
