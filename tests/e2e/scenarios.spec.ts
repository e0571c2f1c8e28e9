import type { APIRequestContext } from '@playwright/test';
import { expect, loginAsDemo, test } from './fixtures';

/** Runs one of the scenarios shipped in scenarios/, as a tester would from the console. */
async function runScenario(request: APIRequestContext, name: string) {
  const res = await request.post('/__mock/scenarios', { data: { name } });
  expect(res.ok(), await res.text()).toBe(true);
}

// Every test takes the mock fixture, which removes the scenario's faults afterwards.

test('server-down: a screen shows the server-error message with the status, and recovers', async ({
  page,
  request,
  mock,
}) => {
  await loginAsDemo(page);
  await runScenario(request, 'server-down');
  await page.goto('/notice');
  await expect(page.getByRole('alert')).toContainText('[503] 서버 오류가 발생했습니다');
  // A 5xx is not the user's fault: the session survives it.
  expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBeNull();
  await mock.clearFaults();
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
});

test('slow-network: the screen shows it is loading while every call waits 2 s', async ({
  page,
  request,
  mock: _mock,
}) => {
  await loginAsDemo(page);
  await runScenario(request, 'slow-network');
  await page.goto('/notice');
  const loading = page.getByRole('status').filter({ hasText: '불러오는 중' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible({ timeout: 10_000 });
  await expect(loading).toBeHidden();
});

test('expired-session: the token is refreshed silently and the screen just works', async ({
  page,
  request,
  mock: _mock,
}) => {
  await loginAsDemo(page);
  const before = await page.evaluate(() => localStorage.getItem('access'));
  await runScenario(request, 'expired-session');
  // The first signed-in call after the expiry reissues, on whichever screen makes it first (the
  // feed may show its saved balance before it asks again).
  const reissued = page.waitForResponse((res) => res.url().endsWith('/api/auth/reissue'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('5,400');
  await page.goto('/myPointHistory');
  expect((await reissued).status()).toBe(200);
  await expect(page).toHaveURL(/\/myPointHistory$/);
  await expect(page.getByRole('region', { name: '보유 포인트' })).toContainText('5,400');
  const after = await page.evaluate(() => localStorage.getItem('access'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});

test('sold-out-checkout: the order is refused and the sold-out message appears', async ({ page, request, mock }) => {
  const user = await mock.createUser({ points: 100_000, missionMet: true } as never);
  await loginAsDemo(page, user.email, user.password);
  await runScenario(request, 'sold-out-checkout');
  await page.goto('/pointShopDetail?id=1');
  await page.getByRole('button', { name: '교환하기' }).click();
  const address = page.getByRole('dialog', { name: '배송지 입력' });
  await address.getByLabel('우편번호').fill('04524');
  await address.getByLabel('기본 주소').fill('서울특별시 중구 세종대로 110');
  await address.getByLabel('상세 주소').fill('1층');
  await address.getByLabel('성', { exact: true }).fill('김');
  await address.getByLabel('이름', { exact: true }).fill('민수');
  await address.getByLabel('전화번호').fill('01012345678');
  await address.getByRole('button', { name: '다음' }).click();
  await page.getByRole('dialog', { name: '교환 신청 확인' }).getByRole('button', { name: '교환 신청' }).click();
  await expect(page.getByRole('status').filter({ hasText: '품절된 상품입니다.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '교환 신청 완료' })).toHaveCount(0);
});
