import type { Page } from '@playwright/test';
import { expect, loginAsDemo, test, unique } from './fixtures';

/**
 * Script written into every text field a member can fill, then read on the screens that show it:
 * nothing runs. Each payload sets `window.__pwned` (one also opens a dialog) when it executes; the
 * rendered page must also hold no element that would (an `on*` handler, a `javascript:` link, a
 * script of ours).
 */
const PAYLOADS = [
  '<img src=x onerror=__pwned=1>',
  '<script>__pwned=2</script>',
  'javascript:__pwned=3',
  '"><svg onload=__pwned=4>',
  '<img src=y onerror=alert(5)>',
];
const ALL = PAYLOADS.join(' ');

type Call = (path: string, data: object) => Promise<any>;

/** API calls as the signed-in page makes them (its access token), each expected to succeed. */
async function caller(page: Page): Promise<Call> {
  const access = (await page.evaluate(() => localStorage.getItem('access'))) ?? '';
  return async (path, data) => {
    const body = (await (await page.request.post(path, { headers: { access }, data })).json()) as {
      result: string;
      data: any;
      message: string;
    };
    expect(body.result, `${path}: ${body.message}`).toBe('success');
    return body.data;
  };
}

/** Opens a screen and checks, once it has drawn the payloads as text, that none of them ran. */
async function expectInert(page: Page, url: string, dialogs: string[], open?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await open?.(page);
  // As text on the page or in a field the member can edit (a memo): either way drawn, not run.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.body.textContent!.includes('__pwned') ||
            [...document.querySelectorAll<HTMLTextAreaElement>('textarea, input')].some((f) =>
              f.value.includes('__pwned'),
            ),
        ),
      { message: `${url} shows the payload as text` },
    )
    .toBe(true);
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    handlers: [...document.querySelectorAll('*')].flatMap((el) =>
      el
        .getAttributeNames()
        .filter((n) => n.startsWith('on'))
        .map((n) => `${el.tagName}[${n}]`),
    ),
    scriptLinks: [...document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]')].map(
      (el) => el.outerHTML,
    ),
    scripts: [...document.scripts].filter((s) => s.textContent?.includes('__pwned')).length,
  }));
  expect(found, url).toEqual({ pwned: undefined, handlers: [], scriptLinks: [], scripts: 0 });
  expect(dialogs, url).toEqual([]);
}

test('script written in every writable field runs on no screen that shows it', async ({ page, mock }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const member = await mock.createUser({ points: 1_000_000, missionMet: true });
  await loginAsDemo(page, member.email, member.password);
  const call = await caller(page);

  // A nickname may not hold markup at all: nowhere to render it from.
  const nickname = await page.request.post('/api/auth/check-nickname', { data: { nickname: '<b>x' } });
  expect(((await nickname.json()) as { code: string }).code).toBe('VALIDATION');

  const word = unique('probe');
  const { feedId } = await call('/api/feed/write-feed', {
    themeId: 1,
    title: `${word} ${ALL}`,
    contents: `${word} ${ALL}\n${ALL}`,
    language: 'ko',
    images: [],
  });
  await call('/api/feed/write-comment', { feedId, contents: ALL });
  // One's own comment cannot be reported (decision 114): the report goes to another member's.
  const others = (await call('/api/feed/comment-list', { feedId: 1, size: 5 })) as {
    items: Array<{ id: number; mine: boolean }>;
  };
  await call('/api/feed/report-comment', { commentId: others.items.find((c) => !c.mine)!.id, reason: ALL });
  const placeId = 1;
  await call('/api/place/write-comment', { placeId, contents: ALL });

  const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + 7 * 86_400_000),
  );
  let planId = 0;
  // A plan title holds 50 characters and a Japanese address line 100: a few payloads each.
  for (const title of PAYLOADS)
    planId = (await call('/api/travel/save-plan', { title, regionIds: [1], startDate: start, nights: 1, memo: ALL }))
      .planId;
  await call('/api/travel/save-plan-day', { planId, day: 1, memo: ALL });

  const recipient = (lastName: string, firstName: string) => ({ lastName, firstName, phone: '010-1234-5678' });
  await call('/api/point-shop/product-order', {
    productId: 1,
    country: 'KR',
    recipient: recipient(PAYLOADS[0]!, PAYLOADS[3]!),
    address: { zip: '04524', basic: ALL, detail: ALL },
  });
  await call('/api/point-shop/product-order', {
    productId: 1,
    country: 'JP',
    recipient: recipient(PAYLOADS[1]!, PAYLOADS[4]!),
    address: {
      zip: '1500001',
      prefecture: '東京都',
      city: PAYLOADS.slice(0, 3).join(' '),
      block: PAYLOADS.slice(2).join(' '),
    },
  });

  // The tester console: a logged request body, as the request log shows it once the call is opened.
  await expectInert(page, '/__mock/#requests', dialogs, (console) =>
    console
      .getByRole('button', { name: /^\/api\/feed\/write-feed/ })
      .first()
      .click(),
  );
  for (const url of [
    `/feedDetail?id=${feedId}`,
    `/shareFeedDetail?id=${feedId}`,
    '/myFeed',
    `/feedSearch?q=${word}`,
    `/placeMap?placeId=${placeId}`,
    '/travelPlan',
    `/travelPlanDetail?id=${planId}`,
    '/myPointShopOrder',
    // The tester console: the reported reason.
    '/__mock/#operations',
  ]) {
    await expectInert(page, url, dialogs);
  }

  await expect(page.locator('#operations')).toContainText(PAYLOADS[1]!);
});
