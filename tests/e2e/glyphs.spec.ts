import type { Browser, Page } from '@playwright/test';
import { colouredPixels, drawnElsewhere, drawnText, facesSettled, type Drawn } from './drawn-fonts';
import { expect as baseExpect, loginAsDemo, memberCall, test, type MockControl } from './fixtures';

// Several helpers share two CPUs; the faces' files come as the text needs them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * Every glyph on every machine (issue 35): Korean, Japanese (kana and kanji, among them kanji the
 * Korean faces lack: 畑, 込), Latin and emoji written by members, in either interface language, on
 * a machine with no CJK or emoji font of its own (this Chromium: Droid Sans Fallback would draw
 * the kanji, nothing the emoji). The proof is what Chromium reports it drew each element's text
 * with, through the DevTools protocol, never the declared ranges.
 */

type Language = 'ko' | 'ja';

/** What members wrote, in both languages with emoji, for the reader of one interface language. */
function contentFor(reader: Language) {
  return {
    // Nicknames are letters only; each test's sandbox is the worker's, so each reader has its own.
    japaneseName: reader === 'ko' ? 'はなの畑' : 'ゆずの畑',
    koreanName: reader === 'ko' ? '하늘토끼' : '서울바람',
    // Titles of their own, too: the feed lists both readers' posts.
    japanesePost: {
      title: reader === 'ko' ? '写真がとても素敵です👍' : '畑の写真も素敵です👍',
      contents: '明洞の屋台で食べ込み🍜✨ 畑の野菜も最高！Seoul最高😊 한국어도 조금 🇰🇷',
    },
    koreanPost: {
      title: reader === 'ko' ? '한강 야경 최고예요 🌃' : '남산 야경 최고예요 🌃',
      contents: '반포대교 무지개분수 🌈 ゆいさんにも見せたい！ Café latte ☕️ 123',
    },
    japaneseComment: '素敵な写真ですね🙏 また行きたい！込み合う前に👍🏻',
    koreanComment: '사진 정말 예뻐요 😍❤️ 다음엔 같이 가요!',
  };
}

/** A member signed in in a profile of their own, in the worker's sandbox. */
async function member(browser: Browser, mock: MockControl, nickname: string, language: Language) {
  const user = await mock.createUser({ nickname, language });
  const page = await (await browser.newContext({ locale: language === 'ja' ? 'ja-JP' : 'ko-KR' })).newPage();
  await loginAsDemo(page, user.email, user.password, { language });
  return { user, page };
}

/**
 * Two members, one writing in Japanese and one in Korean, each posting and commenting on the
 * other's post in their own language. Made through the API, in the test's own sandbox.
 */
async function seed(browser: Browser, mock: MockControl, reader: Language) {
  const content = contentFor(reader);
  const japanese = await member(browser, mock, content.japaneseName, 'ja');
  const korean = await member(browser, mock, content.koreanName, 'ko');
  const post = (page: Page, text: { title: string; contents: string }, language: Language) =>
    memberCall(page, '/api/feed/write-feed', { themeId: 1, ...text, language, images: [] }) as Promise<{
      feedId: number;
    }>;
  const japanesePost = (await post(japanese.page, content.japanesePost, 'ja')).feedId;
  const koreanPost = (await post(korean.page, content.koreanPost, 'ko')).feedId;
  await memberCall(korean.page, '/api/feed/write-comment', { feedId: japanesePost, contents: content.koreanComment });
  await memberCall(japanese.page, '/api/feed/write-comment', {
    feedId: japanesePost,
    contents: content.japaneseComment,
  });
  await memberCall(japanese.page, '/api/feed/write-comment', { feedId: koreanPost, contents: content.japaneseComment });
  await memberCall(korean.page, '/api/feed/write-comment', { feedId: koreanPost, contents: content.koreanComment });
  // A report the operators read in the console: a post's title and the reason, in the other language.
  await memberCall(korean.page, '/api/feed/report-feed', {
    feedId: japanesePost,
    reason: `광고 같아요 🤔 ${content.japaneseName}`,
  });
  await japanese.page.context().close();
  await korean.page.context().close();
  return { content, japanesePost, koreanPost };
}

/** The page's text as Chromium drew it once its faces came: none from a font the app does not ship. */
async function expectShippedFaces(page: Page, mustHaveDrawn: string[]): Promise<Drawn[]> {
  await facesSettled(page);
  const drawn = await drawnText(page);
  expect(drawnElsewhere(drawn)).toEqual([]);
  // The members' own words were on the screen and drawn (not skipped as hidden or unlaid).
  for (const text of mustHaveDrawn)
    expect(
      drawn.some((d) => d.text.includes(text) && d.fonts.length > 0),
      `"${text}" drawn on ${page.url()}`,
    ).toBe(true);
  return drawn;
}

for (const reader of ['ko', 'ja'] as const) {
  test(`members' Korean, Japanese and emoji are drawn with the shipped faces in the ${reader} interface: feed, post, consent page, console`, async ({
    browser,
    page,
    mock,
    baseURL,
  }) => {
    const { content, japanesePost, koreanPost } = await seed(browser, mock, reader);
    const viewer = await mock.createUser({ language: reader });
    await loginAsDemo(page, viewer.email, viewer.password, { language: reader });

    // The feed, newest first: both posts, their titles, excerpts and authors.
    await page.getByRole('tab', { name: reader === 'ko' ? '최신' : '新着' }).click();
    await expect(page.getByText(content.japanesePost.title)).toBeVisible();
    await expect(page.getByText(content.koreanPost.title)).toBeVisible();
    await expectShippedFaces(page, [content.japanesePost.title, content.koreanPost.title]);
    // The emoji are drawn in colour, not as blanks: a title is ink alone but for its emoji.
    expect(
      await colouredPixels(page.locator('.feed-card-title', { hasText: content.japanesePost.title })),
    ).toBeGreaterThan(40);

    // A post with comments in the other language.
    const other = reader === 'ko' ? koreanPost : japanesePost;
    await page.goto(`/feedDetail?id=${other}`);
    await expect(page.getByText(content.japaneseComment).first()).toBeVisible();
    await expect(page.getByText(content.koreanComment).first()).toBeVisible();
    await expectShippedFaces(page, [content.japaneseComment, content.koreanComment, content.japaneseName]);
    expect(await colouredPixels(page.getByText(content.koreanComment))).toBeGreaterThan(40);

    // The mock Google's consent page, a name typed in both scripts.
    await page.goto(
      `/oauth/google/authorize?lang=${reader}&redirect_uri=${encodeURIComponent(`${baseURL}/redirectOauth`)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Google');
    await expectShippedFaces(page, ['Google']);

    // The tester console, in the reader's language: the report queue with the post and its reason.
    await page.addInitScript((language) => localStorage.setItem('tl_console_lang', language), reader);
    await page.goto('/__mock/#operations');
    await expect(
      page.locator('#operations .ops-reports li').filter({ hasText: content.japanesePost.title }),
    ).toBeVisible();
    await expectShippedFaces(page, [content.japanesePost.title]);
  });
}
