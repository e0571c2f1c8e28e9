import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const server = createTestServer();
const freshUser = () => server.signedInUser({ password: 'test1234' });
const key = (tag: string) => ({ 'idempotency-key': `${tag}-${crypto.randomUUID()}` });
const FEED = { feedId: 1 };

async function myLikes(user: Awaited<ReturnType<typeof freshUser>>) {
  return (await user.send(api.feed.feedDetail, FEED)).myLikes;
}

describe('Idempotency-Key on writing calls', () => {
  it('a repeated key from the same member is applied once and answered with the first answer', async () => {
    const user = await freshUser();
    const once = key('like');
    const first = await user.call(api.feed.likeFeed.path, FEED, 'ko', once);
    const again = await user.call(api.feed.likeFeed.path, FEED, 'ko', once);
    expect(first.body.result).toBe('success');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await myLikes(user)).toBe(1);
    // A new key is a new applause.
    await user.call(api.feed.likeFeed.path, FEED, 'ko', key('like'));
    expect(await myLikes(user)).toBe(2);
  });

  it('the same key sent twice at once still applies once (a retry racing the first send)', async () => {
    const user = await freshUser();
    const once = key('comment');
    const body = { feedId: 1, contents: '같은 댓글이 두 번 달리면 안 됩니다' };
    const [a, b] = await Promise.all([
      user.call(api.feed.writeComment.path, body, 'ko', once),
      user.call(api.feed.writeComment.path, body, 'ko', once),
    ]);
    expect(a.body).toEqual(b.body);
    const comments = (await user.call(api.feed.commentList.path, { feedId: 1, size: 50 })).body.data.items as Array<{
      contents: string;
    }>;
    expect(comments.filter((c) => c.contents === body.contents)).toHaveLength(1);
  });

  it('a refusal is kept too: the replay of a refused applause answers the same refusal and changes nothing', async () => {
    const user = await freshUser();
    for (let i = 0; i < 10; i++) await user.call(api.feed.likeFeed.path, FEED, 'ko', key(`like${i}`));
    const eleventh = key('like11');
    const refused = await user.call(api.feed.likeFeed.path, FEED, 'ja', eleventh);
    expect(refused.body.code).toBe('LIKE_LIMIT');
    expect((await user.call(api.feed.likeFeed.path, FEED, 'ja', eleventh)).body).toEqual(refused.body);
    expect(await myLikes(user)).toBe(10);
  });

  it("another member's same key is their own action", async () => {
    const [alice, bob] = [await freshUser(), await freshUser()];
    const shared = key('shared');
    await alice.call(api.feed.likeFeed.path, FEED, 'ko', shared);
    const bobs = await bob.call(api.feed.likeFeed.path, FEED, 'ko', shared);
    expect(bobs.body.data.myLikes).toBe(1);
    expect(await myLikes(bob)).toBe(1);
  });

  it('a key names one action: sent to another call, or malformed, it is refused in the reader’s language', async () => {
    const user = await freshUser();
    const once = key('bookmark');
    await user.call(api.feed.bookmark.path, { feedId: 1, bookmarked: true }, 'ko', once);
    const elsewhere = await user.call(api.feed.likeFeed.path, FEED, 'ja', once);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      result: 'error',
      code: 'VALIDATION',
      message: '入力内容をご確認ください。',
    });
    expect(await myLikes(user)).toBe(0);
    const bad = await user.call(api.feed.likeFeed.path, FEED, 'ko', { 'idempotency-key': 'x y' });
    expect(bad.body.code).toBe('VALIDATION');
    expect(await myLikes(user)).toBe(0);
  });

  it('a send the server failed is not remembered: the retry with the same key applies, once', async () => {
    const user = await freshUser();
    const once = key('like');
    server.deps.faults.add({ path: api.feed.likeFeed.path, status: 500, times: 1 });
    expect((await user.call(api.feed.likeFeed.path, FEED, 'ko', once)).status).toBe(500);
    expect(await myLikes(user)).toBe(0);
    expect((await user.call(api.feed.likeFeed.path, FEED, 'ko', once)).body.data.myLikes).toBe(1);
    expect((await user.call(api.feed.likeFeed.path, FEED, 'ko', once)).body.data.myLikes).toBe(1);
    expect(await myLikes(user)).toBe(1);
  });

  it('a place added to a day offline and sent again after a lost answer is added once, not refused as a duplicate', async () => {
    const user = await freshUser();
    const seoul = (await user.send(api.reference.regionList, {})).find((r) => r.code === 'seoul')!.id;
    const planId = (await user.send(api.travel.savePlan, { regionIds: [seoul], startDate: '2030-05-01', nights: 1 }))
      .planId!;
    const add = { planId, day: 1, placeId: 1 };
    const once = key('add-place');
    const first = await user.call(api.travel.addDayPlace.path, add, 'ko', once);
    const replayed = await user.call(api.travel.addDayPlace.path, add, 'ko', once);
    expect(first.body.result).toBe('success');
    expect(replayed.body).toEqual(first.body);
    // A second add under another key is the person's own second try: refused, in their language.
    expect((await user.call(api.travel.addDayPlace.path, add, 'ja', key('add-place'))).body.code).toBe('DUPLICATE');
    const plan = await user.send(api.travel.planDetail, { planId });
    expect(plan.dayList[0]!.items).toHaveLength(1);
  });
});
