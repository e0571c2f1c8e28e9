import { beforeAll, describe, expect, it } from 'vitest';
import { setTranslator, noTranslator } from '../../mock-server/services/translator';
import { api } from '../../src/shared/api';
import { MISSION_TARGETS } from '../../src/shared/constants';
import { createTestServer } from '../support/api';
import { TINY_JPEG, TINY_PNG } from '../support/pictures';

const server = createTestServer();

let seq = 0;
/** A fresh account, signed in, so no test depends on another's state. */
const freshUser = (language: 'ko' | 'ja' = 'ko', points = 0) =>
  server.signedInUser({ language, points, password: 'test1234' });

async function balance(user: Awaited<ReturnType<typeof freshUser>>) {
  return (await user.call(api.user.userPoint.path)).body.data.balance as number;
}

const post = (over: Record<string, unknown> = {}) => ({
  themeId: 1,
  title: `테스트 제목 ${++seq} 성수동카페`,
  contents: `내용 ${seq}: 라떼가 맛있는 곳`,
  language: 'ko',
  images: [],
  ...over,
});

async function writePost(user: Awaited<ReturnType<typeof freshUser>>, over: Record<string, unknown> = {}) {
  const res = await user.call(api.feed.writeFeed.path, post(over));
  expect(res.body.result).toBe('success');
  return res.body.data.feedId as number;
}

const ids = (res: { body: { data?: { items: Array<{ id: number }> } } }) => res.body.data!.items.map((p) => p.id);

let alice: Awaited<ReturnType<typeof freshUser>>;
let bob: Awaited<ReturnType<typeof freshUser>>;
beforeAll(async () => {
  alice = await freshUser('ko');
  bob = await freshUser('ja');
});

describe('writing posts', () => {
  it('the first post ever earns 5,000 points once, and check-first-feed says so', async () => {
    const user = await freshUser();
    expect((await user.call(api.feed.checkFirstFeed.path)).body.data).toEqual({ firstFeed: true, reward: 5000 });
    const first = await user.call(api.feed.writeFeed.path, post());
    expect(first.body.data.reward).toBe(5000);
    expect(await balance(user)).toBe(5000);
    expect((await user.call(api.feed.checkFirstFeed.path)).body.data.firstFeed).toBe(false);
    const second = await user.call(api.feed.writeFeed.path, post());
    expect(second.body.data.reward).toBe(0);
    expect(await balance(user)).toBe(5000);
    const history = server.store.sqlite
      .prepare("SELECT amount, reason FROM point_ledger WHERE user_id = ? AND reason = 'firstPost'")
      .all(user.id);
    expect(history).toEqual([{ amount: 5000, reason: 'firstPost' }]);
  });

  it('stores the pictures and serves them, in order', async () => {
    const feedId = await writePost(alice, { images: [TINY_PNG, TINY_JPEG] });
    const detail = (await alice.call(api.feed.feedDetail.path, { feedId })).body.data;
    expect(detail.images).toEqual([expect.stringMatching(/#1x1:/), expect.stringMatching(/#2x1:/)]);
    for (const url of detail.images as string[]) {
      const served = await server.app.request(url.replace(/#.*/, ''));
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('refuses a file that is not a picture, more than 10 pictures, and missing theme', async () => {
    const text = `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`;
    expect((await alice.call(api.feed.writeFeed.path, post({ images: [text] }))).body.code).toBe('VALIDATION');
    const eleven = await alice.call(api.feed.writeFeed.path, post({ images: Array(11).fill(TINY_PNG) }));
    expect(eleven.body).toMatchObject({ code: 'VALIDATION', message: '사진은 최대 10장까지 올릴 수 있습니다.' });
    const { themeId: _omit, ...noTheme } = post();
    expect((await alice.call(api.feed.writeFeed.path, noTheme)).body).toMatchObject({
      code: 'VALIDATION',
      message: '테마를 먼저 선택해 주세요.',
    });
    expect((await alice.call(api.feed.writeFeed.path, post({ themeId: 9999 }), 'ja')).body.message).toBe(
      '先にテーマを選択してください。',
    );
    expect((await alice.call(api.feed.writeFeed.path, post({ contents: 'x'.repeat(2001) }))).body.code).toBe(
      'VALIDATION',
    );
  });

  it('refuses the same post twice (DUPLICATE)', async () => {
    const body = post();
    expect((await alice.call(api.feed.writeFeed.path, body)).body.result).toBe('success');
    expect((await alice.call(api.feed.writeFeed.path, body)).body).toMatchObject({
      result: 'error',
      code: 'DUPLICATE',
      message: '이미 등록되었습니다.',
    });
  });

  it('only the owner edits or deletes', async () => {
    const feedId = await writePost(alice);
    expect((await bob.call(api.feed.writeFeed.path, post({ feedId, title: 'hijack' }))).body.code).toBe('FORBIDDEN');
    expect((await bob.call(api.feed.deleteFeed.path, { feedId })).body.code).toBe('FORBIDDEN');
    const edit = await alice.call(api.feed.writeFeed.path, post({ feedId, title: '고친 제목', images: [TINY_PNG] }));
    expect(edit.body.data).toEqual({ feedId, reward: 0 });
    const detail = (await alice.call(api.feed.feedDetail.path, { feedId })).body.data;
    expect(detail).toMatchObject({ title: '고친 제목', mine: true, images: [expect.stringMatching(/^\/files\//)] });
    expect(detail.updatedAt).not.toBeNull();
  });

  it('write-feed counts the writeFeed mission', async () => {
    const user = await freshUser();
    await writePost(user);
    const row = server.store.sqlite
      .prepare("SELECT count FROM mission_progress WHERE user_id = ? AND mission = 'writeFeed'")
      .get(user.id) as { count: number };
    expect(row.count).toBe(1);
  });
});

describe('lists', () => {
  it('a new post is first in the latest tab, with a preview rather than the whole post', async () => {
    const feedId = await writePost(alice, { contents: '긴 내용 '.repeat(200), images: [TINY_PNG] });
    const list = (await bob.call(api.feed.mainFeedList.path, { tab: 'latest', size: 5 })).body.data;
    expect(list.items[0]).toMatchObject({
      id: feedId,
      imageCount: 1,
      imageUrl: expect.stringMatching(/^\/files\//),
      author: { nickname: alice.nickname },
    });
    expect(list.items[0].excerpt.length).toBeLessThanOrEqual(120);
    expect(list.items[0]).not.toHaveProperty('contents');
  });

  it('pages by cursor without gaps or repeats', async () => {
    const first = (await bob.call(api.feed.mainFeedList.path, { tab: 'latest', size: 20 })).body.data;
    const second = (await bob.call(api.feed.mainFeedList.path, { tab: 'latest', size: 20, cursor: first.nextCursor }))
      .body.data;
    const all = (await bob.call(api.feed.mainFeedList.path, { tab: 'latest', size: 40 })).body.data;
    expect([...first.items, ...second.items].map((p: { id: number }) => p.id)).toEqual(
      all.items.map((p: { id: number }) => p.id),
    );
  });

  type Listed = { id: number; createdAt: number };
  /** Every page of a list, followed by cursor to its end. */
  async function wholeList(body: Record<string, unknown>, path: string = api.feed.mainFeedList.path) {
    const items: Listed[] = [];
    let cursor: number | undefined;
    do {
      const page = (await bob.call(path, { ...body, size: 7, ...(cursor ? { cursor } : {}) })).body.data;
      items.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return items;
  }
  const newestFirst = (items: Listed[]) =>
    [...items].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).map((p) => p.id);

  it('the latest, recommended and member lists run newest first by time, ties by id, across pages', async () => {
    // A post written under a clock moved back is newer by id but older by time; two more share a moment.
    const now = server.deps.clock.now();
    server.deps.clock.set(now - 400 * 24 * 60 * 60 * 1000);
    const backdated = await writePost(alice);
    server.deps.clock.set(now);
    const [tieOlderId, tieNewerId] = [await writePost(alice), await writePost(alice)];
    server.store.sqlite
      .prepare('UPDATE feeds SET created_at = ? WHERE id IN (?, ?)')
      .run(now + 5, tieOlderId, tieNewerId);

    const latest = await wholeList({ tab: 'latest' });
    const live = server.store.sqlite.prepare('SELECT count(*) AS n FROM feeds WHERE deleted_at IS NULL').get() as {
      n: number;
    };
    expect(latest).toHaveLength(live.n);
    expect(latest.map((p) => p.id)).toEqual(newestFirst(latest));
    // The seed alone has posts whose ids are out of time order, so ordering by id would fail above.
    expect(latest.map((p) => p.id)).not.toEqual([...latest].sort((a, b) => b.id - a.id).map((p) => p.id));
    expect(latest.slice(0, 2).map((p) => p.id)).toEqual([tieNewerId, tieOlderId]);
    expect(latest.at(-1)!.id).toBe(backdated);

    const recommended = await wholeList({ tab: 'recommended' });
    expect(recommended.map((p) => p.id)).toEqual(newestFirst(recommended));
    const author = server.store.sqlite
      .prepare(
        'SELECT user_id AS id FROM feeds WHERE deleted_at IS NULL GROUP BY user_id ORDER BY count(*) DESC LIMIT 1',
      )
      .get() as { id: number };
    const own = await wholeList({ userId: author.id }, api.feed.userFeed.path);
    expect(own.length).toBeGreaterThan(2);
    expect(own.map((p) => p.id)).toEqual(newestFirst(own));
    const mine = await wholeList({ userId: alice.id }, api.feed.userFeed.path);
    expect(mine.slice(0, 2).map((p) => p.id)).toEqual([tieNewerId, tieOlderId]);
    expect(mine.at(-1)!.id).toBe(backdated);
  });

  it('the recommended tab holds only recommended posts', async () => {
    const list = (await bob.call(api.feed.mainFeedList.path, { tab: 'recommended', size: 50 })).body.data;
    expect(list.items.length).toBe(30);
    const flags = server.store.sqlite
      .prepare(
        `SELECT count(*) AS n FROM feeds WHERE recommended = 1 AND id IN (${list.items.map((p: { id: number }) => p.id).join(',')})`,
      )
      .get() as { n: number };
    expect(flags.n).toBe(30);
  });

  it("a seeded post is served in the reader's language, marked translated when it is not the original", async () => {
    const ko = (await alice.call(api.feed.mainFeedList.path, { tab: 'recommended', size: 50 }, 'ko')).body.data.items;
    const ja = (await alice.call(api.feed.mainFeedList.path, { tab: 'recommended', size: 50 }, 'ja')).body.data.items;
    const jaOriginal = ko.find((p: { language: string }) => p.language === 'ja');
    expect(jaOriginal.translated).toBe(true);
    const sameInJa = ja.find((p: { id: number }) => p.id === jaOriginal.id);
    expect(sameInJa.translated).toBe(false);
    expect(sameInJa.title).not.toBe(jaOriginal.title);
    expect(sameInJa.title).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it("user-feed shows a user's own posts and profile, or another user's with the Instagram link", async () => {
    const user = await freshUser();
    const feedId = await writePost(user);
    const own = (await user.call(api.feed.userFeed.path, {})).body.data;
    expect(own).toMatchObject({ mine: true, profile: { id: user.id, feedCount: 1 }, items: [{ id: feedId }] });
    const author = server.store.sqlite
      .prepare('SELECT id, instagram FROM users WHERE instagram IS NOT NULL LIMIT 1')
      .get() as { id: number; instagram: string };
    const theirs = (await user.call(api.feed.userFeed.path, { userId: author.id })).body.data;
    expect(theirs).toMatchObject({ mine: false, profile: { instagram: author.instagram } });
    expect(theirs.items.length).toBeGreaterThan(0);
    expect((await user.call(api.feed.userFeed.path, { userId: 999999 })).body.code).toBe('NOT_FOUND');
  });
});

describe('the demo seed', () => {
  it('has comments, applause matching the counters, and bookmarks for the demo account', async () => {
    const { token } = await server.login();
    const list = (await server.request(api.feed.mainFeedList.path, { tab: 'recommended', size: 50 }, { token })).body
      .data.items as Array<{ id: number; commentCount: number; likeCount: number }>;
    const commented = list.find((p) => p.commentCount > 0)!;
    const comments = (await server.request(api.feed.commentList.path, { feedId: commented.id }, { token })).body.data
      .items;
    expect(comments).toHaveLength(commented.commentCount);
    const sums = server.store.sqlite
      .prepare(
        'SELECT f.like_count AS counter, coalesce(sum(l.count), 0) AS total FROM feeds f LEFT JOIN feed_likes l ON l.feed_id = f.id GROUP BY f.id',
      )
      .all() as Array<{ counter: number; total: number }>;
    expect(sums.every((s) => s.counter === s.total)).toBe(true);
    expect(sums.some((s) => s.total > 0)).toBe(true);
    const bookmarks = server.store.sqlite
      .prepare(
        "SELECT count(*) AS n FROM feed_bookmarks b JOIN users u ON u.id = b.user_id WHERE u.email = 'demo@tabi.test'",
      )
      .get() as { n: number };
    expect(bookmarks.n).toBe(5);
    expect((await server.request(api.user.userPoint.path, {}, { token })).body.data.balance).toBe(5400);
  });

  it("agrees with the demo accounts' missions: each wrote the post, comments and applause the month counts", async () => {
    for (const email of ['demo@tabi.test', 'demo-ja@tabi.test']) {
      const { token } = await server.login(email, 'demo1234');
      const missions = (await server.request(api.user.monthlyActivity.path, {}, { token })).body.data
        .missions as Array<{
        mission: string;
        count: number;
      }>;
      const done = (mission: string) => missions.find((m) => m.mission === mission)!.count;
      const own = (await server.request(api.feed.userFeed.path, {}, { token })).body.data;
      expect(own.profile.feedCount).toBe(done('writeFeed'));
      const id = own.profile.id as number;
      const count = (sql: string) => (server.store.sqlite.prepare(sql).get(id) as { n: number }).n;
      expect(count('SELECT count(*) AS n FROM feed_comments WHERE user_id = ?')).toBe(done('writeComment'));
      expect(count('SELECT coalesce(sum(count), 0) AS n FROM feed_likes WHERE user_id = ?')).toBe(done('applaud'));
      expect(count('SELECT count(*) AS n FROM feed_bookmarks WHERE user_id = ?')).toBeGreaterThanOrEqual(
        done('setBookmark'),
      );
    }
  });
});

describe('detail and views', () => {
  it('counts a view once per user per post per day', async () => {
    const feedId = await writePost(alice);
    const views = async (user = bob) =>
      (await user.call(api.feed.feedDetail.path, { feedId })).body.data.viewCount as number;
    expect(await views()).toBe(1);
    expect(await views()).toBe(1);
    expect(await views(alice)).toBe(2);
    const now = server.deps.clock.now();
    server.deps.clock.set(now + 24 * 60 * 60 * 1000);
    try {
      // Tokens expire by the same clock: the next day's reader signs in again.
      const { token } = await server.login(bob.email, bob.password);
      const nextDay = await server.request(api.feed.feedDetail.path, { feedId }, { token });
      expect(nextDay.body.data.viewCount).toBe(3);
    } finally {
      server.deps.clock.set(now);
    }
  });

  it('is readable without a token (shared links) and counts no view then', async () => {
    const feedId = await writePost(alice);
    const res = await server.request(api.feed.feedDetail.path, { feedId });
    expect(res.body.data).toMatchObject({
      id: feedId,
      mine: false,
      bookmarked: false,
      myLikes: 0,
      viewCount: 0,
      original: null,
    });
  });

  it('the share page carries Open Graph tags', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { createApp } = await import('../../mock-server/app');
    const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });
    const feedId = await writePost(alice, { title: '공유 <테스트>', images: [TINY_PNG] });
    const html = await (await app.request(`/shareFeedDetail?id=${feedId}`)).text();
    expect(html).toContain('<meta property="og:title" content="공유 &#60;테스트&#62;">');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:5170\/files\/[\w-]+\?w=\d+">/);
    expect(html).toContain('<meta property="og:site_name" content="타비로그">');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:5170/shareFeedDetail?id=${feedId}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const plain = await (await app.request('/shareFeedDetail?id=999999')).text();
    expect(plain).not.toContain('og:title');
  });
});

describe('applause', () => {
  it('1 to 10 per user per post; the 11th answers LIKE_LIMIT with the maximum message', async () => {
    const feedId = await writePost(alice);
    for (let i = 1; i <= 10; i++) {
      expect((await bob.call(api.feed.likeFeed.path, { feedId })).body.data).toEqual({ likeCount: i, myLikes: i });
    }
    const over = await bob.call(api.feed.likeFeed.path, { feedId });
    expect(over.body).toMatchObject({
      result: 'error',
      code: 'LIKE_LIMIT',
      message: '拍手は1つの投稿につき最大10回までです。',
    });
    expect((await alice.call(api.feed.likeFeed.path, { feedId })).body.data).toEqual({ likeCount: 11, myLikes: 1 });
  });

  it('20 concurrent calls by one user end at exactly 10', async () => {
    const feedId = await writePost(alice);
    const user = await freshUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => user.call(api.feed.likeFeed.path, { feedId })));
    expect(answers.filter((a) => a.body.result === 'success')).toHaveLength(10);
    expect(answers.filter((a) => a.body.code === 'LIKE_LIMIT')).toHaveLength(10);
    const detail = (await user.call(api.feed.feedDetail.path, { feedId })).body.data;
    expect(detail).toMatchObject({ likeCount: 10, myLikes: 10 });
    // The applause mission counted up to its target and stopped there, complete.
    const mission = server.store.sqlite
      .prepare(
        "SELECT count, completed_at AS completedAt FROM mission_progress WHERE user_id = ? AND mission = 'applaud'",
      )
      .get(user.id) as { count: number; completedAt: number | null };
    expect(mission).toEqual({ count: MISSION_TARGETS.applaud, completedAt: expect.any(Number) });
  });

  it('an unknown post is NOT_FOUND', async () => {
    expect((await bob.call(api.feed.likeFeed.path, { feedId: 987654 })).body.code).toBe('NOT_FOUND');
  });
});

describe('bookmarks', () => {
  it('sets and unsets, counting the mission once per new bookmark', async () => {
    const feedId = await writePost(alice);
    const user = await freshUser();
    expect((await user.call(api.feed.bookmark.path, { feedId, bookmarked: true })).body.data).toEqual({
      bookmarked: true,
    });
    expect((await user.call(api.feed.bookmark.path, { feedId, bookmarked: true })).body.data).toEqual({
      bookmarked: true,
    });
    let detail = (await user.call(api.feed.feedDetail.path, { feedId })).body.data;
    expect(detail).toMatchObject({ bookmarked: true, bookmarkCount: 1 });
    await user.call(api.feed.bookmark.path, { feedId, bookmarked: false });
    detail = (await user.call(api.feed.feedDetail.path, { feedId })).body.data;
    expect(detail).toMatchObject({ bookmarked: false, bookmarkCount: 0 });
    const mission = server.store.sqlite
      .prepare("SELECT count FROM mission_progress WHERE user_id = ? AND mission = 'setBookmark'")
      .get(user.id) as { count: number };
    expect(mission.count).toBe(1);
  });
});

describe('saved posts (bookmark-list)', () => {
  const saved = async (user: Awaited<ReturnType<typeof freshUser>>, body: Record<string, unknown> = {}) => {
    const res = await user.call(api.feed.bookmarkList.path, body);
    expect(res.body.result, JSON.stringify(res.body)).toBe('success');
    return res.body.data as { items: Array<{ id: number; title: string }>; nextCursor: number | null };
  };
  const mark = (user: Awaited<ReturnType<typeof freshUser>>, feedId: number, bookmarked = true) =>
    user.call(api.feed.bookmark.path, { feedId, bookmarked });

  it("lists only the member's own bookmarks, the latest bookmark first, in pages", async () => {
    const [older, middle, newer] = [await writePost(alice), await writePost(alice), await writePost(alice)];
    const reader = await freshUser();
    const other = await freshUser();
    expect((await saved(reader)).items).toEqual([]);
    // Bookmarked in an order unlike the posts' own: the list follows the bookmarks.
    await mark(reader, newer);
    await mark(reader, older);
    await mark(reader, middle);
    await mark(other, newer);
    expect((await saved(reader)).items.map((p) => p.id)).toEqual([middle, older, newer]);
    expect((await saved(other)).items.map((p) => p.id)).toEqual([newer]);

    const first = await saved(reader, { size: 2 });
    expect(first.items.map((p) => p.id)).toEqual([middle, older]);
    expect(first.nextCursor).not.toBeNull();
    const second = await saved(reader, { size: 2, cursor: first.nextCursor });
    expect(second).toEqual({ items: [expect.objectContaining({ id: newer })], nextCursor: null });
  });

  it('unbookmarking removes a post, bookmarking it again brings it to the top, a deleted post leaves', async () => {
    const [a, b] = [await writePost(alice), await writePost(alice)];
    const reader = await freshUser();
    await mark(reader, a);
    await mark(reader, b);
    await mark(reader, a, false);
    expect((await saved(reader)).items.map((p) => p.id)).toEqual([b]);
    await mark(reader, a);
    expect((await saved(reader)).items.map((p) => p.id)).toEqual([a, b]);
    expect((await alice.call(api.feed.deleteFeed.path, { feedId: b })).body.result).toBe('success');
    expect((await saved(reader)).items.map((p) => p.id)).toEqual([a]);
  });

  it("never shows another member's bookmarks, whatever the body says, and answers 401 without sign-in", async () => {
    const feedId = await writePost(alice);
    const owner = await freshUser();
    const stranger = await freshUser();
    await mark(owner, feedId);
    const forged = await stranger.call(api.feed.bookmarkList.path, { userId: owner.id });
    expect(forged.body.code).toBe('VALIDATION');
    expect((await saved(stranger)).items).toEqual([]);
    const anonymous = await server.request(api.feed.bookmarkList.path, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ result: 'error', code: 'UNAUTHORIZED' });
  });
});

describe('comments', () => {
  it('a comment earns 100 points in the ledger and counts the mission; only its author deletes it', async () => {
    const feedId = await writePost(alice);
    const user = await freshUser();
    const res = await user.call(api.feed.writeComment.path, { feedId, contents: '좋은 정보 감사합니다' });
    expect(res.body.data).toMatchObject({ commentId: expect.any(Number), reward: 100 });
    expect(await balance(user)).toBe(100);
    const ledger = server.store.sqlite
      .prepare('SELECT amount, reason, ref_id AS refId FROM point_ledger WHERE user_id = ?')
      .all(user.id);
    expect(ledger).toEqual([{ amount: 100, reason: 'comment', refId: res.body.data.commentId }]);
    const mission = server.store.sqlite
      .prepare("SELECT count FROM mission_progress WHERE user_id = ? AND mission = 'writeComment'")
      .get(user.id) as { count: number };
    expect(mission.count).toBe(1);

    const list = (await alice.call(api.feed.commentList.path, { feedId })).body.data;
    expect(list.items).toEqual([
      expect.objectContaining({
        contents: '좋은 정보 감사합니다',
        mine: false,
        author: expect.objectContaining({ id: user.id }),
      }),
    ]);
    expect((await alice.call(api.feed.feedDetail.path, { feedId })).body.data.commentCount).toBe(1);

    expect((await alice.call(api.feed.deleteComment.path, { commentId: res.body.data.commentId })).body.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await alice.call(api.feed.reportComment.path, { commentId: res.body.data.commentId, reason: '광고' })).body.data,
    ).toEqual({ reported: true });
    expect((await user.call(api.feed.deleteComment.path, { commentId: res.body.data.commentId })).body.result).toBe(
      'success',
    );
    expect((await alice.call(api.feed.commentList.path, { feedId })).body.data.items).toEqual([]);
    expect((await alice.call(api.feed.feedDetail.path, { feedId })).body.data.commentCount).toBe(0);
  });

  it('refuses an empty or over-long comment', async () => {
    const feedId = await writePost(alice);
    expect((await bob.call(api.feed.writeComment.path, { feedId, contents: '   ' })).body.message).toBe(
      'コメントを入力してください。（最大2000文字）',
    );
    expect((await bob.call(api.feed.writeComment.path, { feedId, contents: 'x'.repeat(2001) })).body.code).toBe(
      'VALIDATION',
    );
  });

  it('pages comments by cursor', async () => {
    const feedId = await writePost(alice);
    for (let i = 0; i < 3; i++) await bob.call(api.feed.writeComment.path, { feedId, contents: `c${i}` });
    const first = (await bob.call(api.feed.commentList.path, { feedId, size: 2 })).body.data;
    const second = (await bob.call(api.feed.commentList.path, { feedId, size: 2, cursor: first.nextCursor })).body.data;
    expect([...first.items, ...second.items].map((c: { contents: string }) => c.contents)).toEqual(['c0', 'c1', 'c2']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('reports', () => {
  it('stores a report with its reason, at most 1000 characters', async () => {
    const feedId = await writePost(alice);
    expect((await bob.call(api.feed.reportFeed.path, { feedId, reason: 'spam' })).body.data).toEqual({
      reported: true,
    });
    expect((await bob.call(api.feed.reportFeed.path, { feedId, reason: 'x'.repeat(1001) })).body).toMatchObject({
      code: 'VALIDATION',
      message: '通報理由を入力してください。（最大1000文字）',
    });
    const row = server.store.sqlite
      .prepare("SELECT reason FROM reports WHERE target_type = 'feed' AND target_id = ?")
      .get(feedId);
    expect(row).toEqual({ reason: 'spam' });
  });
});

describe('search', () => {
  it('finds a new post by a partial word of its title, for ko and ja readers alike', async () => {
    const feedId = await writePost(alice, { title: '익선동한옥거리 산책 기록', contents: '골목이 예뻐요' });
    expect(ids(await bob.call(api.search.feed.path, { query: '한옥거리' }, 'ko'))).toContain(feedId);
    expect(ids(await bob.call(api.search.feed.path, { query: '한옥거리' }, 'ja'))).toContain(feedId);
    const jaPost = await writePost(bob, { title: '東大門の夜市めぐり', contents: '屋台がたくさん', language: 'ja' });
    expect(ids(await alice.call(api.search.feed.path, { query: '夜市' }, 'ko'))).toContain(jaPost);
    expect(ids(await alice.call(api.search.feed.path, { query: '東大門の夜' }, 'ja'))).toContain(jaPost);
  });

  it('finds seeded posts by words of either language', async () => {
    const row = server.store.sqlite
      .prepare(
        "SELECT f.id, ko.title AS ko, ja.title AS ja FROM feeds f JOIN feed_translations ko ON ko.feed_id = f.id AND ko.language = 'ko' JOIN feed_translations ja ON ja.feed_id = f.id AND ja.language = 'ja' WHERE f.deleted_at IS NULL LIMIT 1",
      )
      .get() as { id: number; ko: string; ja: string };
    expect(ids(await alice.call(api.search.feed.path, { query: row.ko.slice(0, 6), size: 50 }))).toContain(row.id);
    expect(ids(await alice.call(api.search.feed.path, { query: row.ja.slice(0, 6), size: 50 }))).toContain(row.id);
  });

  it('an empty answer for an unknown word, and a message for an empty query', async () => {
    expect((await alice.call(api.search.feed.path, { query: 'zzqqxxnotaword' })).body.data).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await alice.call(api.search.feed.path, { query: ' ' })).body).toMatchObject({
      code: 'VALIDATION',
      message: '검색어를 입력해 주세요. (최대 100자)',
    });
  });

  it('a short word (below a trigram) still matches, and quotes or operators are plain text', async () => {
    const feedId = await writePost(alice, { title: '빙수 "AND" OR 맛집*', contents: '팥' });
    expect(ids(await bob.call(api.search.feed.path, { query: '빙수' }))).toContain(feedId);
    expect(ids(await bob.call(api.search.feed.path, { query: '"AND" OR' }))).toContain(feedId);
  });

  it('a NUL inside a word (found by contract fuzzing: it cut the FTS5 query, a 500) is read as a space', async () => {
    const feedId = await writePost(alice, { title: '광장시장 빈대떡 투어', contents: '바삭' });
    const res = await bob.call(api.search.feed.path, { query: '빈대떡\u0000투어' });
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(feedId);
  });

  it('a later translation is picked up by detail, lists and search', async () => {
    setTranslator({
      translate: async (text, _from, to) =>
        to === 'ja' ? { title: `訳:${text.title}`, contents: `訳:${text.contents}` } : null,
    });
    try {
      const feedId = await writePost(alice, { title: '망원시장 고로케 투어', contents: '바삭바삭' });
      await new Promise((r) => setTimeout(r, 10));
      const detail = (await bob.call(api.feed.feedDetail.path, { feedId }, 'ja')).body.data;
      expect(detail).toMatchObject({ title: '訳:망원시장 고로케 투어', translated: true, language: 'ko' });
      expect((await bob.call(api.feed.feedDetail.path, { feedId }, 'ko')).body.data).toMatchObject({
        translated: false,
        title: '망원시장 고로케 투어',
      });
      expect(ids(await bob.call(api.search.feed.path, { query: '訳:망원' }))).toContain(feedId);
    } finally {
      setTranslator(noTranslator);
    }
  });

  it('without a translator a new post is served in its original language, not marked translated', async () => {
    const feedId = await writePost(alice, { title: '번역 없는 글입니다' });
    expect((await bob.call(api.feed.feedDetail.path, { feedId }, 'ja')).body.data).toMatchObject({
      title: '번역 없는 글입니다',
      translated: false,
    });
  });
});

describe('deleting a post', () => {
  it('is gone from every list, search, detail and action', async () => {
    const user = await freshUser();
    const feedId = await writePost(user, { title: '삭제될운명의게시물', contents: '곧 사라집니다' });
    await user.call(api.feed.bookmark.path, { feedId, bookmarked: true });
    expect(ids(await user.call(api.search.feed.path, { query: '삭제될운명' }))).toContain(feedId);
    expect((await user.call(api.feed.deleteFeed.path, { feedId })).body.result).toBe('success');
    const latest = (await user.call(api.feed.mainFeedList.path, { tab: 'latest', size: 50 })).body.data.items;
    expect(latest.map((p: { id: number }) => p.id)).not.toContain(feedId);
    expect((await user.call(api.feed.userFeed.path, {})).body.data).toMatchObject({
      items: [],
      profile: { feedCount: 0 },
    });
    expect(ids(await user.call(api.search.feed.path, { query: '삭제될운명' }))).not.toContain(feedId);
    expect(ids(await user.call(api.search.feed.path, { query: '사라집' }))).not.toContain(feedId);
    for (const [path, body] of [
      [api.feed.feedDetail.path, { feedId }],
      [api.feed.likeFeed.path, { feedId }],
      [api.feed.commentList.path, { feedId }],
      [api.feed.deleteFeed.path, { feedId }],
      [api.feed.writeComment.path, { feedId, contents: 'hi' }],
    ] as const) {
      expect((await user.call(path, body)).body.code).toBe('NOT_FOUND');
    }
  });
});

describe('a reset of the demo data', () => {
  it('leaves the search index matching the posts again', async () => {
    const own = createTestServer();
    const { token } = await own.signedInUser({ language: 'ko', points: 0, password: 'test1234' });
    await own.request(api.feed.writeFeed.path, post({ title: '리셋되면사라질글' }), { token });
    own.deps.reseed();
    const demo = await own.login();
    const found = await own.request(api.search.feed.path, { query: '리셋되면사라질' }, { token: demo.token });
    expect(found.body.data.items).toEqual([]);
    const indexed = own.store.sqlite.prepare('SELECT count(DISTINCT rowid / 4) AS n FROM feed_fts').get() as {
      n: number;
    };
    const posts = own.store.sqlite.prepare('SELECT count(*) AS n FROM feeds WHERE deleted_at IS NULL').get() as {
      n: number;
    };
    expect(indexed.n).toBe(posts.n);
  });
});
