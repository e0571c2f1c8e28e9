import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAsDemo, test } from './fixtures';

test('the console works in Korean, Japanese and English and passes axe', async ({ page }) => {
  // axe needs about 15 s for this page on a small CI machine.
  test.setTimeout(90_000);
  await page.goto('/__mock/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('목 서버 콘솔');
  await expect(page.getByRole('heading', { name: '장애', exact: true })).toBeVisible();
  await expect(page.locator('.status-bar')).toContainText('서버 시각');
  await expectAccessible(page);
  await page.getByLabel('언어').selectOption('ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('モックサーバー コンソール');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByLabel('言語').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock server console');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock server console');
  // The same page in other words: axe checked it in Korean (some 15 s on a small machine per run).
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a fault turned on in the console makes the client fail, and turned off lets it recover', async ({
  page,
  context,
  mock: _mock,
}) => {
  const app = await context.newPage();
  await loginAsDemo(app);

  await page.goto('/__mock/');
  const faults = page.getByRole('region', { name: '장애' });
  await faults.getByLabel('호출 경로 (정확히, 또는 * 사용)').fill('/api/notice/notice-list');
  await faults.getByLabel('상태').selectOption('500');
  await faults.getByRole('button', { name: '장애 추가' }).click();
  await expect(page.getByRole('status').filter({ hasText: /장애 \d+[을를] 추가했습니다/ })).toBeVisible();
  const active = faults.getByRole('list', { name: '활성 장애' });
  await expect(active.getByRole('listitem')).toHaveCount(1);
  // The status bar says a fault is on, from any tab.
  await expect(page.locator('.status-bar')).toContainText('1개 활성');

  await app.goto('/notice');
  await expect(app.getByRole('alert')).toContainText('[500] 서버 오류가 발생했습니다');
  await expect(active).toContainText('1회 적용');

  // The live log shows the failed call with the fault that caused it, its status in the first column.
  await page.getByRole('navigation').getByRole('link', { name: '요청' }).click();
  const failed = page
    .getByRole('region', { name: '요청' })
    .locator('tr.failed', { hasText: '/api/notice/notice-list' })
    .first();
  await expect(failed.locator('td').first()).toHaveText('500');
  await page.goBack();

  await active.getByRole('button', { name: /삭제 #\d+ \/api\/notice\/notice-list/ }).click();
  await expect(faults.getByText('장애가 없습니다. 모든 호출이 정상 응답합니다.')).toBeVisible();
  await app.getByRole('button', { name: '다시 시도' }).click();
  await expect(app.getByRole('list').getByRole('link').first()).toBeVisible();
});

test('a shipped scenario shows its steps before it runs, says what it changed, and its faults go after a confirmation', async ({
  page,
  mock: _mock,
}) => {
  await page.goto('/__mock/#scenarios');
  const section = page.getByRole('region', { name: '시나리오' });
  const row = section.getByRole('listitem').filter({ hasText: 'server-down' });
  await row.getByRole('button', { name: '1단계' }).click();
  await expect(row.getByRole('list', { name: '단계' })).toContainText('/api/*: HTTP 상태 503, 모든 호출에');
  await row.getByRole('button', { name: '실행: server-down' }).click();
  await expect(page.getByRole('status').filter({ hasText: '시나리오 server-down 실행 중' })).toBeVisible();
  const summary = section.getByRole('region', { name: 'server-down 실행 결과' });
  await expect(summary).toContainText(/장애 1개를 추가했습니다 \(#\d+\)/);

  await summary.getByRole('link', { name: '활성 장애 보기' }).click();
  await expect(page).toHaveURL(/#faults$/);
  await expect(page.getByRole('list', { name: '활성 장애' })).toContainText('server-down');
  await page.getByRole('button', { name: '장애 모두 삭제' }).click();
  const confirm = page.getByRole('dialog', { name: '장애 모두 삭제' });
  await expect(confirm).toContainText('활성 장애 1개가 모두 바로 멈춥니다');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('list', { name: '활성 장애' })).toContainText('server-down');
  await page.getByRole('button', { name: '장애 모두 삭제' }).click();
  await confirm.getByRole('button', { name: '장애 모두 삭제' }).click();
  await expect(page.getByText('장애가 없습니다. 모든 호출이 정상 응답합니다.')).toBeVisible();

  await page.goto('/__mock/#scenarios');
  await page.getByLabel('시나리오 JSON').fill('{"name": "Bad", "steps": []}');
  await page.getByRole('button', { name: '이 시나리오 실행' }).click();
  await expect(page.locator('.notice.error')).toContainText('steps');
});

test('members with points and orders, products with stock, snapshots, and a reset asked first', async ({
  page,
  mock,
}) => {
  const user = await mock.createUser({ points: 4321 });
  await page.goto('/__mock/#operations');
  const operations = page.getByRole('region', { name: '운영' });
  const member = operations.locator('.ops-members > li').filter({ hasText: user.nickname });
  await expect(member).toContainText('4,321 P');
  await member.getByRole('button', { name: `${user.nickname}의 주문` }).click();
  await expect(member.getByText('주문이 없습니다.')).toBeVisible();

  const product = operations
    .locator('.rows > li')
    .filter({ has: page.getByRole('textbox', { name: / 재고$/ }) })
    .first();
  await product.getByRole('textbox', { name: / 재고$/ }).fill('0');
  await product.getByRole('button', { name: '저장' }).click();
  await expect(operations.getByText('품절').first()).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: '데이터' }).click();
  const data = page.getByRole('region', { name: '데이터' });

  await data.getByLabel('스냅샷 이름').fill('e2e-console');
  await data.getByRole('button', { name: '스냅샷 저장' }).click();
  await expect(data.getByRole('list', { name: '스냅샷' })).toContainText('e2e-console');
  await data.getByRole('button', { name: '복원: e2e-console' }).click();
  await expect(page.getByRole('status').filter({ hasText: /스냅샷 e2e-console[을를] 복원했습니다/ })).toBeVisible();
  await data.getByRole('button', { name: '삭제: e2e-console' }).click();
  await expect(data.getByText('저장된 스냅샷이 없습니다.')).toBeVisible();

  // Put the stock back for the other tests of this run, once the console has asked.
  await page.getByRole('button', { name: '데모 데이터로 초기화' }).click();
  await page
    .getByRole('dialog', { name: '데모 데이터로 초기화' })
    .getByRole('button', { name: '데모 데이터로 초기화' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '시드 데이터로 초기화했습니다' })).toBeVisible();
});

test('the API section lists the calls of the OpenAPI document', async ({ page }) => {
  await page.goto('/__mock/#api');
  const api = page.getByRole('region', { name: 'API' });
  await api.getByText(/^호출 \d+개$/).click();
  await expect(api.getByText('/api/feed/like-feed')).toBeVisible();
  await expect(api.getByRole('link', { name: 'OpenAPI 문서 (JSON)' })).toHaveAttribute('href', '/__mock/openapi.json');
});

/** The font families of the faces the page has downloaded for its text. */
async function loadedFonts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
  });
}

const BROWSER_LANGUAGES = [
  { locale: 'ja-JP', lang: 'ja', heading: 'モックサーバー コンソール' },
  { locale: 'fr-FR', lang: 'en', heading: 'Mock server console' },
  { locale: 'zh-TW', lang: 'en', heading: 'Mock server console' },
];
for (const { locale, lang, heading } of BROWSER_LANGUAGES) {
  test.describe(`the console in a ${locale} browser`, () => {
    test.use({ locale });
    test(`opens in ${lang}`, async ({ page }) => {
      await page.goto('/__mock/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  });
}

test.describe('the console in a Japanese browser, once the tester picks Korean', () => {
  test.use({ locale: 'ja-JP' });
  test('draws with the shipped fonts and keeps the choice', async ({ page }) => {
    await page.goto('/__mock/');
    // The text is drawn with the bundled faces, not with whatever the machine has (here: none for CJK).
    expect(await loadedFonts(page)).toContain('Noto Sans JP');
    // A phone-wide window scrolls only the request table, never the page.
    await page.request.post('/api/banner/banner-list', { data: {} });
    await page.getByRole('navigation').getByRole('link', { name: 'リクエスト' }).click();
    await expect(
      page.getByRole('region', { name: 'リクエスト' }).getByText('/api/banner/banner-list').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('言語').selectOption('ko');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('목 서버 콘솔');
    expect(await loadedFonts(page)).toContain('Noto Sans KR');
  });
});

test('the console joins a sandbox by its name, shows it, and deletes it from the shared data', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A profile without the worker's sandbox header: the console starts on the shared data.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const name = `console-${test.info().workerIndex}-${Date.now().toString(36)}`;
  await page.goto('/__mock/#sandboxes');
  const section = page.getByRole('region', { name: '샌드박스' });
  await expect(section.getByText('공용 데이터 (샌드박스 없음)')).toBeVisible();

  await section.getByLabel('샌드박스 이름 (a-z, 0-9, _, -)').fill(name);
  await section.getByRole('button', { name: '이 브라우저에서 열기' }).click();
  await expect(page).toHaveURL(/\/__mock\/#sandboxes$/);
  // The status bar says where the console now works, on every tab.
  await expect(page.locator('.status-bar')).toContainText(name);
  await expect(section.locator('strong').first()).toHaveText(name);
  // The app opens inside it: the join page, on to the app.
  await expect(section.getByRole('link', { name: `${name}에서 앱 열기` })).toHaveAttribute(
    'href',
    `/__mock/sandbox/${name}?to=%2F`,
  );
  const cookie = (await context.cookies()).find((c) => c.name === 'mock_sandbox')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  // From inside, the list holds this sandbox only.
  await expect(section.getByRole('list', { name: '샌드박스' }).getByRole('listitem')).toHaveCount(1);

  await section.getByRole('link', { name: '공용 데이터로 돌아가기' }).click();
  await expect(section.getByText('공용 데이터 (샌드박스 없음)')).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `삭제: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: `샌드박스 ${name}` })).toBeVisible();
  await expect(row).toHaveCount(0);
  const shared = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
  const listed = (await (await shared.get('/__mock/sandboxes')).json()) as { sandboxes: Array<{ name: string }> };
  expect(listed.sandboxes.map((s) => s.name)).not.toContain(name);
  await shared.dispose();
  await context.close();
});
