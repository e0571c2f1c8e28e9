import type { Page } from '@playwright/test';
import { expect, expectAccessible, joinByEmail, loginAsDemo, onboard, test, visit } from './fixtures';
import { atEverySize, expectNothing, resize, SIZES } from './layout-walk';

/**
 * Screens opened out of their flow (a link, a reload once the draft is gone, a kiosk reset) say
 * what happened and offer the way on in their own place: never an alert over a blank page.
 */

test.describe.configure({ timeout: 90_000 });

const WORDS = {
  ko: {
    start: '회원가입을 처음부터 시작해 주세요',
    continue: '가입을 이어서 진행해 주세요',
    signedIn: '이미 로그인되어 있어요',
    noJoinData: '가입 정보가 없습니다. 처음부터 다시 진행해 주세요.',
    noTutorialData: '튜토리얼 정보가 없습니다. 다시 설정해 주세요.',
    startJoining: '회원가입 시작하기',
    continueJoining: '이어서 가입하기',
    login: '로그인하기',
    home: '홈으로 가기',
    missingRegion: '여행 지역을 선택하지 않았습니다.',
    missingTerms: '필수 약관에 동의하지 않았습니다.',
    kept: '지금까지 고른 답은 이 기기에 그대로 남아 있어요.',
    countryHeading: '어디에서 오셨나요?',
    noRegions: '여행 날짜는 지역을 고른 다음에 정해요. 어디로 갈지 먼저 골라 주세요.',
    chooseRegions: '지역 선택하기',
    toPlans: '내 여행 계획 보기',
  },
  ja: {
    start: '会員登録を最初から始めてください',
    continue: '登録の続きから進めてください',
    signedIn: 'すでにログインしています',
    noJoinData: '登録情報がありません。最初からやり直してください。',
    noTutorialData: 'チュートリアル情報がありません。もう一度設定してください。',
    startJoining: '会員登録を始める',
    continueJoining: '登録を続ける',
    login: 'ログインする',
    home: 'ホームへ',
    missingRegion: '旅行する地域が選択されていません。',
    missingTerms: '必須の規約に同意していません。',
    kept: 'これまでの回答は、この端末にそのまま残っています。',
    countryHeading: 'どちらからお越しですか？',
    noRegions: '旅行の日程は、地域を選んでから決めます。まず行き先を選んでください。',
    chooseRegions: '地域を選ぶ',
    toPlans: 'プラン一覧へ',
  },
} as const;

const JOIN_STEPS = [
  '/joinEmail',
  '/joinEmailVerification',
  '/selectNickname',
  '/termsAndConditionsAgreement',
  '/selectProfileImage',
  '/joinComplete',
];

/** What has the focus: the element's text, and whether it is on the screen with a size. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const box = el?.getBoundingClientRect();
    const shown =
      !!el &&
      el !== document.body &&
      !!box &&
      box.width > 1 &&
      box.height > 1 &&
      box.bottom > 0 &&
      box.top < window.innerHeight;
    return { text: el?.textContent?.trim() ?? '', shown };
  });

for (const language of ['ko', 'ja'] as const) {
  const w = WORDS[language];

  test(`each join step opened on a clean profile says what happened and starts joining (${language})`, async ({
    page,
  }) => {
    // Nothing stored but the language: no draft, no token, no first visit.
    await visit(page, JOIN_STEPS[0]!, { language, firstVisit: true });
    for (const path of JOIN_STEPS) {
      if (path !== JOIN_STEPS[0]) await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toHaveText(w.start);
      await expect(heading, path).toBeVisible();
      await expect(page.getByText(path === '/joinEmail' ? w.noTutorialData : w.noJoinData), path).toBeVisible();
      await expect(page.getByRole('link', { name: w.startJoining }), path).toBeVisible();
      await expect(page.getByRole('link', { name: w.login }), path).toBeVisible();
      // No popup stands over the screen; the screen itself has the focus, on its visible heading.
      await expect(page.getByRole('dialog'), path).toHaveCount(0);
      await expect.poll(() => focused(page), path).toEqual({ text: w.start, shown: true });
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
    // The state itself, as the layout walk looks at every route (signed in, it sees the member's face of it).
    await expectAccessible(page);
    expectNothing(await atEverySize(page, `gap ${language}`));
    await resize(page, SIZES[0]!);
    await page.getByRole('link', { name: w.startJoining }).click();
    await expect(page).toHaveURL(/\/selectCountry$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`a step opened before earlier ones keeps the answers and continues at the first one open (${language})`, async ({
    page,
  }) => {
    await page.addInitScript(
      ({ language }) => {
        if (sessionStorage.getItem('e2e-draft')) return;
        sessionStorage.setItem('e2e-draft', '1');
        localStorage.setItem('tl_lang', language);
        localStorage.setItem('firstVisitDate', '2026-01-01T00:00:00.000Z');
        localStorage.setItem('tl_joinDraft.v1', JSON.stringify({ country: 'KR', themeIds: [1, 3] }));
      },
      { language },
    );
    await page.goto('/selectProfileImage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.continue);
    // The spec's missing-step messages, each on its line, and the word that nothing is lost.
    await expect(page.getByRole('listitem').filter({ hasText: w.missingRegion })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: w.missingTerms })).toBeVisible();
    await expect(page.getByText(w.kept)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
    expectNothing(await atEverySize(page, `gap with a kept draft ${language}`));
    await resize(page, SIZES[0]!);
    await page.getByRole('link', { name: w.continueJoining }).click();
    await expect(page).toHaveURL(/\/selectRegion$/);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('tl_joinDraft.v1') ?? '{}'));
    expect(draft).toMatchObject({ country: 'KR', themeIds: [1, 3] });
  });

  test(`a reload at every step of the join keeps the member's progress (${language})`, async ({ page, mock }) => {
    await page.goto('/login');
    await onboard(page, language);
    // Reloaded the moment each join screen shows: the screen comes back itself, never the gap.
    await joinByEmail(page, mock, language, false, async (screen) => {
      const path = new URL(screen.url()).pathname;
      if (!JOIN_STEPS.includes(path)) return;
      await screen.reload();
      await expect(screen).toHaveURL(new RegExp(`${path}$`));
      await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(screen.locator('.join-gap'), path).toHaveCount(0);
    });
  });

  test(`a signed-in member who opens a join step is sent home, not into joining (${language})`, async ({ page }) => {
    await loginAsDemo(page, language === 'ko' ? 'demo@tabi.test' : 'demo-ja@tabi.test', 'demo1234', { language });
    await page.goto('/selectNickname');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.signedIn);
    await expect(page.getByRole('link', { name: w.startJoining })).toHaveCount(0);
    await page.getByRole('link', { name: w.home }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`the plan's date step opened without regions leads to choosing them (${language})`, async ({ page }) => {
    await loginAsDemo(page, language === 'ko' ? 'demo@tabi.test' : 'demo-ja@tabi.test', 'demo1234', { language });
    await page.evaluate(() => localStorage.removeItem('tl_travel.planDraft.v1'));
    await page.goto('/travelPlanDate');
    await expect(page.getByText(w.noRegions)).toBeVisible();
    await expect(page.getByRole('link', { name: w.toPlans })).toHaveAttribute('href', '/travelPlan');
    // The way on stands in the screen's middle third, not under its header with the rest blank.
    const button = page.getByRole('link', { name: w.chooseRegions });
    const box = (await button.boundingBox())!;
    const height = page.viewportSize()!.height;
    expect(box.y).toBeGreaterThan(height / 3);
    expect(box.y + box.height).toBeLessThan((height * 2) / 3 + box.height);
    await button.click();
    await expect(page).toHaveURL(/\/travelPlanRegion$/);
  });
}
