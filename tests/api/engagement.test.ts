import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/**
 * What members do to posts and to places follows one set of rules (services/engagement.ts): each
 * rule is tried on both kinds, as a member would meet it.
 */
const server = createTestServer();
type Member = Awaited<ReturnType<typeof server.signedInUser>>;
const member = () => server.signedInUser({ points: 0, password: 'test1234' });

interface Kind {
  name: string;
  /** A thing of this kind another member may act on, made fresh by `owner` (a place has none). */
  make(owner: Member): Promise<number>;
  idField: 'feedId' | 'placeId';
  calls: typeof api.feed | typeof api.place;
  detail(reader: Member, id: number): Promise<{ bookmarkCount?: number; commentCount: number; likeCount: number }>;
}

let postSeq = 0;
const kinds: Kind[] = [
  {
    name: 'post',
    idField: 'feedId',
    calls: api.feed,
    async make(owner) {
      const written = await owner.call(api.feed.writeFeed.path, {
        themeId: 1,
        title: `참여 규칙 ${++postSeq}`,
        contents: '두 종류에 같은 규칙',
        language: 'ko',
        images: [],
      });
      return written.body.data.feedId as number;
    },
    async detail(reader, feedId) {
      return (await reader.call(api.feed.feedDetail.path, { feedId })).body.data;
    },
  },
  {
    name: 'place',
    idField: 'placeId',
    calls: api.place,
    async make() {
      return 1 + (postSeq++ % 50);
    },
    async detail(reader, placeId) {
      return (await reader.call(api.place.placeDetail.path, { placeId })).body.data;
    },
  },
];

describe.each(kinds)('on a $name', (kind) => {
  it('a second bookmark of the same thing is a no-op that answers success, counted once', async () => {
    const [owner, reader] = [await member(), await member()];
    const id = await kind.make(owner);
    const before = (await kind.detail(reader, id)).bookmarkCount;
    for (let i = 0; i < 2; i++) {
      const set = await reader.call(kind.calls.bookmark.path, { [kind.idField]: id, bookmarked: true });
      expect(set.body).toMatchObject({ result: 'success', data: { bookmarked: true } });
    }
    if (before !== undefined) expect((await kind.detail(reader, id)).bookmarkCount).toBe(before + 1);
    const missions = server.store.sqlite
      .prepare(
        "SELECT coalesce(sum(count), 0) AS n FROM mission_progress WHERE user_id = ? AND mission = 'setBookmark'",
      )
      .get(reader.id) as { n: number };
    expect(missions.n).toBe(1);
  });

  it('a comment repeating an earlier one is accepted and shown twice', async () => {
    const [owner, reader] = [await member(), await member()];
    const id = await kind.make(owner);
    for (let i = 0; i < 2; i++) {
      const written = await reader.call(kind.calls.writeComment.path, { [kind.idField]: id, contents: '좋아요!' });
      expect(written.body.result).toBe('success');
    }
    const listed = await reader.call(kind.calls.commentList.path, { [kind.idField]: id, size: 50 });
    const mine = (listed.body.data.items as Array<{ contents: string; mine: boolean }>).filter((c) => c.mine);
    expect(mine.map((c) => c.contents)).toEqual(['좋아요!', '좋아요!']);
  });

  it('a comment is reported once per member, never by its own author', async () => {
    const [owner, author, reporter] = [await member(), await member(), await member()];
    const id = await kind.make(owner);
    const commentId = (await author.call(kind.calls.writeComment.path, { [kind.idField]: id, contents: '광고 댓글' }))
      .body.data.commentId as number;
    const report = (who: Member) => who.call(kind.calls.reportComment.path, { commentId, reason: '광고' });
    expect((await report(author)).body.code).toBe('FORBIDDEN');
    expect((await report(reporter)).body.result).toBe('success');
    expect((await report(reporter)).body.code).toBe('DUPLICATE');
    const queued = server.store.sqlite
      .prepare('SELECT count(*) AS n FROM reports WHERE target_id = ? AND target_type LIKE ?')
      .get(commentId, '%Comment') as { n: number };
    expect(queued.n).toBe(1);
  });

  it('applause stops at 10 per member and thing, and the count stays true', async () => {
    const [owner, fan] = [await member(), await member()];
    const id = await kind.make(owner);
    const before = (await kind.detail(fan, id)).likeCount;
    const path = 'likeFeed' in kind.calls ? kind.calls.likeFeed.path : kind.calls.likePlace.path;
    const answers = await Promise.all(Array.from({ length: 12 }, () => fan.call(path, { [kind.idField]: id })));
    expect(answers.filter((a) => a.body.result === 'success')).toHaveLength(10);
    expect(answers.filter((a) => a.body.code === 'LIKE_LIMIT')).toHaveLength(2);
    expect((await kind.detail(fan, id)).likeCount).toBe(before + 10);
  });
});

describe('reporting a post', () => {
  it('once per member, never one’s own', async () => {
    const [author, reader] = [await member(), await member()];
    const feedId = await kinds[0]!.make(author);
    const report = (who: Member) => who.call(api.feed.reportFeed.path, { feedId, reason: '스팸' });
    expect((await report(author)).body.code).toBe('FORBIDDEN');
    expect((await report(reader)).body.result).toBe('success');
    expect((await report(reader)).body.code).toBe('DUPLICATE');
  });
});
