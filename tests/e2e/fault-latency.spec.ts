import { expect, loginAsDemo, test } from './fixtures';
import { expectRequest, playwrightControl } from '../support/expect-request';

test("a slow network from the console's fault form: a dribbled list still arrives whole, a lognormal delay is listed with its spread", async ({
  page,
  context,
  request,
  mock: _mock,
}) => {
  const app = await context.newPage();
  await loginAsDemo(app);
  await page.goto('/__mock/');
  const faults = page.getByRole('region', { name: '장애' });
  const active = faults.getByRole('list', { name: '활성 장애' });

  await faults.getByLabel('호출 경로 (정확히, 또는 * 사용)').fill('/api/notice/notice-list');
  await faults.getByLabel('동작').selectOption({ label: '느린 전송 (조각 나눠 보내기)' });
  await faults.getByLabel('전체 전송 시간 (ms)').fill('900');
  await faults.getByLabel('조각 수').fill('3');
  await faults.getByLabel('다음 N번 호출 동안 (비우면 삭제할 때까지)').fill('1');
  await faults.getByRole('button', { name: '장애 추가' }).click();
  await expect(active.getByRole('listitem')).toContainText('느린 전송 (조각 나눠 보내기) 3 × 900 ms');

  await app.goto('/notice');
  await expect(app.getByRole('list').getByRole('link').first()).toBeVisible();
  // The server answered the list under the fault, and the client read it whole.
  const [listed] = await expectRequest(playwrightControl(request), { path: '/api/notice/notice-list' }, { atLeast: 1 });
  expect(listed!.faultId).toMatch(/^\d+$/);
  expect(listed!.status).toBe(200);

  await faults.getByLabel('호출 경로 (정확히, 또는 * 사용)').fill('/api/*');
  await faults.getByLabel('동작').selectOption({ label: '지연 (로그정규 분포)' });
  await faults.getByLabel('중앙값 (ms)').fill('40');
  await faults.getByLabel('퍼짐 σ (0.1 좁게 ~ 1 넓게)').fill('0.5');
  await faults.getByRole('button', { name: '장애 추가' }).click();
  await expect(active.getByRole('listitem').last()).toContainText('지연 (로그정규 분포) 40 ms, σ 0.5');
  const listedFaults = (await (await request.get('/__mock/faults')).json()) as Array<Record<string, unknown>>;
  expect(listedFaults.at(-1)).toMatchObject({ path: '/api/*', delayLognormal: { medianMs: 40, sigma: 0.5 } });
});
