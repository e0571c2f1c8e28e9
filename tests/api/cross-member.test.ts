import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/**
 * One member probing another's plans, days, items, posts, comments, orders, point history,
 * bookmarks and profile: with the victim's ids, odd ids (0, -1, 1.5, strings, arrays, 2^53) and
 * smuggled owner keys (`userId`, `__proto__`). Each attempt must be refused with an error
 * envelope or answer only the caller's own data, and the victim's view of their account must be
 * the same after every attempt.
 */
const server = createTestServer();

type Member = Awaited<ReturnType<typeof server.signedInUser>>;
let victim: Member;
let attacker: Member;

/** The victim's objects, and text only the victim may read (a leak shows it in an answer). */
const v = { plan: 0, item: 0, feed: 0, comment: 0, placeComment: 0, placeId: 0 };
const own = { plan: 0, feed: 0 };
const SECRETS = {
  planTitle: 'VictimTrip',
  planMemo: 'victim-plan-memo',
  dayMemo: 'victim-day-memo',
  lastName: 'Victimsurname',
  detail: 'victim-door-42',
};

const KR_ORDER = {
  country: 'KR',
  recipient: { lastName: SECRETS.lastName, firstName: '민지', phone: '010-1234-5678' },
  address: { zip: '04524', basic: '서울 중구 세종대로 110', detail: SECRETS.detail },
};
const postBody = (title: string) => ({ themeId: 1, title, contents: '명동 산책 기록', language: 'ko', images: [] });

/** Whatever the victim sees of their own account: plans, posts, comments, orders, points, bookmarks, profile. */
async function victimView() {
  const read = async (path: string, body: unknown = {}) => {
    const res = await victim.call(path, body);
    expect(res.body.result, `${path} as the victim`).toBe('success');
    return res.body.data;
  };
  const view = {
    plans: await read(api.travel.planList.path),
    plan: await read(api.travel.planDetail.path, { planId: v.plan }),
    profile: await read(api.user.userInfo.path),
    points: await read(api.user.userPoint.path),
    history: await read(api.user.pointHistory.path),
    orders: await read(api.pointShop.orderList.path),
    posts: await read(api.feed.userFeed.path),
    post: await read(api.feed.feedDetail.path, { feedId: v.feed }),
    comments: await read(api.feed.commentList.path, { feedId: v.feed }),
    placeComments: await read(api.place.commentList.path, { placeId: v.placeId }),
    placeBookmarks: await read(api.place.bookmarkList.path),
    postBookmarks: await read(api.feed.bookmarkList.path),
  };
  // Views are counted by readers; they are not the victim's data.
  return JSON.parse(JSON.stringify(view, (key, value) => (key === 'viewCount' ? undefined : value)));
}

const ok = async (res: Promise<{ body: { result: string; data?: any; code?: string } }>) => {
  const { body } = await res;
  expect(body.result, JSON.stringify(body)).toBe('success');
  return body.data;
};

let before: unknown;

beforeAll(async () => {
  victim = await server.signedInUser({ points: 1_000_000, missionMet: true });
  attacker = await server.signedInUser();
  const regions = await ok(server.request(api.reference.regionList.path));
  const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const seoul = regions[0].id;
  v.placeId = (server.store.sqlite.prepare('SELECT id FROM places ORDER BY id LIMIT 1').get() as { id: number }).id;

  v.plan = (
    await ok(
      victim.call(api.travel.savePlan.path, {
        title: SECRETS.planTitle,
        regionIds: [seoul],
        startDate,
        nights: 1,
        memo: SECRETS.planMemo,
      }),
    )
  ).planId;
  v.item = (await ok(victim.call(api.travel.addDayPlace.path, { planId: v.plan, day: 1, placeId: v.placeId }))).itemId;
  await ok(victim.call(api.travel.savePlanDay.path, { planId: v.plan, day: 1, memo: SECRETS.dayMemo }));
  v.feed = (await ok(victim.call(api.feed.writeFeed.path, postBody('피해자의 글')))).feedId;
  v.comment = (await ok(victim.call(api.feed.writeComment.path, { feedId: v.feed, contents: '내 댓글' }))).commentId;
  v.placeComment = (
    await ok(victim.call(api.place.writeComment.path, { placeId: v.placeId, contents: '내 장소 댓글' }))
  ).commentId;
  await ok(victim.call(api.feed.bookmark.path, { feedId: v.feed, bookmarked: true }));
  await ok(victim.call(api.place.bookmark.path, { placeId: v.placeId, bookmarked: true }));
  await ok(victim.call(api.pointShop.productOrder.path, { productId: 1, ...KR_ORDER }));

  own.plan = (
    await ok(attacker.call(api.travel.savePlan.path, { title: 'mine', regionIds: [seoul], startDate, nights: 1 }))
  ).planId;
  own.feed = (await ok(attacker.call(api.feed.writeFeed.path, postBody('공격자의 글')))).feedId;
  before = await victimView();
});

/** A body, or raw JSON text where the key itself is the probe (`__proto__` never survives an object literal). */
type Probe = [name: string, path: string, body: () => unknown, raw?: () => string, scoped?: (data: any) => void];
const raw = (name: string, path: string, text: () => string): Probe => [name, path, () => undefined, text];
/** The attacker bookmarked nothing: a list answered to them must be their own, empty one. */
const ownEmptyList = (data: { items: unknown[] }) => expect(data.items).toEqual([]);

const probes: Probe[] = [
  ['read the plan', api.travel.planDetail.path, () => ({ planId: v.plan })],
  ['rename the plan', api.travel.savePlan.path, () => ({ planId: v.plan, title: 'taken' })],
  [
    'shorten the plan, dropping its days',
    api.travel.savePlan.path,
    () => ({ planId: v.plan, nights: 0, confirmRemoval: true }),
  ],
  ['overwrite a day memo', api.travel.savePlanDay.path, () => ({ planId: v.plan, day: 1, memo: 'taken' })],
  ['empty a day', api.travel.savePlanDay.path, () => ({ planId: v.plan, day: 1, items: [] })],
  [
    'retime an item',
    api.travel.savePlanDay.path,
    () => ({ planId: v.plan, day: 1, items: [{ id: v.item, time: '03:00' }] }),
  ],
  [
    "move an item into one's own plan",
    api.travel.savePlanDay.path,
    () => ({ planId: own.plan, day: 1, items: [{ id: v.item, time: '09:00' }] }),
  ],
  ['add a post to a day', api.travel.addDayFeed.path, () => ({ planId: v.plan, day: 1, feedId: own.feed })],
  ['add a place to a day', api.travel.addDayPlace.path, () => ({ planId: v.plan, day: 2, placeId: v.placeId })],
  ['delete the plan', api.travel.deletePlan.path, () => ({ planId: v.plan })],
  ['list plans with userId', api.travel.planList.path, () => ({ userId: victim.id })],
  ['plan id 0', api.travel.planDetail.path, () => ({ planId: 0 })],
  ['plan id -1', api.travel.deletePlan.path, () => ({ planId: -1 })],
  ['plan id 1.5', api.travel.planDetail.path, () => ({ planId: v.plan + 0.5 })],
  ['plan id as a string', api.travel.planDetail.path, () => ({ planId: String(v.plan) })],
  ['plan id in an array', api.travel.deletePlan.path, () => ({ planId: [v.plan] })],
  ['plan id 2^53', api.travel.planDetail.path, () => ({ planId: 2 ** 53 })],
  ['own plan with an extra userId', api.travel.planDetail.path, () => ({ planId: own.plan, userId: victim.id })],
  raw('plan id under __proto__', api.travel.deletePlan.path, () => `{"__proto__":{"planId":${v.plan}}}`),
  raw(
    'own plan with userId under __proto__',
    api.travel.planDetail.path,
    () => `{"planId":${own.plan},"__proto__":{"userId":${victim.id}}}`,
  ),
  ['edit the post', api.feed.writeFeed.path, () => ({ ...postBody('taken'), feedId: v.feed })],
  ['delete the post', api.feed.deleteFeed.path, () => ({ feedId: v.feed })],
  ['post id as a string', api.feed.deleteFeed.path, () => ({ feedId: String(v.feed) })],
  ['post id 2^53', api.feed.deleteFeed.path, () => ({ feedId: 2 ** 53 })],
  raw(
    'edit the post, its id under __proto__',
    api.feed.writeFeed.path,
    () => `{"themeId":1,"title":"taken","contents":"x","language":"ko","images":[],"__proto__":{"feedId":${v.feed}}}`,
  ),
  ['delete the comment', api.feed.deleteComment.path, () => ({ commentId: v.comment })],
  ['comment id in an array', api.feed.deleteComment.path, () => ({ commentId: [v.comment] })],
  ['comment id -1', api.feed.deleteComment.path, () => ({ commentId: -1 })],
  ['delete the comment with userId', api.feed.deleteComment.path, () => ({ commentId: v.comment, userId: victim.id })],
  ['delete the place comment', api.place.deleteComment.path, () => ({ commentId: v.placeComment })],
  ['place comment id 1.5', api.place.deleteComment.path, () => ({ commentId: v.placeComment + 0.5 })],
  [
    'delete the place comment with userId',
    api.place.deleteComment.path,
    () => ({ commentId: v.placeComment, userId: victim.id }),
  ],
  ['list orders with userId', api.pointShop.orderList.path, () => ({ userId: victim.id })],
  raw(
    'list orders, userId under __proto__',
    api.pointShop.orderList.path,
    () => `{"__proto__":{"userId":${victim.id}}}`,
  ),
  [
    "order on the victim's points",
    api.pointShop.productOrder.path,
    () => ({ productId: 1, ...KR_ORDER, userId: victim.id }),
  ],
  ['point history with userId', api.user.pointHistory.path, () => ({ userId: victim.id })],
  raw(
    'point history, userId under __proto__',
    api.user.pointHistory.path,
    () => `{"__proto__":{"userId":${victim.id}}}`,
  ),
  ['point balance with userId', api.user.userPoint.path, () => ({ userId: victim.id })],
  ['place bookmarks with userId', api.place.bookmarkList.path, () => ({ userId: victim.id }), undefined, ownEmptyList],
  [
    'saved posts, userId under __proto__',
    api.feed.bookmarkList.path,
    () => undefined,
    () => `{"__proto__":{"userId":${victim.id}}}`,
    ownEmptyList,
  ],
  [
    'unset the post bookmark with userId',
    api.feed.bookmark.path,
    () => ({ feedId: v.feed, bookmarked: false, userId: victim.id }),
  ],
  [
    'unset the place bookmark with userId',
    api.place.bookmark.path,
    () => ({ placeId: v.placeId, bookmarked: false, userId: victim.id }),
  ],
  ['profile with userId', api.user.userInfo.path, () => ({ userId: victim.id })],
  [
    'rename the victim',
    api.user.saveUserInfo.path,
    () => ({
      nickname: 'taken',
      instagram: null,
      themeIds: [],
      regionIds: [],
      ageGroup: null,
      gender: null,
      userId: victim.id,
    }),
  ],
  ["remove the victim's picture", api.user.userProfileImage.path, () => ({ image: null, userId: victim.id })],
  ['marketing consent with userId', api.user.saveMarketingAgree.path, () => ({ agree: true, userId: victim.id })],
  ["the victim's public profile page", api.feed.userFeed.path, () => ({ userId: victim.id })],
  // Last: when scoped, it ends the attacker's own account.
  ['withdraw with userId', api.user.withdraw.path, () => ({ userId: victim.id })],
];

describe("one member against another's data", () => {
  it.each(probes.map((p) => [p[0], p] as const))(
    "%s: refused or scoped, and the victim's data is unchanged",
    async (_name, [, path, body, text, scoped]) => {
      const res = await server.request(path, body(), { token: attacker.token, raw: text?.() });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(res.body).toMatchObject({
        result: expect.stringMatching(/^(success|error)$/),
        message: expect.any(String),
      });
      if (res.body.result === 'success') {
        const answer = JSON.stringify(res.body.data ?? {});
        for (const secret of [...Object.values(SECRETS), victim.email])
          expect(answer, `answer leaks ${secret}`).not.toContain(secret);
        scoped?.(res.body.data);
      }
      expect(await victimView()).toEqual(before);
    },
  );

  it('the victim still signs in afterwards', async () => {
    await expect(server.login(victim.email, victim.password)).resolves.toMatchObject({ token: expect.any(String) });
  });
});
