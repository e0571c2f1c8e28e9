import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, loginAsDemo, test, visit } from './fixtures';

type Spec = { points?: number; missionMet?: boolean; attendedToday?: boolean; language?: 'ko' | 'ja' };

/** A fresh account from the tester's factory (with the points engineer's options), signed in. */
async function signIn(page: Page, request: APIRequestContext, spec: Spec = {}) {
  const res = await request.post('/__mock/users', { data: spec });
  expect(res.ok()).toBe(true);
  const user = (await res.json()) as { email: string; password: string };
  await loginAsDemo(page, user.email, user.password);
  return user;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

// Whole journeys through several screens and popups, each checked with axe.
test.describe.configure({ timeout: 60_000 });

test('a user with enough points and the mission met orders a gift to Japan and finds it in both histories', async ({
  page,
  request,
}) => {
  await signIn(page, request, { points: 5000, missionMet: true });
  await page.getByRole('link', { name: '포인트샵', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '포인트샵' })).toBeVisible();
  await expect(page.getByText('이번 달 미션을 모두 달성했어요!')).toBeVisible();
  await expect(page.locator('.shop-balance')).toContainText('5,000P');
  await expect(page.locator('.product-card.sold-out')).toContainText('품절');
  await expectAccessible(page);

  await page.getByRole('link', { name: /K-뷰티 시트 마스크/ }).click();
  await expect(page.getByText('영업일 기준 7~14일 이내')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '교환하기' }).click();

  const address = dialog(page, '배송지 입력');
  await address.getByRole('radio', { name: '일본' }).check();
  await address.getByLabel('우편번호').fill('1500001');
  await address.getByRole('button', { name: /도도부현 선택/ }).click();
  await expectAccessible(page);
  await dialog(page, '도도부현 선택').getByRole('button', { name: '도쿄도' }).click();
  await expect(address.getByRole('button', { name: /도쿄도/ })).toBeFocused();
  await address.getByLabel('시구정촌').fill('渋谷区神宮前');
  await address.getByLabel('번지').fill('1-2-3');
  await address.getByLabel('성', { exact: true }).fill('山田');
  await address.getByLabel('이름', { exact: true }).fill('花子');
  await address.getByLabel('전화번호').fill('090-1234-5678');
  await expectAccessible(page);
  await address.getByRole('button', { name: '다음' }).click();

  const confirmPopup = dialog(page, '교환 신청 확인');
  await expect(confirmPopup).toContainText('취소할 수 없습니다');
  await expect(confirmPopup).toContainText('3,000P');
  await confirmPopup.getByRole('button', { name: '교환 신청' }).click();

  const done = dialog(page, '교환 신청 완료');
  const orderNumber = (await done.textContent())!.match(/TL-\d{6}-\d{6}/)![0];
  await done.getByRole('link', { name: '교환 내역 보기' }).click();

  await expect(page).toHaveURL(/\/myPointShopOrder$/);
  const card = page.locator('.order-card').first();
  await expect(card).toContainText(orderNumber);
  await expect(card).toContainText('K-뷰티 시트 마스크 20매 세트');
  await expect(card).toContainText('도쿄도 渋谷区神宮前 1-2-3');
  await expect(card).toContainText('접수 완료');
  await expectAccessible(page);

  await page.goto('/myPointHistory');
  await expect(page.locator('.point-balance')).toContainText('2,000P');
  await expect(page.locator('.ledger-row').first()).toContainText('포인트샵 교환');
  await expect(page.locator('.ledger-row').first()).toContainText('−3,000P');
  await expectAccessible(page);
});

test('a user short of points, or without the mission, sees what is missing before any tap', async ({
  page,
  request,
}) => {
  await signIn(page, request, { points: 1000, missionMet: true });
  await page.goto('/pointShopDetail?id=1');
  const blocked = page.getByRole('button', { name: '조건을 채우면 교환할 수 있어요' });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveAccessibleDescription(/2,000P 부족 \(보유 1,000P \/ 필요 3,000P\)/);
  await expect(blocked).toHaveAccessibleDescription(/이번 달 활동 미션 달성/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('access'));
  await signIn(page, request, { points: 9000 });
  await page.goto('/pointShopDetail?id=1');
  const condition = page.getByRole('list', { name: '교환 조건' });
  await expect(condition).toContainText('포인트 충분 (보유 9,000P / 필요 3,000P)');
  await expect(condition).toContainText('이번 달 미션 0/4 달성. 남은 미션: 피드 작성 0 / 1회, 댓글 작성 0 / 3회');
  await expect(page.getByRole('button', { name: '조건을 채우면 교환할 수 있어요' })).toBeDisabled();
});

test('the last unit sold to someone else during checkout: the order is refused and nothing is taken', async ({
  page,
  request,
}) => {
  // Product 11 (18,000P) is only ordered here; its stock is put back at the end.
  const lamp = 11;
  await signIn(page, request, { points: 20_000, missionMet: true });
  await page.goto(`/pointShopDetail?id=${lamp}`);
  await page.getByRole('button', { name: '교환하기' }).click();
  const address = dialog(page, '배송지 입력');
  await address.getByRole('radio', { name: '한국' }).check();
  await address.getByLabel('우편번호').fill('04524');
  await address.getByLabel('기본 주소').fill('서울특별시 중구 세종대로 110');
  await address.getByLabel('상세 주소').fill('1층');
  await address.getByLabel('성', { exact: true }).fill('김');
  await address.getByLabel('이름', { exact: true }).fill('민수');
  await address.getByLabel('전화번호').fill('010-1234-5678');
  await address.getByRole('button', { name: '다음' }).click();
  const stock = ((await (await request.get('/__mock/products')).json()) as Array<{ id: number; stock: number }>).find(
    (p) => p.id === lamp,
  )!.stock;
  await request.post(`/__mock/products/${lamp}/stock`, { data: { stock: 0 } });
  try {
    await dialog(page, '교환 신청 확인').getByRole('button', { name: '교환 신청' }).click();
    await expect(dialog(page, '교환 조건을 충족하지 않았어요')).toContainText('품절된 상품입니다.');
    await dialog(page, '교환 조건을 충족하지 않았어요').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('button', { name: '품절된 상품입니다' })).toBeDisabled();
    await page.goto('/myPointHistory');
    await expect(page.locator('.point-balance')).toContainText('20,000P');
  } finally {
    await request.post(`/__mock/products/${lamp}/stock`, { data: { stock } });
  }
});

const FIELD_ERRORS = {
  ko: {
    JP: [
      '우편번호 7자리를 입력해 주세요.',
      '도도부현을 선택해 주세요.',
      '시구정촌을 입력해 주세요.',
      '번지를 입력해 주세요.',
      '성을 입력해 주세요.',
      '이름을 입력해 주세요.',
      '올바른 전화번호를 입력해 주세요.',
    ],
    KR: [
      '우편번호 5자리를 입력해 주세요.',
      '기본 주소를 입력해 주세요.',
      '상세 주소를 입력해 주세요.',
      '성을 입력해 주세요.',
      '이름을 입력해 주세요.',
      '올바른 전화번호를 입력해 주세요.',
    ],
    labels: { exchange: '교환하기', address: '배송지 입력', next: '다음', JP: '일본', KR: '한국' },
  },
  ja: {
    JP: [
      '郵便番号7桁を入力してください。',
      '都道府県を選択してください。',
      '市区町村を入力してください。',
      '番地を入力してください。',
      '姓を入力してください。',
      '名を入力してください。',
      '正しい電話番号を入力してください。',
    ],
    KR: [
      '郵便番号5桁を入力してください。',
      '基本住所を入力してください。',
      '詳細住所を入力してください。',
      '姓を入力してください。',
      '名を入力してください。',
      '正しい電話番号を入力してください。',
    ],
    labels: { exchange: '交換する', address: 'お届け先の入力', next: '次へ', JP: '日本', KR: '韓国' },
  },
} as const;

for (const language of ['ko', 'ja'] as const) {
  test(`every address field error shows its message (${language})`, async ({ page, request }) => {
    const texts = FIELD_ERRORS[language];
    const res = await request.post('/__mock/users', { data: { points: 5000, missionMet: true, language } });
    const user = (await res.json()) as { email: string; password: string };
    await loginAsDemo(page, user.email, user.password, { language });
    await page.goto('/pointShopDetail?id=1');
    await page.getByRole('button', { name: texts.labels.exchange }).click();
    const address = dialog(page, texts.labels.address);
    for (const country of ['JP', 'KR'] as const) {
      await address.getByRole('radio', { name: texts.labels[country] }).check();
      await address.getByRole('button', { name: texts.labels.next }).click();
      await expect(address.locator('.field-error')).toHaveText([...texts[country]]);
      await expect(address.locator('[aria-invalid=true]').first()).toBeFocused();
    }
    await expectAccessible(page);
    // A wrong format, not just an empty field, is named too; fixing a field clears its message.
    await address.getByLabel(language === 'ko' ? '우편번호' : '郵便番号').fill('123');
    await expect(address.locator('.field-error')).toHaveCount(texts.KR.length - 1);
    await address.getByRole('button', { name: texts.labels.next }).click();
    await expect(address.locator('.field-error').first()).toHaveText(texts.KR[0]);
  });
}

test('the daily attendance draw opens once on the home screen and credits the prize', async ({ page, request }) => {
  await signIn(page, request, { points: 0, attendedToday: false });
  const popup = dialog(page, '오늘의 출석 선물');
  // The home screen is seen first: its posts are drawn while the draw still waits.
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('list')).toContainText('1,000P');
  await expectAccessible(page);
  await popup.getByRole('button', { name: '선물 뽑기' }).click();
  await expect(popup).toContainText('적립되었습니다');
  // Told once, in the dialog: no toast repeats it.
  await expect(page.getByText(/적립되었습니다/)).toHaveCount(1);
  const prize = (await popup.locator('.attendance-prize').textContent())!;
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(popup).toBeHidden();
  // The header behind the popup shows the new balance at once, without a reload.
  await expect(page.getByRole('link', { name: `보유 포인트 ${prize}` })).toBeVisible();
  await page.goto('/myPointHistory');
  await expect(page.locator('.point-balance')).toContainText(prize);
  await expect(page.locator('.ledger-row').first()).toContainText('출석 선물 뽑기');
  // Back on the home screen the same day, the draw does not open again.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible({ timeout: 20_000 });
  await expect(popup).toBeHidden();
});

test('my info saves the profile, and an unsaved edit survives a reload', async ({ page, request }) => {
  await signIn(page, request, {});
  await page.goto('/preferences');
  await page.getByRole('link', { name: '내 정보 수정' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
  await expectAccessible(page);
  const nickname = `n${Date.now().toString(36).slice(-4)}`;
  await page.getByLabel('닉네임').fill('ab');
  await page.getByLabel('인스타그램 주소').fill('instagram.com/tabi_log');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('닉네임은 3~6자로 입력해 주세요.')).toBeVisible();
  await page.getByLabel('닉네임').fill(nickname);
  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue(nickname);
  await page.getByRole('radio', { name: '40대' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '내 정보를 저장했습니다.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue(nickname);
  await expect(page.getByLabel('인스타그램 주소')).toHaveValue('tabi_log');
  await expect(page.getByRole('radio', { name: '40대' })).toBeChecked();
});

test('preferences: marketing consent, logout, and withdrawal after a confirm', async ({ page, request }) => {
  const user = await signIn(page, request, {});
  await page.goto('/preferences');
  await expectAccessible(page);
  await page.getByRole('switch', { name: /마케팅 정보 수신/ }).check();
  await expect(page.getByRole('status').filter({ hasText: '마케팅 정보 수신에 동의했습니다.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /마케팅 정보 수신/ })).toBeChecked();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();

  await loginAsDemo(page, user.email, user.password);
  await page.goto('/preferences');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const popup = dialog(page, '회원 탈퇴');
  await expect(popup.getByRole('button', { name: '탈퇴하기' })).toBeDisabled();
  await expectAccessible(page);
  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await visit(page, '/emailLogin');
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('dialog')).toContainText('탈퇴한 계정입니다');
});

test('the privacy policies are public and complete in both languages', async ({ page }) => {
  await visit(page, '/privacyJapan', { language: 'ja' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プライバシーポリシー（日本）');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('1. 取得する個人情報');
  await expectAccessible(page);
  await page.goto('/privacyKorea');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
});
