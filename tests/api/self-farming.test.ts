import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { REWARDS } from '../../src/shared/constants';
import { createTestServer } from '../support/api';

/** Issue 38, finding 11: points and missions a member collects alone, from their own post. */
const s = createTestServer();
type Member = Awaited<ReturnType<typeof s.signedInUser>>;

const balance = async (m: Member) => (await m.call(api.user.userPoint.path)).body.data.balance as number;
const progress = async (m: Member, mission: string) =>
  ((await m.call(api.user.monthlyActivity.path)).body.data.missions as Array<{ mission: string; count: number }>).find(
    (x) => x.mission === mission,
  )!.count;

async function writePost(m: Member) {
  const res = await m.call(api.feed.writeFeed.path, {
    themeId: 1,
    title: '혼자 쓰는 글 성수동',
    contents: '미션을 혼자 채울 수 있을까',
    language: 'ko',
    images: [],
  });
  expect(res.body.result).toBe('success');
  return res.body.data.feedId as number;
}

describe('what a member does to their own post', () => {
  it('earns nothing and counts for no mission: bookmarks, applause and comments on it', async () => {
    const alone = await s.signedInUser();
    const feedId = await writePost(alone);
    expect(await balance(alone)).toBe(REWARDS.firstPost);
    for (let i = 0; i < 3; i++) {
      expect((await alone.call(api.feed.bookmark.path, { feedId, bookmarked: true })).body.result).toBe('success');
      expect((await alone.call(api.feed.bookmark.path, { feedId, bookmarked: false })).body.result).toBe('success');
      expect((await alone.call(api.feed.likeFeed.path, { feedId })).body.result).toBe('success');
      const comment = await alone.call(api.feed.writeComment.path, { feedId, contents: `내 글에 댓글 ${i}` });
      expect(comment.body.data.reward).toBe(0);
    }
    expect(await balance(alone)).toBe(REWARDS.firstPost);
    for (const mission of ['setBookmark', 'applaud', 'writeComment']) expect(await progress(alone, mission)).toBe(0);
  });

  it("another member's comment and bookmark still count for them", async () => {
    const author = await s.signedInUser();
    const reader = await s.signedInUser();
    const feedId = await writePost(author);
    const comment = await reader.call(api.feed.writeComment.path, { feedId, contents: '좋은 글이네요' });
    expect(comment.body.data.reward).toBe(REWARDS.comment);
    await reader.call(api.feed.bookmark.path, { feedId, bookmarked: true });
    expect(await progress(reader, 'setBookmark')).toBe(1);
    expect(await progress(reader, 'writeComment')).toBe(1);
  });

  it('deleting the post takes its first-post reward back, as far as the balance goes, with a ledger row', async () => {
    const member = await s.signedInUser({ points: 0 });
    const feedId = await writePost(member);
    expect(await balance(member)).toBe(REWARDS.firstPost);
    expect((await member.call(api.feed.deleteFeed.path, { feedId })).body.result).toBe('success');
    expect(await balance(member)).toBe(0);
    const history = (await member.call(api.user.pointHistory.path, {})).body.data.items as Array<{
      reason: string;
      amount: number;
    }>;
    expect(history[0]).toMatchObject({ reason: 'postDeleted', amount: -REWARDS.firstPost });
    // A second post is not a first post: no new reward to farm by writing and deleting.
    await writePost(member);
    expect(await balance(member)).toBe(0);
  });
});
