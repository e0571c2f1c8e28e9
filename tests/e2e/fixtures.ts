import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export interface MockControl {
  fault(spec: Record<string, unknown>): Promise<string>;
  clearFaults(): Promise<void>;
  mailbox(email: string): Promise<Array<{ code: string | null; subject: string }>>;
  expireTokens(): Promise<void>;
  /** A new account of its own, so a test never depends on what another changed. */
  createUser(spec?: {
    nickname?: string;
    language?: 'ko' | 'ja';
    points?: number;
    missionMet?: boolean;
    attendedToday?: boolean;
  }): Promise<{ id: number; email: string; password: string; nickname: string }>;
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
  await page.addInitScript(
    ({ language, firstVisit }) => {
      // Runs before every page load: only the first one of the test sets the starting state.
      const store = globalThis as unknown as { sessionStorage: Storage; localStorage: Storage };
      if (store.sessionStorage.getItem('e2e-init')) return;
      store.sessionStorage.setItem('e2e-init', '1');
      if (!firstVisit) store.localStorage.setItem('firstVisitDate', '2026-01-01T00:00:00.000Z');
      if (language) store.localStorage.setItem('tl_lang', language);
    },
    { language: options.language ?? null, firstVisit: options.firstVisit ?? false },
  );
  await page.goto(path);
}

/** Signs in through the e-mail login screen, as a person would. */
export async function loginAsDemo(
  page: Page,
  email = 'demo@tabi.test',
  password = 'demo1234',
  options: { language?: 'ko' | 'ja' } = {},
) {
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

// --- The onboarding and e-mail join, shared by the flows that walk them ---

/** A 4x3 PNG (red), small enough to inline, real enough for the browser to decode and crop. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let seq = 0;
export const unique = (tag: string) => `${tag}${Date.now().toString(36)}${++seq}`;
export const nicknameOf = () => `n${Math.random().toString(36).slice(2, 7)}`;

/** What the onboarding and join screens say, per language. */
export const T = {
  ko: {
    heading: '어디에서 오셨나요?',
    country: '대한민국',
    next: '다음',
    start: '시작하기',
    theme: ['카페', '쇼핑'],
    region: ['서울', '부산'],
    age: '20대',
    gender: '밝히지 않음',
    reward: '답변하면 100P',
    earned: '100P 획득',
    joinEmail: '이메일로 회원가입',
    email: '이메일',
    password: '비밀번호',
    confirm: '비밀번호 확인',
    getCode: '인증번호 받기',
    code: '인증번호',
    verify: '인증하기',
    nickname: '닉네임',
    available: '사용할 수 있는 닉네임입니다.',
    agreeAll: '전체 동의',
    choose: '사진 선택',
    crop: '이대로 자르기',
    join: '가입 완료하기',
    skip: '건너뛰고 가입하기',
    startApp: '타비로그 시작하기',
    points: /보유 포인트/,
  },
  ja: {
    heading: 'どちらからお越しですか？',
    country: '일본',
    next: '次へ',
    start: 'はじめる',
    theme: ['カフェ', 'ショッピング'],
    region: ['ソウル', '釜山'],
    age: '20代',
    gender: '回答しない',
    reward: '答えると100P',
    earned: '100P獲得',
    joinEmail: 'メールで新規登録',
    email: 'メールアドレス',
    password: 'パスワード',
    confirm: 'パスワード（確認）',
    getCode: '認証コードを受け取る',
    code: '認証コード',
    verify: '認証する',
    nickname: 'ニックネーム',
    available: '使用できるニックネームです。',
    agreeAll: 'すべてに同意する',
    choose: '写真を選ぶ',
    crop: 'この範囲で切り抜く',
    join: '登録を完了する',
    skip: 'スキップして登録する',
    startApp: 'タビログをはじめる',
    points: /保有ポイント/,
  },
} as const;

/** Called on every new screen of a flow (a journey checks each with axe). */
export type OnScreen = (page: Page) => Promise<void>;
const nothing: OnScreen = async () => {};

/** From the first screen (/selectCountry, where a first visit lands) through the tutorial, as a person would. */
export async function onboard(page: Page, lang: 'ko' | 'ja', onScreen: OnScreen = nothing) {
  const t = T[lang];
  await expect(page).toHaveURL(/\/selectCountry$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await onScreen(page);
  // The screen opens in Korean; picking the country switches the language at once.
  await page.getByRole('radio', { name: t.country, exact: true }).check();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
  expect(await page.evaluate(() => localStorage.getItem('tl_lang'))).toBe(lang);
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await expect(page).toHaveURL(/\/introduction$/);
  await onScreen(page);
  // Swipe to the second slide, then the buttons.
  const viewport = page.getByRole('region').first();
  const box = (await viewport.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('.intro-dot').nth(1)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.getByRole('button', { name: t.start, exact: true }).click();

  await expect(page).toHaveURL(/\/selectTravelTheme$/);
  await onScreen(page);
  await expect(page.getByText(t.reward)).toBeVisible();
  for (const name of t.theme) await page.getByRole('checkbox', { name }).check();
  await expect(page.getByText(t.earned)).toBeVisible();
  // Answers survive a reload.
  await page.reload();
  for (const name of t.theme) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await expect(page).toHaveURL(/\/selectRegion$/);
  await onScreen(page);
  for (const name of t.region) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/\/selectAgeGroup$/);
  await onScreen(page);
  await page.getByRole('radio', { name: t.age }).check();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/\/selectGender$/);
  await onScreen(page);
  await page.getByRole('radio', { name: t.gender }).check();
  await expect(page.getByText(lang === 'ko' ? '지금까지 400P' : 'ここまでで400P')).toBeVisible();
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The survey leads to joining: the first choice, drawn as the primary button; signing in comes second.
  const join = page.getByRole('link', { name: t.joinEmail });
  await expect(page.getByRole('main').getByRole('link').first()).toHaveText(t.joinEmail);
  await expect(join).toHaveClass(/primary/);
  await onScreen(page);
}

/** E-mail join from /login to the home screen, the code read from the mock mailbox. */
export async function joinByEmail(
  page: Page,
  mock: MockControl,
  lang: 'ko' | 'ja',
  withPicture: boolean,
  onScreen: OnScreen = nothing,
) {
  const t = T[lang];
  const email = `${unique('join')}@tabi.test`;
  const nickname = nicknameOf();
  await page.getByRole('link', { name: t.joinEmail }).click();
  await expect(page).toHaveURL(/\/joinEmail$/);
  await onScreen(page);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill('travel12');
  await page.getByLabel(t.confirm, { exact: true }).fill('travel12');
  await page.getByRole('button', { name: t.getCode }).click();

  await expect(page).toHaveURL(/\/joinEmailVerification$/);
  await onScreen(page);
  await expect(page.getByText(email)).toBeVisible();
  const [mail] = await mock.mailbox(email);
  await page.getByLabel(t.code, { exact: true }).fill(mail!.code!);
  await page.getByRole('button', { name: t.verify }).click();

  await expect(page).toHaveURL(/\/selectNickname$/);
  await onScreen(page);
  await page.getByLabel(t.nickname, { exact: true }).fill(nickname);
  await expect(page.getByText(t.available)).toBeVisible();
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await expect(page).toHaveURL(/\/termsAndConditionsAgreement$/);
  await onScreen(page);
  await page.getByRole('checkbox', { name: t.agreeAll }).check();
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await expect(page).toHaveURL(/\/selectProfileImage$/);
  await onScreen(page);
  if (withPicture) {
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: t.crop }).click();
    await expect(page.locator('.avatar-preview img')).toHaveAttribute('src', /^data:image\/jpeg/);
    await page.getByRole('button', { name: t.join }).click();
  } else {
    await page.getByRole('button', { name: t.skip }).click();
  }

  await expect(page).toHaveURL(/\/joinComplete$/);
  await onScreen(page);
  await expect(page.locator('.complete-points')).toHaveText('5,400 P');
  await page.getByRole('button', { name: t.startApp }).click();
  await expect(page).toHaveURL(/\/$/);
  await onScreen(page);
  await expect(page.getByRole('link', { name: t.points })).toContainText('5,400');
  expect(await page.evaluate(() => localStorage.getItem('tl_joinDraft.v1'))).toBeNull();
  return { email, nickname };
}

// --- Writing, and coming back ---

/** Two real (1x1) PNG pictures of different colours. */
export const PICTURES = [
  {
    name: 'red.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  {
    name: 'blue.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
];

/** The write button, a theme, and the editor that opens (Korean screens). */
export async function openEditorWithTheme(page: Page) {
  await page.getByRole('button', { name: '글쓰기' }).click();
  const themes = page.getByRole('dialog', { name: '테마 선택' });
  await expect(themes).toBeVisible();
  await themes.getByRole('radio').first().check();
  await themes.getByRole('button', { name: '확인' }).click();
  return page.getByRole('dialog', { name: '새 게시물' });
}

/**
 * A member's first post with both PICTURES, from the write button to the top of the latest tab,
 * which the feed shows after posting; returns that top entry.
 */
export async function writeFirstPost(page: Page, title: string, contents: string) {
  const editor = await openEditorWithTheme(page);
  await expect(editor.getByRole('note')).toHaveText('첫 게시물을 등록하면 5,000P를 드려요!');
  await editor.getByLabel('제목').fill(title);
  await editor.getByLabel('내용').fill(contents);
  await editor.getByLabel('사진 추가').setInputFiles(PICTURES);
  await expect(editor.getByRole('img', { name: /첨부 사진/ })).toHaveCount(2);
  await expectAccessible(page);
  await editor.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시물을 등록했습니다. 5,000P 적립!' })).toBeVisible();

  await expect(page.getByRole('tab', { name: '최신' })).toHaveAttribute('aria-selected', 'true');
  const top = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(top).toContainText(title);
  await expect(top.getByText('2장')).toBeVisible();
  return top;
}

/** The same profile after the browser was closed and opened again. */
export async function restartedBrowser(browser: Browser, state: Awaited<ReturnType<BrowserContext['storageState']>>) {
  // A browser restart keeps persistent cookies and local storage, not session cookies.
  return browser.newContext({ storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) } });
}

/**
 * Each worker's sandbox on the shared test server: its own copy of the seed, clock, faults,
 * mailbox and request log, so workers run in parallel without seeing each other's changes.
 */
/** A member call from a signed-in page, with its token (and any other headers), as the app makes it. */
export async function memberCall(page: Page, path: string, data: object, headers: Record<string, string> = {}) {
  const access = (await page.evaluate(() => localStorage.getItem('access'))) ?? '';
  const res = await page.request.post(path, { headers: { access, ...headers }, data });
  const body = (await res.json()) as { result: string; data: any };
  expect(body.result, JSON.stringify(body)).toBe('success');
  return body.data;
}

/** The members whose answers are saved in this browser (the IndexedDB the app keeps them in). */
export const savedMembers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('tabi-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve([]);
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
        };
        open.onerror = () => resolve([]);
      }),
  );

export const sandboxHeaders = (workerIndex: number) => ({ 'x-mock-sandbox': `worker-${workerIndex}` });

export const test = base.extend<{ mock: MockControl }>({
  // Every page, tab, context (browser.newContext() in a test too) and API request of the test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use(sandboxHeaders(testInfo.workerIndex));
  },
  mock: async ({ request }, use) => {
    const control = mockControl(request);
    await use(control);
    await control.clearFaults();
  },
});
export { expect };
