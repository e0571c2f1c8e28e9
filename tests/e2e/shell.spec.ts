import { expect, expectAccessible, loginAsDemo, test, visit } from './fixtures';

test('a first visit to /login lands on /selectCountry', async ({ page }) => {
  await visit(page, '/login', { firstVisit: true });
  await expect(page).toHaveURL(/\/selectCountry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
  expect(await page.evaluate(() => localStorage.getItem('firstVisitDate'))).not.toBeNull();
  await expectAccessible(page);
});

test('a first visit to / or to an unknown path lands on /selectCountry in one step, never a blank /login', async ({
  page,
}) => {
  for (const path of ['/', '/no-such-screen']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/selectCountry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
    await page.evaluate(() => localStorage.clear());
  }
});

test('a first visit shows its screen before the shipped faces come, then draws with them; the next visit asks for them at once', async ({
  page,
}) => {
  // When the screen's heading first appears, and when the Korean face table was asked for.
  await page.addInitScript(() => {
    const seen = globalThis as unknown as { headingAt?: number };
    new MutationObserver(() => {
      seen.headingAt ??= document.querySelector('h1') ? performance.now() : undefined;
    }).observe(document, { childList: true, subtree: true });
  });
  const order = () =>
    page.evaluate(() => ({
      heading: (globalThis as unknown as { headingAt?: number }).headingAt ?? Infinity,
      faces: performance.getEntriesByType('resource').find((e) => /\/korean-[\w-]+\.css$/.test(e.name))?.startTime,
      // The text switched to the shipped face (data-faces), and the face's files are there.
      drawn:
        getComputedStyle(document.querySelector('h1')!).fontFamily.startsWith('"Noto Sans KR"') &&
        [...document.fonts].some((face) => face.family.includes('Noto Sans KR') && face.status === 'loaded'),
    }));

  await page.goto('/selectCountry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
  await expect.poll(async () => (await order()).drawn, { timeout: 10_000 }).toBe(true);
  const first = await order();
  expect(first.faces).toBeGreaterThan(first.heading);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
  const next = await order();
  expect(next.faces).toBeLessThan(next.heading);
});

test("the page's hidden type scale is gone once the app runs, and no font file comes for text nobody reads", async ({
  page,
}) => {
  // Built into the page (decision 096): every size of the design in both weights, and a line in Japanese.
  const html = await (await page.request.get('/selectCountry')).text();
  expect(html.match(/<span lang="ko" style="font-size:var\(--text-\w+\);font-weight:[47]00"/g)?.length).toBe(16);
  expect(html).toContain('<span lang="ja">');

  await page.goto('/selectCountry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded')), { timeout: 10_000 })
    .toBe(true);
  const { scaleLeft, unread } = await page.evaluate(() => {
    const text =
      document.body.innerText +
      [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder')).join('');
    const codes = [...new Set([...text].map((c) => c.codePointAt(0)!))];
    const covers = (range: string) =>
      range.split(',').some((part) => {
        const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
        const [from, to] = [parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'f'), 16)];
        return codes.some((code) => code >= from && code <= to);
      });
    return {
      scaleLeft: document.getElementById('type-scale') !== null,
      unread: [...document.fonts]
        .filter((face) => face.status !== 'unloaded' && !covers(face.unicodeRange))
        .map((face) => `${face.family} ${face.weight} ${face.unicodeRange.slice(0, 40)}`),
    };
  });
  expect(unread).toEqual([]);
  expect(scaleLeft).toBe(false);
});

test('a protected route without a token lands on /login', async ({ page }) => {
  await visit(page, '/pointShop');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('로그인 | 타비로그');
  await expectAccessible(page);
});

test('switching the language changes the texts at once and is remembered', async ({ page }) => {
  await visit(page, '/selectCountry');
  await page.getByRole('radio', { name: '日本語' }).check();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('どちらからお越しですか？');
  expect(await page.evaluate(() => localStorage.getItem('tl_lang'))).toBe('ja');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('どちらからお越しですか？');
  await page.getByRole('radio', { name: '한국어' }).check();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
});

test('signed in, the home screen shows points, the footer tabs and passes axe', async ({ page }) => {
  await loginAsDemo(page);
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('5,400');
  const tabs = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link');
  await expect(tabs).toHaveText([/홈/, /장소 지도/, /여행 계획/, /포인트샵/, /마이 피드/]);
  await expectAccessible(page);
});

test('a slow list shows row-shaped skeletons in place, no spinner and no cover over them', async ({ page, mock }) => {
  await loginAsDemo(page);
  await mock.fault({ path: '/api/notice/notice-list', delayMs: 1500, times: 1 });
  await page.goto('/notice');
  const loading = page.getByRole('status').filter({ hasText: '불러오는 중' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('.skeleton-item').first()).toBeVisible();
  await expect(page.locator('.spinner:visible')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a server error shows the Korean server-error message with a retry', async ({ page, mock }) => {
  await loginAsDemo(page);
  await mock.fault({ path: '/api/notice/notice-list', status: 500, times: 1 });
  await page.goto('/notice');
  await expect(page.getByRole('alert')).toContainText('[500] 서버 오류가 발생했습니다');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
});

test('an action answers with a toast', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/selectLanguage');
  await page.getByRole('radio', { name: '日本語' }).check();
  await expect(page.getByRole('status').filter({ hasText: '言語を変更しました。' })).toBeVisible();
  await expectAccessible(page);
});

test('an expired session is refreshed silently', async ({ page, mock }) => {
  await loginAsDemo(page);
  // The home screen's reads (the feed's later ones too) are over before the tokens expire: a
  // reissue cut short by the reload would leave a refresh cookie the server had already rotated.
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => localStorage.getItem('access'));
  await mock.expireTokens();
  await page.reload();
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('5,400');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe(before);
});

test.describe('a Japanese browser on its first visit', () => {
  test.use({ locale: 'ja-JP' });
  test('sees the first screen in Japanese with 日本語 already chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/selectCountry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('どちらからお越しですか？');
    await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

for (const locale of ['en-US', 'zh-TW', 'fr-FR']) {
  test.describe(`a ${locale} browser on its first visit`, () => {
    test.use({ locale });
    test('sees the first screen in Korean', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
      await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
    });
  });
}

test('the app, the map and the console run under their Content Security Policy without a violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await loginAsDemo(page);
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
  await page.goto('/placeMap');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.goto('/__mock/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
