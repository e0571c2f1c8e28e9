import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { MISSION_TARGETS } from '../../src/shared/constants';
import { createTestServer } from '../support/api';

const server = createTestServer();
type Summary = { id: number; name: string; lat: number; lng: number; area: string; bookmarked: boolean };

/** A fresh account with its token, so no test depends on another's bookmarks or points. */
const freshUser = (language: 'ko' | 'ja' = 'ko') => server.signedInUser({ language, points: 0, password: 'test1234' });

async function search(body: Record<string, unknown>, token: string, lang: 'ko' | 'ja' = 'ko') {
  const res = await server.request(api.search.place.path, body, { token, lang });
  expect(res.body.result).toBe('success');
  return res.body.data as { items: Summary[]; nextCursor: number | null };
}

const points = async (token: string) =>
  (await server.request(api.user.userPoint.path, {}, { token })).body.data.balance as number;
const mission = (userId: number, name: string) =>
  (
    server.store.sqlite
      .prepare('SELECT coalesce(sum(count), 0) AS n FROM mission_progress WHERE user_id = ? AND mission = ?')
      .get(userId, name) as { n: number }
  ).n;

let me: Awaited<ReturnType<typeof freshUser>>;
let cathedralId: number;

beforeAll(async () => {
  me = await freshUser();
  cathedralId = (await search({ query: '명동대성당' }, me.token)).items[0]!.id;
});

describe('search.place', () => {
  it('a map box returns only the places inside it', async () => {
    const box = { south: 37.555, north: 37.57, west: 126.975, east: 126.992 };
    const { items } = await search({ box, size: 200 }, me.token);
    expect(items.length).toBeGreaterThan(3);
    for (const p of items) {
      expect(p.lat).toBeGreaterThanOrEqual(box.south);
      expect(p.lat).toBeLessThanOrEqual(box.north);
      expect(p.lng).toBeGreaterThanOrEqual(box.west);
      expect(p.lng).toBeLessThanOrEqual(box.east);
    }
    expect(items.map((p) => p.area)).toContain('myeongdong');
    expect(items.map((p) => p.area)).not.toContain('gangnam');
  });

  it('the same place is found in hangul, kanji, kana and latin letters', async () => {
    const ids = async (query: string, lang: 'ko' | 'ja' = 'ko') =>
      (await search({ query }, me.token, lang)).items.map((p) => p.id);
    expect(await ids('명동')).toContain(cathedralId);
    expect(await ids('明洞', 'ja')).toContain(cathedralId);
    expect(await ids('明洞聖堂', 'ja')).toEqual([cathedralId]);
    expect(await ids('myeongdong cathedral')).toContain(cathedralId);
    expect(await ids('ファイブガイズ')).toHaveLength(1);
    expect(await ids('없는장소이름')).toEqual([]);
  });

  it('a NUL in the words (found by contract fuzzing: it cut the FTS5 query, a 500) is read as a space', async () => {
    const res = await server.request(
      api.search.place.path,
      { query: 'myeongdong\u0000cathedral' },
      { token: me.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((p: { id: number }) => p.id)).toContain(cathedralId);
  });

  it("names come in the reader's language", async () => {
    const ko = await search({ query: '명동대성당' }, me.token, 'ko');
    const ja = await search({ query: '명동대성당' }, me.token, 'ja');
    expect(ko.items[0]!.name).toBe('명동대성당');
    expect(ja.items[0]!.name).toBe('明洞聖堂');
  });

  it('an area lists its places, paged by cursor without repeats', async () => {
    const first = await search({ area: 'seongsu', size: 3 }, me.token);
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await search({ area: 'seongsu', size: 3, cursor: first.nextCursor }, me.token);
    expect(second.items.every((p) => p.area === 'seongsu')).toBe(true);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
  });

  it('the seed holds at least 40 places around the four quick tags, named in both languages', async () => {
    const areas = ['gangnam', 'myeongdong', 'seongsu', 'itaewon'];
    const counts = await Promise.all(
      areas.map(async (area) => (await search({ area, size: 200 }, me.token, 'ja')).items.length),
    );
    expect(counts.every((n) => n >= 8)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(40);
  });

  it('near a point gives the nearest first, within the radius', async () => {
    const { items } = await search({ near: { lat: 37.5633, lng: 126.9873, radiusM: 600 }, size: 5 }, me.token);
    expect(items[0]!.id).toBe(cathedralId);
    expect(items.every((p) => p.area === 'myeongdong')).toBe(true);
  });

  it('an upside-down box is a validation error', async () => {
    const res = await server.request(
      api.search.place.path,
      { box: { south: 38, north: 37, west: 126, east: 127 } },
      { token: me.token },
    );
    expect(res.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
  });
});

describe('place detail', () => {
  it('answers basic info, hours, menus and the open status, in both languages', async () => {
    const ko = (await server.request(api.place.placeDetail.path, { placeId: cathedralId }, { token: me.token })).body
      .data;
    const ja = (
      await server.request(api.place.placeDetail.path, { placeId: cathedralId }, { token: me.token, lang: 'ja' })
    ).body.data;
    expect(ko).toMatchObject({ name: '명동대성당', address: '서울 중구 명동길 74', addressKo: '서울 중구 명동길 74' });
    expect(ja).toMatchObject({
      name: '明洞聖堂',
      address: 'ソウル特別市中区明洞キル74',
      addressKo: '서울 중구 명동길 74',
    });
    expect(['open', 'break', 'closed', 'dayOff']).toContain(ko.openStatus);
    const kyoja = (await search({ query: '명동교자' }, me.token)).items[0]!;
    const detail = (
      await server.request(api.place.placeDetail.path, { placeId: kyoja.id }, { token: me.token, lang: 'ja' })
    ).body.data;
    expect(detail.menus.length).toBeGreaterThan(1);
    expect(detail.menus[0]).toMatchObject({
      name: expect.stringMatching(/[ぁ-んァ-ン一-龥]/),
      price: expect.any(Number),
    });
  });

  it('lists the posts that mention the place', async () => {
    const row = server.store.sqlite
      .prepare(
        'SELECT place_id AS placeId, count(*) AS n FROM feeds WHERE place_id IS NOT NULL AND deleted_at IS NULL GROUP BY place_id ORDER BY n DESC LIMIT 1',
      )
      .get() as { placeId: number; n: number };
    const detail = (await server.request(api.place.placeDetail.path, { placeId: row.placeId }, { token: me.token }))
      .body.data;
    expect(detail.feeds).toHaveLength(Math.min(row.n, 10));
    const written = server.store.sqlite
      .prepare(
        'SELECT id FROM feeds WHERE place_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 10',
      )
      .all(row.placeId) as Array<{ id: number }>;
    expect(detail.feeds.map((f: { id: number }) => f.id)).toEqual(written.map((f) => f.id));
  });

  it('is readable without a token (the public share page), and an unknown place is NOT_FOUND', async () => {
    const anonymous = await server.request(api.place.placeDetail.path, { placeId: cathedralId });
    expect(anonymous.body.data).toMatchObject({ bookmarked: false, myLikes: 0 });
    const missing = await server.request(api.place.placeDetail.path, { placeId: 999_999 }, { token: me.token });
    expect(missing.body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
  });
});

describe('applause and bookmarks', () => {
  it('applause counts up to 10 per user, then the maximum message; it counts for the mission', async () => {
    const user = await freshUser();
    let last = { likeCount: 0, myLikes: 0 };
    for (let i = 0; i < 10; i++)
      last = (await server.request(api.place.likePlace.path, { placeId: cathedralId }, { token: user.token })).body
        .data;
    expect(last.myLikes).toBe(10);
    const eleventh = await server.request(api.place.likePlace.path, { placeId: cathedralId }, { token: user.token });
    expect(eleventh.body).toMatchObject({
      result: 'error',
      code: 'LIKE_LIMIT',
      message: '박수는 게시물당 최대 10번까지 보낼 수 있습니다.',
    });
    const detail = (await server.request(api.place.placeDetail.path, { placeId: cathedralId }, { token: user.token }))
      .body.data;
    expect(detail).toMatchObject({ likeCount: last.likeCount, myLikes: 10 });
    // The mission counted the applause up to its target, where it is complete.
    expect(mission(user.id, 'applaud')).toBe(MISSION_TARGETS.applaud);
  });

  it('a bookmark shows in bookmark-list and disappears when unset; setting it twice changes nothing', async () => {
    const user = await freshUser();
    const empty = await server.request(api.place.bookmarkList.path, {}, { token: user.token });
    expect(empty.body.data).toEqual({ items: [], nextCursor: null });
    const set = await server.request(
      api.place.bookmark.path,
      { placeId: cathedralId, bookmarked: true },
      { token: user.token },
    );
    expect(set.body.data).toEqual({ bookmarked: true });
    const again = await server.request(
      api.place.bookmark.path,
      { placeId: cathedralId, bookmarked: true },
      { token: user.token, lang: 'ja' },
    );
    expect(again.body).toMatchObject({ result: 'success', data: { bookmarked: true } });
    const listed = (await server.request(api.place.bookmarkList.path, {}, { token: user.token })).body.data
      .items as Summary[];
    expect(listed.map((p) => p.id)).toEqual([cathedralId]);
    expect(listed[0]!.bookmarked).toBe(true);
    expect(mission(user.id, 'setBookmark')).toBe(1);
    await server.request(api.place.bookmark.path, { placeId: cathedralId, bookmarked: false }, { token: user.token });
    const after = await server.request(api.place.bookmarkList.path, {}, { token: user.token });
    expect(after.body.data.items).toEqual([]);
  });

  it('the bookmark list is paged latest first', async () => {
    const user = await freshUser();
    const ids = (await search({ area: 'jongno', size: 3 }, user.token)).items.map((p) => p.id);
    for (const placeId of ids)
      await server.request(api.place.bookmark.path, { placeId, bookmarked: true }, { token: user.token });
    const first = (await server.request(api.place.bookmarkList.path, { size: 2 }, { token: user.token })).body.data;
    expect(first.items.map((p: Summary) => p.id)).toEqual([ids[2], ids[1]]);
    const second = (
      await server.request(api.place.bookmarkList.path, { size: 2, cursor: first.nextCursor }, { token: user.token })
    ).body.data;
    expect(second).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });
  });

  it('the demo account starts with bookmarked places', async () => {
    const { token } = await server.login();
    const list = (await server.request(api.place.bookmarkList.path, {}, { token })).body.data.items;
    expect(list.length).toBeGreaterThanOrEqual(3);
  });
});

describe('comments', () => {
  it('writing one credits 100 points, counts for the mission and shows first in the list', async () => {
    const user = await freshUser();
    const before = await points(user.token);
    const res = await server.request(
      api.place.writeComment.path,
      { placeId: cathedralId, contents: '  조용하고 좋아요  ' },
      { token: user.token },
    );
    expect(res.body.result).toBe('success');
    expect(await points(user.token)).toBe(before + 100);
    expect(mission(user.id, 'writeComment')).toBe(1);
    const list = (await server.request(api.place.commentList.path, { placeId: cathedralId }, { token: user.token }))
      .body.data;
    expect(list.items[0]).toMatchObject({
      id: res.body.data.commentId,
      contents: '조용하고 좋아요',
      nickname: user.nickname,
      mine: true,
    });
    const detail = (await server.request(api.place.placeDetail.path, { placeId: cathedralId }, { token: user.token }))
      .body.data;
    expect(detail.commentCount).toBeGreaterThanOrEqual(1);
  });

  it('empty and over-long comments name the rule', async () => {
    const empty = await server.request(
      api.place.writeComment.path,
      { placeId: cathedralId, contents: '   ' },
      { token: me.token, lang: 'ja' },
    );
    expect(empty.body).toMatchObject({ code: 'VALIDATION', message: 'コメントを入力してください。（最大2000文字）' });
    const long = await server.request(
      api.place.writeComment.path,
      { placeId: cathedralId, contents: 'x'.repeat(2001) },
      { token: me.token },
    );
    expect(long.body).toMatchObject({ code: 'VALIDATION', message: '댓글을 입력해 주세요. (최대 2000자)' });
  });

  it('only the author deletes a comment; a deleted one leaves the list', async () => {
    const author = await freshUser();
    const other = await freshUser();
    const { commentId } = (
      await server.request(
        api.place.writeComment.path,
        { placeId: cathedralId, contents: '지울 댓글' },
        { token: author.token },
      )
    ).body.data;
    const forbidden = await server.request(api.place.deleteComment.path, { commentId }, { token: other.token });
    expect(forbidden.body).toMatchObject({ result: 'error', code: 'FORBIDDEN' });
    const deleted = await server.request(api.place.deleteComment.path, { commentId }, { token: author.token });
    expect(deleted.body.result).toBe('success');
    const list = (
      await server.request(api.place.commentList.path, { placeId: cathedralId, size: 50 }, { token: author.token })
    ).body.data.items;
    expect(list.map((c: { id: number }) => c.id)).not.toContain(commentId);
    const twice = await server.request(api.place.deleteComment.path, { commentId }, { token: author.token });
    expect(twice.body.code).toBe('NOT_FOUND');
  });

  it("others' comments can be reported once; one's own cannot", async () => {
    const author = await freshUser();
    const reader = await freshUser();
    const { commentId } = (
      await server.request(
        api.place.writeComment.path,
        { placeId: cathedralId, contents: '광고 댓글' },
        { token: author.token },
      )
    ).body.data;
    const own = await server.request(
      api.place.reportComment.path,
      { commentId, reason: '스팸' },
      { token: author.token },
    );
    expect(own.body.code).toBe('FORBIDDEN');
    const first = await server.request(
      api.place.reportComment.path,
      { commentId, reason: '스팸' },
      { token: reader.token },
    );
    expect(first.body.result).toBe('success');
    const again = await server.request(
      api.place.reportComment.path,
      { commentId, reason: '스팸' },
      { token: reader.token },
    );
    expect(again.body.code).toBe('DUPLICATE');
    const noReason = await server.request(
      api.place.reportComment.path,
      { commentId, reason: '' },
      { token: reader.token },
    );
    expect(noReason.body).toMatchObject({ code: 'VALIDATION', message: '신고 사유를 입력해 주세요. (최대 1000자)' });
  });
});

describe('share page', () => {
  it("answers the page with the place's Open Graph tags", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createApp } = await import('../../mock-server/app');
    const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });
    const html = await (
      await app.request(`/sharePlaceMapDetail?id=${cathedralId}`, { headers: { 'accept-language': 'ja' } })
    ).text();
    expect(html).toContain('<meta property="og:title" content="明洞聖堂">');
    expect(html).toContain('<meta property="og:site_name" content="タビログ">');
    expect(html).toContain('<meta property="og:locale" content="ja_JP">');
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:5170/sharePlaceMapDetail?id=${cathedralId}">`,
    );
    expect(html).toContain('<meta property="og:image" content="http://localhost:5170/drawings/cathedral.svg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta property="place:location:latitude" content="37\.\d+">/);
    const plain = await (await app.request('/sharePlaceMapDetail?id=abc')).text();
    expect(plain).not.toContain('og:title');
  });
});
