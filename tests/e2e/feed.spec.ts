import type { Page } from '@playwright/test';
import { expectRequest, playwrightControl, serverNow } from '../support/expect-request';
import { expect, expectAccessible, loginAsDemo, openEditorWithTheme, test, writeFirstPost } from './fixtures';

// Long user journeys on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** Deleted as the page unloads (its open connection holds the deletion until then). */
async function forgetSavedAnswers(page: Page) {
  await page.evaluate(() => void indexedDB.deleteDatabase('tabi-offline'));
}

async function signIn(
  page: Page,
  mock: { createUser(spec?: { language?: 'ko' | 'ja' }): Promise<{ email: string; password: string }> },
) {
  const user = await mock.createUser();
  await loginAsDemo(page, user.email, user.password);
  return user;
}

test('write a post with two pictures, applaud to the limit, bookmark, comment, find it in both languages, delete it', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  const word = `해운대노을${Date.now().toString(36).slice(-4)}`;
  const first = await writeFirstPost(page, `${word} 산책`, '바다와 노을이 정말 아름다웠어요.');
  await first.getByRole('link').click();

  await expect(page).toHaveURL(/\/feedDetail\?id=\d+$/);
  const feedUrl = page.url();
  await expect(page.getByRole('heading', { level: 2, name: `${word} 산책` })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`${word} 산책의 사진`) })).toHaveCount(2);
  const applaud = page.getByRole('button', { name: /박수 보내기/ });
  for (let i = 1; i <= 10; i++) {
    await applaud.click();
    await expect(applaud).toContainText(`(${i}/10)`);
  }
  // The tenth shows the maximum in place: the button full and unavailable, a sentence beside it, no dialog.
  await expect(applaud).toHaveAttribute('aria-disabled', 'true');
  await expect(applaud).toHaveAccessibleDescription('이 게시물에 박수 10번을 모두 보냈습니다. (게시물당 최대 10번)');
  await expect(applaud).toBeFocused();
  // An eleventh press does nothing: no dialog, no toast, the count stays.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(applaud).toContainText('(10/10)');

  const bookmark = page.getByRole('button', { name: /북마크/ });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('댓글 쓰기').fill('제가 남기는 첫 댓글');
  // A slow action shows in the button pressed, not as a spinner over the screen.
  await mock.fault({ path: '/api/feed/write-comment', delayMs: 1500, times: 1 });
  const send = page.getByRole('button', { name: '등록' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.spinner:visible')).toHaveCount(0);
  // A comment on one's own post earns nothing (decision 116): the toast says it was posted, no points.
  await expect(page.getByRole('status').filter({ hasText: '댓글을 등록했습니다.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '적립' })).toHaveCount(0);
  // The new comment is brought into view, marked, and holds the focus (not the page's body).
  const mine = page.locator('.comment').filter({ hasText: '제가 남기는 첫 댓글' });
  await expect(mine).toBeFocused();
  await expect(mine).toBeInViewport({ ratio: 1 });
  await expect(mine.getByText('방금 쓴 댓글')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(applaud).toContainText('(10/10)');
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  for (const [language, label, submit] of [
    ['ko', '장소 또는 게시물 검색', '검색'],
    ['ja', 'スポットまたは投稿を検索', '検索'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('tl_lang', lang), language);
    await page.goto('/feedSearch');
    await page.getByLabel(label).fill(word);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(
      page
        .getByRole('list', { name: language === 'ko' ? '게시물' : '投稿' })
        .getByRole('link')
        .first(),
    ).toContainText(word);
  }
  await page.evaluate(() => localStorage.setItem('tl_lang', 'ko'));

  await page.goto(feedUrl);
  await page.getByRole('button', { name: '삭제', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '게시물을 삭제했습니다.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/feedSearch?q=${encodeURIComponent(word)}`);
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
});

test('the draft survives a reload, and a file that is not a picture is refused', async ({ page, mock }) => {
  await signIn(page, mock);
  const editor = await openEditorWithTheme(page);
  await editor.getByLabel('제목').fill('임시 저장될 제목');
  await editor
    .getByLabel('사진 추가')
    .setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a picture') }]);
  await expect(
    page.getByRole('status').filter({ hasText: 'fake.png: 이 형식의 사진(HEIC 등)은 올릴 수 없습니다.' }),
  ).toBeVisible();
  await expect(editor.getByRole('img')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('dialog', { name: '새 게시물' }).getByLabel('제목')).toHaveValue('임시 저장될 제목');
});

test('saved state of another shape (an old build, a hand edit) is dropped: the feed draws with its defaults', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  await page.evaluate(() => {
    localStorage.setItem('tl_feed.tab.v1', JSON.stringify('trending'));
    localStorage.setItem('tl_feed.editorOpen.v1', 'true');
    localStorage.setItem('tl_feed.draft.v1', JSON.stringify({ title: 42, images: 'not a list' }));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expect(page.getByRole('tab', { name: '추천' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the latest tab scrolls through hundreds of posts with a bounded DOM; a later page that fails is retried', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  // The home screen's own calls are over once another screen shows: the fault meets only the latest tab's.
  await page.goto('/feedSearch');
  await expect(page.getByRole('search')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('tl_feed.tab.v1', JSON.stringify('latest')));
  await mock.fault({ path: '/api/feed/main-feed-list', status: 500, times: 1, skip: 1 });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: '최신' })).toHaveAttribute('aria-selected', 'true');
  const items = page.getByRole('tabpanel').getByRole('listitem');
  const positions = () => items.evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('aria-posinset'))));
  await expect(items.first()).toBeVisible();
  // To the end of the first page (photo cards are tall: their height is no fixed number of pixels).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The second page failed: the first page's posts stay, the list says so and offers that page again.
  const failed = page.getByRole('tabpanel').getByRole('alert');
  await expect(failed).toHaveText('다음 목록을 불러오지 못했습니다. [500] 서버 오류가 발생했습니다');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => Math.max(...(await positions()))).toBe(20);
  await page.getByRole('tabpanel').getByRole('button', { name: '다시 시도' }).click();
  await expect(failed).toHaveCount(0);
  await expect.poll(async () => Math.max(...(await positions()))).toBeGreaterThan(20);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, 4000));
        return Math.max(...(await positions()));
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(150);
  expect((await positions()).length).toBeLessThan(40);
  await expectAccessible(page);
});

test('feed cards fit their text at 320 px in Japanese and at 200 % text in Korean: none runs into the next', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  for (const { language, width, height, text } of [
    { language: 'ja', width: 320, height: 640, text: '100%' },
    { language: 'ko', width: 390, height: 844, text: '200%' },
  ]) {
    await page.setViewportSize({ width, height });
    await page.evaluate((lang) => localStorage.setItem('tl_lang', lang), language);
    await page.goto('/');
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
    const list = page.getByRole('tabpanel').getByRole('list').first();
    // The rows the screen holds; those below it are drawn once the list scrolls.
    await expect(list.getByRole('listitem').nth(1)).toBeAttached();
    // Down the list and back, so rows drawn after a scroll are checked as well as the first ones.
    for (const scroll of [0, 1500, -800]) {
      await page.evaluate((y) => window.scrollBy(0, y), scroll);
      await page.waitForTimeout(300);
      const overlaps = await list.evaluate((ul) => {
        const rows = [...ul.children];
        const found: string[] = [];
        const text = (el: Element) => `"${el.textContent?.trim().slice(0, 16)}"`;
        rows.forEach((row, i) => {
          const box = row.getBoundingClientRect();
          const nextTop = rows[i + 1]?.getBoundingClientRect().top ?? Infinity;
          if (box.bottom > nextTop + 0.5) found.push(`row ${i} ends ${box.bottom - nextTop}px inside the next`);
          // Every word inside its own card, none past its edges.
          for (const part of row.querySelectorAll('h2, p, span')) {
            const r = part.getBoundingClientRect();
            if (r.height === 0) continue;
            if (r.bottom > Math.min(box.bottom, nextTop) + 0.5 || r.right > box.right + 0.5 || r.left < box.left - 0.5)
              found.push(`row ${i}: ${text(part)} runs past its card`);
          }
          // The title, the excerpt and the stats one under another, each at least one whole line tall.
          const blocks = [...row.querySelectorAll('.feed-card-body > *')];
          blocks.forEach((block, j) => {
            const r = block.getBoundingClientRect();
            const next = blocks[j + 1]?.getBoundingClientRect();
            if (next && r.bottom > next.top + 0.5) found.push(`row ${i}: ${text(block)} overlaps the line under it`);
            const line = parseFloat(getComputedStyle(block).lineHeight);
            if (r.height + 0.5 < line)
              found.push(`row ${i}: ${text(block)} is cut to ${r.height}px of a ${line}px line`);
          });
        });
        return found;
      });
      expect(overlaps, `${language} ${width}px, text ${text}, scrolled ${scroll}`).toEqual([]);
    }
  }
});

test('a shared link opens a public page, and the server gives it Open Graph tags', async ({ page, request }) => {
  let feedId = 1;
  while (
    (
      (await (await request.post('/api/feed/feed-detail', { data: { feedId } })).json()) as {
        data: { images: string[] };
      }
    ).data.images.length === 0
  )
    feedId++;
  const html = await (await request.get(`/shareFeedDetail?id=${feedId}`)).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/(files\/|photos\/[\w-]+\?w=\d+")/);
  await page.goto(`/shareFeedDetail?id=${feedId}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: '앱에서 보기' })).toBeVisible();
  await expectAccessible(page);
});

test("my feed and another member's feed with the Instagram link; search keeps recent words", async ({ page, mock }) => {
  await signIn(page, mock);
  await page.goto('/myFeed');
  await expect(page.getByText('아직 작성한 게시물이 없습니다.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/feedDetail?id=1');
  await page.locator('.post-author a').click();
  await expect(page).toHaveURL(/\/myFeed\?userId=\d+$/);
  await expect(page.getByRole('list', { name: '게시물 목록' }).getByRole('listitem').first()).toBeVisible();
  // The first seeded member (user 3, after the two demo accounts) links an Instagram account.
  await page.goto('/myFeed?userId=3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('서울토끼님의 피드');
  await expect(page.getByRole('link', { name: 'Instagram @seoul_tokki' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/seoul_tokki',
  );

  await page.goto('/feedSearch');
  await page.getByLabel('장소 또는 게시물 검색').fill('명동');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('list', { name: '게시물' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/feedSearch');
  // Kept among the recent searches (the start screen also offers 명동 as a popular search).
  await expect(page.locator('.recent-searches').getByRole('button', { name: '명동', exact: true })).toBeVisible();
  await page.getByLabel('장소 또는 게시물 검색').fill('없는검색어없는검색어');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
});

test("the home screen's reads go out while its script is still on its way, and each is asked once", async ({
  page,
  request,
}) => {
  await loginAsDemo(page);
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const journal = playwrightControl(request);
  const since = await serverNow(journal);
  // The screen's script (it travels in the feed's first chunk, vite.web.config.ts) is held until its
  // list has been asked for (5 s at most): a screen that asked only once drawn would never ask while
  // it is held.
  const listAsked = page.waitForRequest('**/api/feed/main-feed-list', { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  let askedBeforeScript: boolean | undefined;
  await page.route(/\/assets\/feed-first-[\w-]+\.js$/, async (route) => {
    askedBeforeScript ??= await listAsked;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /보유 포인트/ })).toContainText('5,400');
  await expect(page.locator('.feed-window li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(askedBeforeScript).toBe(true);
  for (const path of ['/api/banner/banner-list', '/api/feed/main-feed-list', '/api/user/user-point'])
    await expectRequest(journal, { method: 'POST', path, since }, { count: 1 });
});

test("the daily draw's code comes after the home screen's posts, not beside the first download", async ({ page }) => {
  await loginAsDemo(page);
  await expect(page.locator('.feed-window li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // When the first card entered the page, in the page's own clock, watched from before any script.
  await page.addInitScript(() => {
    const seen = globalThis as unknown as { firstCardAt?: number };
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('.feed-window li')) return;
      seen.firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.locator('.feed-window li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { firstCardAt, drawAskedAt } = await page.evaluate(() => ({
    firstCardAt: (globalThis as unknown as { firstCardAt?: number }).firstCardAt,
    drawAskedAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/AttendancePopup-[\w-]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(firstCardAt).toBeDefined();
  expect(drawAskedAt).toBeDefined();
  expect(drawAskedAt!).toBeGreaterThan(firstCardAt!);
});

test('the first screen appears whole: its heading comes with its posts, and waits for them a second at most', async ({
  page,
}) => {
  await loginAsDemo(page);
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Whether the screen's heading was ever in the page without its posts, at any change of the page.
  await page.addInitScript(() => {
    const seen = window as unknown as { headingAlone?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('main h1') && !document.querySelector('[role=tabpanel] li')) seen.headingAlone = true;
    }).observe(document, { subtree: true, childList: true });
  });
  let listWaitMs = 300;
  await page.route('**/api/feed/main-feed-list', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, listWaitMs));
    await route.continue();
  });
  // No answers saved from the visit before: they would show at once, the network's or not.
  await forgetSavedAnswers(page);
  await page.reload();
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { headingAlone?: boolean }).headingAlone ?? false)).toBe(
    false,
  );

  // A list slower than that: the screen shows with its own loading state meanwhile.
  listWaitMs = 10_000;
  await forgetSavedAnswers(page);
  await page.reload();
  // (The wait is a second; the rest is room for a busy machine, far below the list's ten.)
  await expect(page.getByRole('heading', { level: 1, name: '타비로그' })).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('불러오는 중…');
  await expect(cards).toHaveCount(0);
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
});

test('the feed draws the cards below the screen once the reader scrolls or presses a key, not before', async ({
  page,
}) => {
  await loginAsDemo(page);
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  for (const move of [() => page.mouse.wheel(0, 300), () => page.keyboard.press('Tab')]) {
    await page.reload();
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const screenHolds = await cards.evaluateAll(
      (items) => items.filter((li) => li.getBoundingClientRect().top < window.innerHeight).length,
    );
    await expect(cards).toHaveCount(screenHolds);
    await move();
    await expect.poll(() => cards.count()).toBeGreaterThan(screenHolds + 2);
  }
});

test('the first screen draws and lays out the cards it shows, and none below them', async ({ page }) => {
  // Each card drawn, and each the browser laid out (content-visibility: auto), by its post's link.
  await page.addInitScript(() => {
    const seen: { drawn: string[]; laidOut: string[] } = { drawn: [], laidOut: [] };
    (globalThis as unknown as { cards: typeof seen }).cards = seen;
    const link = (card: Element) => card.querySelector('a[href]')?.getAttribute('href');
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('.feed-window > li')) {
        const href = link(card);
        if (href && !seen.drawn.includes(href)) seen.drawn.push(href);
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        const href = link(event.target as Element);
        if (!(event as ContentVisibilityAutoStateChangeEvent).skipped && href) seen.laidOut.push(href);
      },
      true,
    );
  });
  await loginAsDemo(page);
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shown = await cards.evaluateAll((items) =>
    items.map((li) => li.querySelector('a[href]')?.getAttribute('href')),
  );
  const { drawn, laidOut } = await page.evaluate(
    () => (globalThis as unknown as { cards: { drawn: string[]; laidOut: string[] } }).cards,
  );
  // Every card drawn before the reader moves is on the screen, at least in part, and laid out.
  const onScreen = await cards.evaluateAll(
    (items) => items.filter((li) => li.getBoundingClientRect().top < window.innerHeight).length,
  );
  expect(shown.length).toBeGreaterThan(1);
  expect(drawn).toEqual(shown);
  expect(onScreen).toBe(shown.length);
  expect(laidOut).toEqual(expect.arrayContaining(shown));
});
