import { expect, expectAccessible, loginAsDemo, test } from './fixtures';

// Five searches and two accessibility scans on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Search typed the way visitors type (issue 17): a Japanese visitor's katakana or hiragana, the
 * sign's hyphenated romanisation, a Korean's initials. The results mark what matched in the text
 * shown, in the reader's language, whatever script was typed.
 */
const READERS = [
  {
    language: 'ko',
    locale: 'ko-KR',
    area: '명동',
    cafe: /카페|カフェ|cafe/i,
    places: '장소',
    posts: '게시물',
    mapSearch: '장소 검색',
    results: /‘キョンボックン’ 검색 결과/,
    palace: '경복궁',
  },
  {
    language: 'ja',
    locale: 'ja-JP',
    area: '明洞',
    cafe: /カフェ|카페|cafe/i,
    places: 'スポット',
    posts: '投稿',
    mapSearch: 'スポット検索',
    results: /「キョンボックン」の検索結果/,
    palace: '景福宮',
  },
] as const;

for (const reader of READERS) {
  test.describe(`${reader.language} reader`, () => {
    test.use({ locale: reader.locale });

    test(`ミョンドン, みょんどん, Myeong-dong and ㅁㄷ find Myeong-dong places with ${reader.area} marked; cafe marks the café posts`, async ({
      page,
      mock,
    }) => {
      const user = await mock.createUser({ language: reader.language });
      await loginAsDemo(page, user.email, user.password, { language: reader.language });
      const places = page.getByRole('region', { name: reader.places, exact: true });
      for (const typed of ['ミョンドン', 'みょんどん', 'Myeong-dong', 'ㅁㄷ']) {
        await page.goto(`/feedSearch?q=${encodeURIComponent(typed)}`);
        const first = places.getByRole('listitem').first();
        await expect(first.locator('mark')).toHaveText(reader.area);
        await expect(places.getByRole('listitem')).toHaveCount(5);
      }
      await expectAccessible(page);

      await page.goto('/feedSearch?q=cafe');
      const posts = page.getByRole('list', { name: reader.posts, exact: true });
      const marks = posts.getByRole('listitem').first().locator('mark');
      await expect(marks.first()).toHaveText(reader.cafe);
      await expectAccessible(page);

      // The map's own search lists its results with the same marks.
      await page.goto('/placeMap');
      const box = page.getByRole('searchbox', { name: reader.mapSearch });
      await box.fill('キョンボックン');
      await box.press('Enter');
      await expect(page.getByRole('heading', { name: reader.results })).toBeVisible();
      await expect(page.locator('.place-list li').first().locator('mark')).toHaveText(reader.palace);
    });
  });
}
