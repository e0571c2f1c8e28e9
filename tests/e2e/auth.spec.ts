import type { Page } from '@playwright/test';
import { expect, joinByEmail, nicknameOf, onboard, restartedBrowser, test, unique, visit } from './fixtures';

// Long flows on a shared 2-core machine: room for a slow moment.
test.describe.configure({ timeout: 90_000 });

/** The join draft of a visitor who already answered the whole tutorial (seeded theme and region ids). */
const TUTORIAL_DONE = { country: 'KR', themeIds: [1, 3], regionIds: [1], ageGroup: '20s', gender: 'unknown' };

/** Seeds local state before the first page load only (a reload keeps what the app wrote). */
async function seedDraft(page: Page, draft: Record<string, unknown>, language: 'ko' | 'ja' = 'ko') {
  await page.addInitScript(
    ({ draft, language }) => {
      const g = globalThis as unknown as { sessionStorage: Storage; localStorage: Storage };
      if (g.sessionStorage.getItem('e2e-draft')) return;
      g.sessionStorage.setItem('e2e-draft', '1');
      g.localStorage.setItem('tl_joinDraft.v1', JSON.stringify(draft));
      g.localStorage.setItem('tl_lang', language);
    },
    { draft, language },
  );
}

// The Korean onboarding and e-mail join, with axe on every screen, is journey 1 (journeys.spec.ts).
test('the same in Japanese', async ({ page, mock }) => {
  await page.goto('/login');
  await onboard(page, 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('タビログ');
  await joinByEmail(page, mock, 'ja', false);
});

for (const keep of [true, false]) {
  test(`keep-logged-in ${keep ? 'survives' : 'unchecked does not survive'} a browser restart`, async ({
    browser,
    mock,
  }) => {
    const user = await mock.createUser();
    const first = await browser.newContext();
    const page = await first.newPage();
    await visit(page, '/emailLogin');
    await page.getByLabel('이메일', { exact: true }).fill(user.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
    await page.getByRole('checkbox', { name: '로그인 상태 유지' }).setChecked(keep);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('lastLoginDate'))).not.toBeNull();
    const state = await first.storageState();
    await first.close();

    const second = await restartedBrowser(browser, state);
    const again = await second.newPage();
    await mock.expireTokens();
    await again.goto('/');
    if (keep) {
      await expect(again.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
      await expect(again).toHaveURL(/\/$/);
    } else {
      await expect(again).toHaveURL(/\/login$/);
      expect(await again.evaluate(() => localStorage.getItem('access'))).toBeNull();
    }
    await second.close();
  });
}

test('a withdrawn account cannot log in and is told to contact the administrator', async ({ page, mock }) => {
  const user = await mock.createUser();
  await visit(page, '/emailLogin');
  await page.getByLabel('이메일', { exact: true }).fill(user.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Withdraw from a public screen, so no protected call of the feed races the withdrawal.
  await page.goto('/selectCountry');
  const result = await page.evaluate(async () => {
    const res = await fetch('/api/user/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json', access: localStorage.getItem('access')! },
      body: '{}',
    });
    localStorage.removeItem('access');
    return (await res.json()) as { result: string };
  });
  expect(result.result).toBe('success');

  await page.goto('/emailLogin');
  await page.getByLabel('이메일', { exact: true }).fill(user.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('탈퇴한 계정입니다. 관리자에게 문의해 주세요.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/emailLogin$/);
  expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
});

test('a bad e-mail, a short password and an e-mail already joined each get their message', async ({ page }) => {
  await seedDraft(page, TUTORIAL_DONE);
  await visit(page, '/joinEmail');
  await page.getByLabel('이메일', { exact: true }).fill('not-an-email');
  await page.getByLabel('비밀번호', { exact: true }).fill('abc');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('abc');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('올바른 이메일 형식으로 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('비밀번호는 6~12자로 입력해 주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/joinEmail$/);

  await page.getByLabel('이메일', { exact: true }).fill('demo@tabi.test');
  await page.getByLabel('비밀번호', { exact: true }).fill('travel12');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('travel12');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('이미 가입된 이메일입니다.');
  await dialog.getByRole('button', { name: '다시 입력' }).click();
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('이메일', { exact: true })).toBeFocused();

  await page.getByLabel('이메일', { exact: true }).fill('demo@tabi.test');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/emailLogin\?email=demo%40tabi\.test$/);
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue('demo@tabi.test');
});

test('a wrong code and a taken nickname each get their message', async ({ page, mock }) => {
  const email = `${unique('wrong')}@tabi.test`;
  await seedDraft(page, TUTORIAL_DONE);
  await visit(page, '/joinEmail');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('travel12');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('travel12');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page).toHaveURL(/\/joinEmailVerification$/);
  await expect(page.getByText(/남은 시간 \d+:\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: /초 후 다시 받을 수 있어요/ })).toBeDisabled();

  const [mail] = await mock.mailbox(email);
  const wrong = mail!.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
  await page.getByLabel('인증번호', { exact: true }).fill('12');
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByRole('alert')).toContainText('인증번호가 올바르지 않습니다.');
  await page.getByLabel('인증번호', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByRole('alert')).toHaveText('인증번호가 올바르지 않습니다.');
  // The field itself is marked and described by the message, not only the alert.
  const codeInput = page.getByLabel('인증번호', { exact: true });
  await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
  await expect(codeInput).toHaveAccessibleDescription(/인증번호가 올바르지 않습니다\./);
  await expect(page).toHaveURL(/\/joinEmailVerification$/);

  // The draft survives a reload; the right code goes on.
  await page.reload();
  await page.getByLabel('인증번호', { exact: true }).fill(mail!.code!);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page).toHaveURL(/\/selectNickname$/);
  await page.getByLabel('닉네임', { exact: true }).fill('데모유저');
  await expect(page.getByText('이미 사용 중인 닉네임입니다. 다른 닉네임을 입력해 주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다음', exact: true })).toBeDisabled();
  await page.getByLabel('닉네임', { exact: true }).fill('ab');
  await expect(page.getByText('닉네임은 3~6자로 입력해 주세요.')).toBeVisible();
});

test('profile image selection names the missing setup steps and leads back to the first', async ({ page }) => {
  await seedDraft(page, { country: 'KR', themeIds: [1] });
  await visit(page, '/selectProfileImage');
  // In the screen's place, not in a popup over a blank page (out-of-flow.spec.ts opens every step so).
  const screen = page.getByRole('main');
  await expect(screen).toContainText('완료하지 않은 가입 단계가 있어요');
  for (const line of [
    '여행 지역을 선택하지 않았습니다.',
    '연령대를 선택하지 않았습니다.',
    '성별을 선택하지 않았습니다.',
    '이메일 인증을 완료하지 않았습니다.',
    '닉네임을 설정하지 않았습니다.',
    '필수 약관에 동의하지 않았습니다.',
  ]) {
    await expect(screen.getByRole('listitem').filter({ hasText: line })).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await screen.getByRole('link', { name: '이어서 가입하기' }).click();
  await expect(page).toHaveURL(/\/selectRegion$/);
});

test('Google: a new account joins at the steps it lacks, and is signed in the next time', async ({ page }) => {
  const email = `${unique('g')}@gmail.test`;
  await seedDraft(page, TUTORIAL_DONE);
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Google로 계속하기' }).click();
  await expect(page).toHaveURL(/\/oauth\/google\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Google');
  // The mock Google lists no one: a new e-mail makes an account guarded by the password typed here.
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('이름').fill('구글러');
  await page.getByLabel('비밀번호').fill('google-pw1');
  await page.getByRole('button', { name: '계속' }).click();

  await expect(page).toHaveURL(/\/selectNickname$/);
  await page.getByLabel('닉네임', { exact: true }).fill(nicknameOf());
  await expect(page.getByText('사용할 수 있는 닉네임입니다.')).toBeVisible();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('필수 정보가 없습니다. 필수 약관에 동의해 주세요.');
  await page.getByRole('checkbox', { name: /개인정보 수집/ }).check();
  await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '건너뛰고 가입하기' }).click();
  await expect(page.locator('.complete-points')).toHaveText('5,400 P');

  // Signed out, the same Google account signs straight in.
  await page.evaluate(() => localStorage.removeItem('access'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Google로 계속하기' }).click();
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('wrong-pw');
  await page.getByRole('button', { name: '계속' }).click();
  await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await page.getByLabel('비밀번호').fill('google-pw1');
  await page.getByRole('button', { name: '계속' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('5,400');
});

test('a lost password is replaced by a mailed temporary one', async ({ page, mock }) => {
  const user = await mock.createUser();
  await visit(page, '/emailLogin');
  await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
  await expect(page).toHaveURL(/\/resetEmailPassword$/);
  // An unknown e-mail gets the same answer as a member's (nothing tells who has an account), and no mail.
  await page.getByLabel('이메일', { exact: true }).fill('nobody-here@tabi.test');
  await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '계정이 있다면 임시 비밀번호를 보냈어요' })).toBeVisible();
  expect(await mock.mailbox('nobody-here@tabi.test')).toEqual([]);
  await page.goto('/resetEmailPassword');
  await page.getByLabel('이메일', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '계정이 있다면 임시 비밀번호를 보냈어요' })).toBeVisible();
  const [mail] = await mock.mailbox(user.email);
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(user.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(mail!.code!);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Apple: a new account without tutorial answers continues at the first onboarding step', async ({ page }) => {
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Apple로 계속하기' }).click();
  await expect(page).toHaveURL(/\/oauth\/apple\/authorize\?/);
  const email = `${unique('a')}@icloud.test`;
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('apple-pw1');
  await page.getByRole('button', { name: '계속' }).click();
  await expect(page).toHaveURL(/\/selectCountry$/);
  const draft = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('tl_joinDraft.v1') ?? '{}') as { social?: { provider: string; email: string } },
  );
  expect(draft.social).toMatchObject({ provider: 'apple', email });
  await page.getByRole('radio', { name: '대한민국' }).check();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await expect(page).toHaveURL(/\/introduction$/);
});

test('a cancelled provider consent returns to /login with a message', async ({ page }) => {
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Google로 계속하기' }).click();
  await page.getByRole('link', { name: '취소' }).click();
  await expect(page.getByRole('dialog')).toContainText('로그인이 취소되었습니다.');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
