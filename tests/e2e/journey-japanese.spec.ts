import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './fixtures';

// Several helpers share two CPUs: a reload can take longer than the default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Journey 2: a Japanese visitor on a clean browser profile, from `/` to a gift in the order
 * history, all in Japanese. With a Japanese browser the first screen already speaks Japanese; with
 * an English one it opens in Korean (the default language) and picking Japan switches it.
 */

// One long journey with axe on every screen, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const nickname = () => `j${Math.random().toString(36).slice(2, 7)}`;

/** The seeded post on the first page of the recommended tab that names a place, as the API gives it. */
async function postWithPlace(page: Page) {
  const headers = {
    access: (await page.evaluate(() => localStorage.getItem('access'))) ?? '',
    'accept-language': 'ja',
  };
  const call = async (path: string, data: object) =>
    ((await (await page.request.post(path, { headers, data })).json()) as { data: any }).data;
  const items = (await call('/api/feed/main-feed-list', { tab: 'recommended' })).items as Array<{ id: number }>;
  for (const { id } of items.slice(0, 4)) {
    const post = (await call('/api/feed/feed-detail', { feedId: id })) as {
      id: number;
      title: string;
      place: { id: number; name: string } | null;
    };
    if (post.place) return post as { id: number; title: string; place: { id: number; name: string } };
  }
  throw new Error('no post with a place among the first recommended ones');
}

for (const locale of ['ja-JP', 'en-US'] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    /** Past the first screen both runs show the same Japanese screens: axe checks them in the ja-JP run. */
    const axe = (page: Page) => (locale === 'ja-JP' ? expectAccessible(page) : Promise.resolve());

    test('a Japanese visitor joins through Google, applauds, bookmarks, plans two nights and orders a gift to Japan', async ({
      page,
      request,
    }) => {
      // Country and language: a clean profile at / lands on the first screen, not a blank login.
      await page.goto('/');
      await expect(page).toHaveURL(/\/selectCountry$/);
      if (locale === 'ja-JP') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('どちらからお越しですか？');
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('어디에서 오셨나요?');
        await expectAccessible(page);
        await page.getByRole('radio', { name: '일본', exact: true }).check();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('どちらからお越しですか？');
      }
      await page.getByRole('radio', { name: '日本', exact: true }).check();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();

      // Introduction: three slides, then the four questions.
      await expect(page).toHaveURL(/\/introduction$/);
      await expect(page.getByRole('heading', { name: '韓国旅行の話をシェアしよう' })).toBeVisible();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await expect(page.getByRole('heading', { name: '地図で旅行プランづくり' })).toBeVisible();
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await page.getByRole('button', { name: 'はじめる', exact: true }).click();

      await expect(page).toHaveURL(/\/selectTravelTheme$/);
      await expect(page.getByRole('heading', { name: '興味のある旅行テーマを選んでください' })).toBeVisible();
      await page.getByRole('checkbox', { name: 'カフェ' }).check();
      await expect(page.getByText('100P獲得！ここまでで100Pたまりました')).toBeVisible();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await expect(page).toHaveURL(/\/selectRegion$/);
      await page.getByRole('checkbox', { name: 'ソウル' }).check();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await expect(page).toHaveURL(/\/selectAgeGroup$/);
      await page.getByRole('radio', { name: '20代' }).check();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await expect(page).toHaveURL(/\/selectGender$/);
      await page.getByRole('radio', { name: '回答しない' }).check();
      await expect(page.getByText('ここまでで400P')).toBeVisible();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();

      // Sign up through Google: the mock consent page, in Japanese too.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('タビログ');
      await axe(page);
      await page.getByRole('button', { name: 'Googleで続ける' }).click();
      await expect(page).toHaveURL(/\/oauth\/google\/authorize\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Googleアカウントでログイン（モック）');
      await axe(page);
      await page.getByLabel('メールアドレス').fill(`${nickname()}@gmail.test`);
      await page.getByLabel('名前').fill('山田花子');
      await page.getByLabel('パスワード').fill('hanako-pw');
      await page.getByRole('button', { name: '続行' }).click();

      // A new Google account continues at the steps it lacks: nickname, terms, picture.
      await expect(page).toHaveURL(/\/selectNickname$/);
      const name = nickname();
      await page.getByLabel('ニックネーム', { exact: true }).fill(name);
      await expect(page.getByText('使用できるニックネームです。')).toBeVisible();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await expect(page).toHaveURL(/\/termsAndConditionsAgreement$/);
      await page.getByRole('checkbox', { name: 'すべてに同意する' }).check();
      await axe(page);
      await page.getByRole('button', { name: '次へ', exact: true }).click();
      await expect(page).toHaveURL(/\/selectProfileImage$/);
      await axe(page);
      await page.getByRole('button', { name: 'スキップして登録する' }).click();
      await expect(page).toHaveURL(/\/joinComplete$/);
      await expect(page.locator('.complete-points')).toHaveText('5,400 P');
      await axe(page);
      await page.getByRole('button', { name: 'タビログをはじめる' }).click();

      // Home: today's attendance draw asks first; later.
      await expect(page).toHaveURL(/\/$/);
      const attendance = page.getByRole('dialog', { name: '今日の出席ギフト' });
      await expect(attendance).toBeVisible();
      await axe(page);
      await attendance.getByRole('button', { name: 'あとで' }).click();
      await expect(attendance).toBeHidden();
      await expect(page.getByRole('link', { name: /保有ポイント/ })).toContainText('5,400');
      await expect(page.getByRole('tab', { name: 'おすすめ' })).toHaveAttribute('aria-selected', 'true');
      await axe(page);

      // A post with a place: three rounds of applause and a bookmark.
      const post = await postWithPlace(page);
      await page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: post.title })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/feedDetail\\?id=${post.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: post.title })).toBeVisible();
      const applaud = page.getByRole('button', { name: /拍手する/ });
      for (let i = 1; i <= 3; i++) {
        await applaud.click();
        await expect(applaud).toHaveAccessibleName(new RegExp(`自分の拍手${i}/10`));
        await expect(page.getByRole('status').filter({ hasText: `拍手しました。（${i}/10）` })).toBeVisible();
      }
      const bookmark = page.getByRole('button', { name: 'ブックマーク' });
      await bookmark.click();
      await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'ブックマークに保存しました。' })).toBeVisible();
      await axe(page);

      // The post's place, added to a new two-night plan from its sheet.
      await page.getByRole('link', { name: post.place.name }).click();
      await expect(page).toHaveURL(new RegExp(`/placeMap\\?placeId=${post.place.id}`));
      const sheet = page.getByRole('dialog', { name: post.place.name });
      await expect(sheet).toBeVisible();
      await axe(page);
      await sheet.getByRole('button', { name: 'プランに追加' }).click();
      const popup = page.getByRole('dialog', { name: 'プランに追加' });
      await expect(popup.getByText('旅行プランがありません。新しいプランを作って追加しましょう。')).toBeVisible();
      await expect(popup.getByRole('radio', { name: '新しいプランを作る' })).toBeChecked();
      await popup.getByRole('checkbox', { name: 'ソウル' }).check();
      await popup.getByLabel('期間').selectOption({ label: '2泊3日' });
      await expect(popup.getByLabel('日付').getByRole('option')).toHaveCount(3);
      await axe(page);
      await popup.getByRole('button', { name: '追加', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: '「ソウル旅行」の1日目に追加しました。' })).toBeVisible();
      await expect(popup).toBeHidden();

      await page.goto('/travelPlan');
      const plan = page.getByRole('link', { name: /ソウル旅行/ });
      await expect(plan).toContainText('2泊3日');
      await axe(page);
      await plan.click();
      await expect(page).toHaveURL(/\/travelPlanDetail\?id=\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ソウル旅行');
      await expect(page.getByRole('tab')).toHaveCount(3);
      await expect(page.getByRole('tabpanel')).toContainText(post.place.name);
      await axe(page);

      // The shop: this month's missions show what the visitor did, not yet enough to exchange.
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: 'ショップ', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'ポイントショップ' })).toBeVisible();
      const missions = page.getByRole('region', { name: '今月のアクティビティミッション' });
      await expect(missions.getByRole('listitem').filter({ hasText: '拍手を送る' })).toContainText('3 / 5回');
      await expect(missions.getByRole('listitem').filter({ hasText: 'ブックマーク' })).toContainText('1 / 3回');
      await axe(page);

      // The tester meets the rest of the missions for this account.
      const users = (await (await request.get('/__mock/users')).json()) as Array<{ id: number; nickname: string }>;
      const me = users.find((u) => u.nickname === name)!;
      expect((await request.post(`/__mock/users/${me.id}/missions`)).ok()).toBe(true);
      await page.reload();
      await expect(page.getByText('今月のミッションをすべて達成しました！ポイントを交換できます。')).toBeVisible();

      // A gift shipped to a Japan address.
      await page.getByRole('link', { name: /Kビューティー シートマスク20枚セット/ }).click();
      await expect(page).toHaveURL(/\/pointShopDetail\?id=\d+$/);
      await expect(page.getByText('韓国から日本または韓国へ送料無料でお届けします')).toBeVisible();
      await axe(page);
      await page.getByRole('button', { name: '交換する' }).click();
      const address = page.getByRole('dialog', { name: 'お届け先の入力' });
      await address.getByRole('radio', { name: '日本' }).check();
      await address.getByLabel('郵便番号').fill('1500001');
      await address.getByRole('button', { name: /都道府県を選択/ }).click();
      await page.getByRole('dialog', { name: '都道府県の選択' }).getByRole('button', { name: '東京都' }).click();
      await address.getByLabel('市区町村').fill('渋谷区神宮前');
      await address.getByLabel('番地').fill('1-2-3');
      await address.getByLabel('姓', { exact: true }).fill('山田');
      await address.getByLabel('名', { exact: true }).fill('花子');
      await address.getByLabel('電話番号').fill('090-1234-5678');
      await axe(page);
      await address.getByRole('button', { name: '次へ' }).click();

      const confirm = page.getByRole('dialog', { name: '交換申請の確認' });
      await expect(confirm).toContainText('交換申請後のキャンセルはできません。');
      await expect(confirm).toContainText('3,000P');
      await axe(page);
      await confirm.getByRole('button', { name: '交換を申請' }).click();
      const done = page.getByRole('dialog', { name: '交換申請が完了しました' });
      const orderNumber = (await done.textContent())!.match(/TL-\d{6}-\d{6}/)![0];
      await axe(page);
      await done.getByRole('link', { name: '交換履歴を見る' }).click();

      // The order history shows it, addressed to Tokyo.
      await expect(page).toHaveURL(/\/myPointShopOrder$/);
      const card = page.locator('.order-card').first();
      await expect(card).toContainText(orderNumber);
      await expect(card).toContainText('Kビューティー シートマスク20枚セット');
      await expect(card).toContainText('東京都 渋谷区神宮前 1-2-3');
      await expect(card).toContainText('受付完了');
      await expect(card).toContainText('山田 花子');
      await axe(page);
    });
  });
}
