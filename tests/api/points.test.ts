import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeds, orders, places, pointLedger, products, users } from '../../db/schema';
import { createTestUser } from '../../mock-server/services/test-users';
import { attend } from '../../mock-server/services/attendance';
import { recordMission } from '../../mock-server/services/missions';
import { api } from '../../src/shared/api';
import type { Endpoint, RequestOf } from '../../src/shared/endpoint';
import { MISSION_REWARD, MISSION_TARGETS, MISSIONS, REWARDS } from '../../src/shared/constants';
import { createTestServer } from '../support/api';

// Mid-month in Seoul, so "next month" below is a real month change.
const START = Date.parse('2026-05-15T03:00:00Z');
const server = createTestServer({ now: START });
const db = server.deps.store.db;

let seq = 0;
/** A fresh account (nickname unique per call) signed in; options as the tester's factory. */
async function account(
  spec: { points?: number; missionMet?: boolean; attendedToday?: boolean; language?: 'ko' | 'ja' } = {},
) {
  seq += 1;
  const user = await createTestUser(server.deps, { nickname: `pt${seq}x`, attendedToday: false, ...spec });
  let { token } = await server.login(user.email, user.password);
  const call = (path: string, body: unknown = {}, lang: 'ko' | 'ja' = 'ko') =>
    server.request(path, body, { token, lang });
  /** A call of the table answering its typed result (a refusal throws). */
  const send = <E extends Endpoint>(endpoint: E, body: RequestOf<E>, lang: 'ko' | 'ja' = 'ko') =>
    server.answer(endpoint, body, { token, lang });
  /** Moving the clock by days expires the access token, as it would in life. */
  const relogin = async () => {
    ({ token } = await server.login(user.email, user.password));
  };
  return { ...user, call, send, relogin };
}

const product = (id: number) => db.select().from(products).where(eq(products.id, id)).get()!;
const setStock = (id: number, stock: number) => db.update(products).set({ stock }).where(eq(products.id, id)).run();
const ledgerSum = (userId: number) =>
  db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.amount}), 0)` })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId))
    .get()!.sum;
const balanceOf = (userId: number) => db.select().from(users).where(eq(users.id, userId)).get()!.pointBalance;

const JP_ORDER = {
  country: 'JP' as const,
  recipient: { lastName: '山田', firstName: '花子', phone: '090-1234-5678' },
  address: { zip: '1500001', prefecture: '東京都', city: '渋谷区神宮前', block: '1-2-3' },
};
const KR_ORDER = {
  country: 'KR',
  recipient: { lastName: '김', firstName: '민지', phone: '010-1234-5678' },
  address: { zip: '04524', basic: '서울 중구 세종대로 110', detail: '301호' },
};

describe('point shop catalogue', () => {
  it('lists products in both languages with stock and a sold-out state, paged', async () => {
    const me = await account();
    const first = await me.send(api.pointShop.productList, { size: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).not.toBeNull();
    const rest = await me.send(api.pointShop.productList, { size: 50, cursor: first.nextCursor ?? undefined });
    const all = [...first.items, ...rest.items];
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.filter((p) => p.soldOut).map((p) => p.name)).toEqual(['나전칠기 명함 케이스']);
    const ja = await me.send(api.pointShop.productDetail, { productId: all[0]!.id }, 'ja');
    expect(ja.name).toMatch(/[ぁ-んァ-ン]/);
    expect(ja.images.length).toBeGreaterThan(0);
  });

  it('an unknown product is NOT_FOUND', async () => {
    const me = await account();
    const res = await me.call(api.pointShop.productDetail.path, { productId: 9999 });
    expect(res.body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
  });
});

describe('check-condition', () => {
  it('names what falls short: points, the mission, or nothing', async () => {
    const poor = await account({ points: 100, missionMet: true });
    expect(await poor.send(api.pointShop.checkCondition, { productId: 1 })).toMatchObject({
      eligible: false,
      enoughPoints: false,
      missionMet: true,
      balance: 100,
      requiredPoints: 3000,
    });
    const idle = await account({ points: 10_000 });
    expect(await idle.send(api.pointShop.checkCondition, { productId: 1 })).toMatchObject({
      eligible: false,
      enoughPoints: true,
      missionMet: false,
    });
    const ready = await account({ points: 10_000, missionMet: true });
    expect(await ready.send(api.pointShop.checkCondition, { productId: 1 })).toMatchObject({
      eligible: true,
      soldOut: false,
    });
  });
});

describe('product-order', () => {
  it('takes the points and one unit of stock, and shows in the order list and point history', async () => {
    const me = await account({ points: 5000, missionMet: true });
    const before = product(1).stock;
    const order = await me.send(api.pointShop.productOrder, { productId: 1, ...JP_ORDER });
    expect(order.orderNumber).toMatch(/^TL-\d{6}-\d{6}$/);
    expect(product(1).stock).toBe(before - 1);
    expect(await me.send(api.user.userPoint, {})).toMatchObject({
      balance: 2000,
      used: 3000,
      earned: 5000,
      cumulative: 5000,
    });
    const list = (await me.send(api.pointShop.orderList, {})).items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      orderNumber: order.orderNumber,
      requiredPoints: 3000,
      country: 'JP',
      zip: '1500001',
      addressLines: ['東京都', '渋谷区神宮前', '1-2-3'],
      status: 'received',
      recipient: { lastName: '山田' },
    });
    const history = (await me.send(api.user.pointHistory, {})).items;
    expect(history[0]).toMatchObject({ amount: -3000, reason: 'order' });
  });

  it('refuses with SOLD_OUT, INSUFFICIENT_POINTS and MISSION_NOT_MET, changing nothing', async () => {
    const rich = await account({ points: 50_000, missionMet: true });
    const soldOut = await rich.call(api.pointShop.productOrder.path, { productId: 10, ...KR_ORDER });
    expect(soldOut.body).toMatchObject({ result: 'error', code: 'SOLD_OUT', message: '품절된 상품입니다.' });

    const poor = await account({ points: 2999, missionMet: true });
    const short = await poor.call(api.pointShop.productOrder.path, { productId: 1, ...KR_ORDER }, 'ja');
    expect(short.body).toMatchObject({
      result: 'error',
      code: 'INSUFFICIENT_POINTS',
      message: 'ポイントが足りません。',
    });

    const idle = await account({ points: 50_000 });
    const stock = product(1).stock;
    const notMet = await idle.call(api.pointShop.productOrder.path, { productId: 1, ...KR_ORDER });
    expect(notMet.body).toMatchObject({ result: 'error', code: 'MISSION_NOT_MET' });
    expect(product(1).stock).toBe(stock);
    expect(balanceOf(poor.id)).toBe(2999);
    expect(balanceOf(idle.id)).toBe(50_000);
    expect(db.select().from(orders).where(eq(orders.userId, idle.id)).all()).toHaveLength(0);
  });

  it('50 concurrent orders by a user who can afford exactly 3: exactly 3 succeed', async () => {
    const me = await account({ points: 3 * 2500 + 2499, missionMet: true });
    const before = product(5).stock;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => me.call(api.pointShop.productOrder.path, { productId: 5, ...KR_ORDER })),
    );
    const ok = answers.filter((a) => a.body.result === 'success');
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_POINTS')).toHaveLength(47);
    expect(new Set(ok.map((a) => a.body.data.orderNumber)).size).toBe(3);
    expect(balanceOf(me.id)).toBe(2499);
    expect(ledgerSum(me.id)).toBe(2499);
    expect(product(5).stock).toBe(before - 3);
  });

  it('two users ordering the last unit at once: one gets it, the other SOLD_OUT', async () => {
    setStock(12, 1);
    const a = await account({ points: 5000, missionMet: true });
    const b = await account({ points: 5000, missionMet: true });
    const [ra, rb] = await Promise.all(
      [a, b].map((u) => u.call(api.pointShop.productOrder.path, { productId: 12, ...KR_ORDER })),
    );
    expect([ra!.body.result, rb!.body.result].sort()).toEqual(['error', 'success']);
    expect([ra!.body.code, rb!.body.code]).toContain('SOLD_OUT');
    expect(product(12).stock).toBe(0);
    expect(balanceOf(a.id) + balanceOf(b.id)).toBe(10_000 - 1500);
  });

  it.each([
    [
      'zip.jp',
      { ...JP_ORDER, address: { ...JP_ORDER.address, zip: '150-0001' } },
      '우편번호 7자리를 입력해 주세요.',
      '郵便番号7桁を入力してください。',
    ],
    [
      'prefecture',
      { ...JP_ORDER, address: { ...JP_ORDER.address, prefecture: '東京' } },
      '도도부현을 선택해 주세요.',
      '都道府県を選択してください。',
    ],
    [
      'city',
      { ...JP_ORDER, address: { ...JP_ORDER.address, city: ' ' } },
      '시구정촌을 입력해 주세요.',
      '市区町村を入力してください。',
    ],
    [
      'block',
      { ...JP_ORDER, address: { ...JP_ORDER.address, block: '' } },
      '번지를 입력해 주세요.',
      '番地を入力してください。',
    ],
    [
      'zip.kr',
      { ...KR_ORDER, address: { ...KR_ORDER.address, zip: '1234' } },
      '우편번호 5자리를 입력해 주세요.',
      '郵便番号5桁を入力してください。',
    ],
    [
      'address.basic',
      { ...KR_ORDER, address: { ...KR_ORDER.address, basic: '' } },
      '기본 주소를 입력해 주세요.',
      '基本住所を入力してください。',
    ],
    [
      'address.detail',
      { ...KR_ORDER, address: { ...KR_ORDER.address, detail: '' } },
      '상세 주소를 입력해 주세요.',
      '詳細住所を入力してください。',
    ],
    [
      'lastName',
      { ...KR_ORDER, recipient: { ...KR_ORDER.recipient, lastName: '' } },
      '성을 입력해 주세요.',
      '姓を入力してください。',
    ],
    [
      'firstName',
      { ...JP_ORDER, recipient: { ...JP_ORDER.recipient, firstName: '' } },
      '이름을 입력해 주세요.',
      '名を入力してください。',
    ],
    [
      'phone',
      { ...JP_ORDER, recipient: { ...JP_ORDER.recipient, phone: 'abc' } },
      '올바른 전화번호를 입력해 주세요.',
      '正しい電話番号を入力してください。',
    ],
  ])('a wrong %s is refused with its message in ko and ja', async (_field, body, ko, ja) => {
    const me = await account({ points: 5000, missionMet: true });
    expect((await me.call(api.pointShop.productOrder.path, { productId: 1, ...body })).body).toMatchObject({
      code: 'VALIDATION',
      message: ko,
    });
    expect((await me.call(api.pointShop.productOrder.path, { productId: 1, ...body }, 'ja')).body).toMatchObject({
      code: 'VALIDATION',
      message: ja,
    });
    expect(balanceOf(me.id)).toBe(5000);
  });
});

describe('attendance', () => {
  it('draws once per Seoul day; a second draw the same day is refused, the next day works', async () => {
    const me = await account({ points: 0 });
    const state = (await me.call(api.user.userAttendance.path, { draw: false })).body.data;
    expect(state).toMatchObject({ attendedToday: false, prize: null });
    const first = await me.call(api.user.userAttendance.path, { draw: true });
    expect(first.body.data.attendedToday).toBe(true);
    expect(state.prizes).toContain(first.body.data.prize);
    expect(first.body.data.balance).toBe(first.body.data.prize);
    const again = await me.call(api.user.userAttendance.path, { draw: true }, 'ja');
    expect(again.body).toMatchObject({
      result: 'error',
      code: 'ALREADY_ATTENDED',
      message: '今日はすでに出席済みです。',
    });
    expect(balanceOf(me.id)).toBe(first.body.data.prize);

    server.deps.clock.set(START + 24 * 60 * 60 * 1000);
    try {
      await me.relogin();
      const next = await me.call(api.user.userAttendance.path, {});
      expect(next.body.result).toBe('success');
      expect(balanceOf(me.id)).toBe(first.body.data.prize + next.body.data.prize);
    } finally {
      server.deps.clock.set(START);
    }
  });

  it('two draws at the same moment credit one prize', async () => {
    const me = await account({ points: 0 });
    const answers = await Promise.all([1, 2, 3].map(() => me.call(api.user.userAttendance.path, {})));
    expect(answers.filter((a) => a.body.result === 'success')).toHaveLength(1);
    expect(ledgerSum(me.id)).toBe(balanceOf(me.id));
    expect(() => attend(db, me.id, START, 10)).toThrow('ALREADY_ATTENDED');
  });
});

describe('monthly missions', () => {
  it('the last mission reaching its target credits the reward once and opens exchanging', async () => {
    const me = await account({ points: 3000 });
    const now = server.deps.clock.now();
    db.transaction((tx) => {
      for (const mission of MISSIONS)
        for (let i = 0; i < MISSION_TARGETS[mission]; i++)
          if (!(mission === 'applaud' && i === 0)) recordMission(tx, me.id, mission, now);
    });
    let activity = (await me.call(api.user.monthlyActivity.path)).body.data;
    expect(activity).toMatchObject({ month: '2026-05', met: false, rewarded: false });
    expect(activity.missions.find((m: { mission: string }) => m.mission === 'applaud')).toMatchObject({
      count: MISSION_TARGETS.applaud - 1,
      completed: false,
    });
    db.transaction((tx) => recordMission(tx, me.id, 'applaud', now));
    db.transaction((tx) => recordMission(tx, me.id, 'applaud', now));
    activity = (await me.call(api.user.monthlyActivity.path)).body.data;
    expect(activity).toMatchObject({ met: true, rewarded: true, reward: MISSION_REWARD });
    // The applause past the target left the completed mission as it was.
    expect(activity.missions.find((m: { mission: string }) => m.mission === 'applaud')).toMatchObject({
      count: MISSION_TARGETS.applaud,
      completed: true,
    });
    expect(balanceOf(me.id)).toBe(3000 + MISSION_REWARD);
    const rewards = (await me.call(api.user.pointHistory.path, {})).body.data.items.filter(
      (e: { reason: string }) => e.reason === 'monthlyMission',
    );
    expect(rewards).toHaveLength(1);
  });

  it('a month change resets the missions and closes exchanging', async () => {
    const me = await account({ points: 10_000, missionMet: true });
    expect((await me.call(api.user.monthlyActivity.path)).body.data.met).toBe(true);
    server.deps.clock.set(Date.parse('2026-06-01T00:30:00+09:00'));
    try {
      await me.relogin();
      const activity = (await me.call(api.user.monthlyActivity.path)).body.data;
      expect(activity).toMatchObject({ month: '2026-06', met: false, rewarded: false });
      expect(activity.missions.every((m: { count: number }) => m.count === 0)).toBe(true);
      const res = await me.call(api.pointShop.productOrder.path, { productId: 1, ...KR_ORDER });
      expect(res.body.code).toBe('MISSION_NOT_MET');
    } finally {
      server.deps.clock.set(START);
    }
  });
});

describe('points follow their reason: comments', () => {
  type Account = Awaited<ReturnType<typeof account>>;
  const anyFeed = () =>
    db
      .select({ id: feeds.id })
      .from(feeds)
      .where(sql`${feeds.deletedAt} IS NULL`)
      .limit(1)
      .get()!.id;
  const anyPlace = () => db.select({ id: places.id }).from(places).limit(1).get()!.id;
  const feedComment = async (who: Account, feedId = anyFeed(), contents = `글 ${Math.random()}`) =>
    who.send(api.feed.writeComment, { feedId, contents });
  const placeComment = async (who: Account, contents = `장소 ${Math.random()}`) =>
    who.send(api.place.writeComment, { placeId: anyPlace(), contents });
  const summary = async (who: Account) => (await who.call(api.user.userPoint.path)).body.data;

  it('writing comments and deleting them keeps nothing, across days: the attack of 10 post and 5 place comments earns 0', async () => {
    // missionMet: the month's missions are done, so only the comment rewards move the balance.
    const farmer = await account({ points: 0, missionMet: true });
    const written: Array<{ path: string; commentId: number }> = [];
    for (let day = 0; day < 3; day++) {
      server.deps.clock.set(START + day * 24 * 60 * 60 * 1000);
      await farmer.relogin();
      for (let i = 0; i < 10; i++)
        written.push({ path: api.feed.deleteComment.path, commentId: (await feedComment(farmer)).commentId });
      for (let i = 0; i < 5; i++)
        written.push({ path: api.place.deleteComment.path, commentId: (await placeComment(farmer)).commentId });
    }
    try {
      expect(balanceOf(farmer.id)).toBe(3 * REWARDS.commentsPerDay * REWARDS.comment);
      let takenBack = 0;
      for (const { path, commentId } of written) {
        const res = await farmer.call(path, { commentId });
        expect(res.body.result).toBe('success');
        takenBack += res.body.data.takenBack;
      }
      expect(takenBack).toBe(3 * REWARDS.commentsPerDay * REWARDS.comment);
      expect(balanceOf(farmer.id)).toBe(0);
      expect(await summary(farmer)).toEqual({ balance: 0, cumulative: 0, earned: 0, used: 0 });
      expect(ledgerSum(farmer.id)).toBe(0);
    } finally {
      server.deps.clock.set(START);
    }
  });

  it('a deleted comment shows in the point history as taken back, pointing at its reward', async () => {
    const me = await account({ points: 0, missionMet: true });
    const { commentId, reward } = await placeComment(me);
    expect(reward).toBe(REWARDS.comment);
    const deleted = await me.call(api.place.deleteComment.path, { commentId });
    expect(deleted.body.data).toEqual({ takenBack: REWARDS.comment });
    const history = (await me.call(api.user.pointHistory.path, {})).body.data.items;
    expect(history).toMatchObject([
      { amount: -REWARDS.comment, reason: 'commentDeleted' },
      { amount: REWARDS.comment, reason: 'placeComment' },
    ]);
    const rows = db.select().from(pointLedger).where(eq(pointLedger.userId, me.id)).orderBy(pointLedger.id).all();
    expect(rows[1]!.refId).toBe(rows[0]!.id);
    const twice = await me.call(api.place.deleteComment.path, { commentId });
    expect(twice.body.code).toBe('NOT_FOUND');
    expect(balanceOf(me.id)).toBe(0);
  });

  it('rewards at most the daily number of comments per Seoul day, posts and places together; deleting does not refill the day', async () => {
    const me = await account({ points: 0, missionMet: true });
    const rewards = [];
    for (let i = 0; i < REWARDS.commentsPerDay - 1; i++) rewards.push((await feedComment(me)).reward);
    const last = await placeComment(me);
    expect([...rewards, last.reward]).toEqual(Array(REWARDS.commentsPerDay).fill(REWARDS.comment));
    const over = await feedComment(me);
    expect(over.reward).toBe(0);
    expect((await me.call(api.feed.deleteComment.path, { commentId: over.commentId })).body.data).toEqual({
      takenBack: 0,
    });
    expect((await me.call(api.place.deleteComment.path, { commentId: last.commentId })).body.data).toEqual({
      takenBack: REWARDS.comment,
    });
    expect((await placeComment(me)).reward).toBe(0);
    expect(balanceOf(me.id)).toBe((REWARDS.commentsPerDay - 1) * REWARDS.comment);

    // Seoul midnight (15:00 UTC) opens a new day.
    server.deps.clock.set(Date.parse('2026-05-15T15:00:00Z'));
    try {
      await me.relogin();
      expect((await feedComment(me)).reward).toBe(REWARDS.comment);
    } finally {
      server.deps.clock.set(START);
    }
  });

  it('points already spent stay spent: the take-back stops at the balance, which never goes negative', async () => {
    const me = await account({ points: product(1).requiredPoints - 300, missionMet: true });
    const comments = [];
    for (let i = 0; i < 5; i++) comments.push((await feedComment(me)).commentId);
    expect(balanceOf(me.id)).toBe(product(1).requiredPoints + 200);
    expect((await me.call(api.pointShop.productOrder.path, { productId: 1, ...JP_ORDER })).body.result).toBe('success');
    const taken = [];
    for (const commentId of comments)
      taken.push((await me.call(api.feed.deleteComment.path, { commentId })).body.data.takenBack);
    expect(taken).toEqual([100, 100, 0, 0, 0]);
    expect(balanceOf(me.id)).toBe(0);
    expect(ledgerSum(me.id)).toBe(0);
    const s = await summary(me);
    expect(s).toEqual({ balance: 0, cumulative: s.earned, earned: s.earned, used: product(1).requiredPoints });
  });

  it('deleting a post takes back the rewards of the comments that go with it, whoever wrote them', async () => {
    const author = await account({ points: 0, missionMet: true });
    const reader = await account({ points: 0, missionMet: true });
    const feedId = (
      await author.call(api.feed.writeFeed.path, {
        themeId: 1,
        title: '지울 글',
        contents: '댓글 모으기',
        language: 'ko',
        images: [],
      })
    ).body.data.feedId as number;
    const afterPost = balanceOf(author.id);
    for (let i = 0; i < 3; i++) await feedComment(author, feedId);
    await feedComment(reader, feedId);
    // Comments on one's own post earn nothing (decision 116).
    expect(balanceOf(author.id)).toBe(afterPost);
    expect(balanceOf(reader.id)).toBe(100);
    expect((await author.call(api.feed.deleteFeed.path, { feedId })).body.result).toBe('success');
    // The first-post reward goes with the post.
    expect(balanceOf(author.id)).toBe(0);
    expect(balanceOf(reader.id)).toBe(0);
    const history = (await reader.call(api.user.pointHistory.path, {}, 'ja')).body.data.items;
    expect(history[0]).toMatchObject({ amount: -100, reason: 'commentDeleted' });
  });
});

describe('point history and summary', () => {
  it('pages the ledger newest first, and the summary always equals its sums', async () => {
    const me = await account({ points: 1000 });
    db.transaction((tx) => {
      for (let i = 0; i < 4; i++) recordMission(tx, me.id, 'writeComment', START);
    });
    attend(db, me.id, START, 50);
    const page1 = (await me.call(api.user.pointHistory.path, { size: 1 })).body.data;
    expect(page1.items[0]).toMatchObject({ amount: 50, reason: 'attendance' });
    const page2 = (await me.call(api.user.pointHistory.path, { size: 1, cursor: page1.nextCursor })).body.data;
    expect(page2.items[0]).toMatchObject({ amount: 1000, reason: 'tester' });
    expect(page2.nextCursor).toBeNull();
    expect((await me.call(api.user.userPoint.path)).body.data).toEqual({
      balance: 1050,
      cumulative: 1050,
      earned: 1050,
      used: 0,
    });
  });

  it('the demo accounts may exchange; the Japanese one keeps 5,400 points after its seeded orders, draws and rewards', async () => {
    for (const email of ['demo@tabi.test', 'demo-ja@tabi.test']) {
      const { token } = await server.login(email, 'demo1234');
      expect((await server.request(api.user.monthlyActivity.path, {}, { token })).body.data.met).toBe(true);
      expect(
        (await server.request(api.user.userAttendance.path, { draw: false }, { token })).body.data.attendedToday,
      ).toBe(true);
    }
    const { token } = await server.login('demo-ja@tabi.test', 'demo1234');
    const points = (await server.request(api.user.userPoint.path, {}, { token })).body.data;
    expect(points).toMatchObject({ balance: 5400, used: 5500, earned: 10_900 });
    const list = (await server.request(api.pointShop.orderList.path, {}, { token, lang: 'ja' })).body.data.items;
    expect(list.map((o: { status: string; country: string }) => [o.status, o.country])).toEqual([
      ['received', 'JP'],
      ['delivered', 'JP'],
    ]);
  });
});

describe('the database itself', () => {
  it('refuses to rewrite a ledger row, to make a balance negative or a stock negative', async () => {
    const me = await account({ points: 100 });
    expect(() => db.update(pointLedger).set({ amount: 1_000_000 }).where(eq(pointLedger.userId, me.id)).run()).toThrow(
      /append-only/,
    );
    expect(() => db.update(users).set({ pointBalance: -1 }).where(eq(users.id, me.id)).run()).toThrow(/negative/);
    expect(() => setStock(1, -1)).toThrow(/CHECK constraint/);
    expect(balanceOf(me.id)).toBe(100);
  });
});

describe('my info', () => {
  it('saves the profile, the Instagram handle, nationality, marketing consent and picture', async () => {
    const me = await account();
    const info = (await me.call(api.user.userInfo.path)).body.data;
    const saved = await me.call(api.user.saveUserInfo.path, {
      nickname: `nw${seq}`,
      instagram: 'https://instagram.com/tabi.log_',
      themeIds: [1, 2],
      regionIds: [3],
      ageGroup: '40s',
      gender: 'female',
    });
    expect(saved.body.data).toMatchObject({
      nickname: `nw${seq}`,
      instagram: 'tabi.log_',
      themeIds: [1, 2],
      regionIds: [3],
      ageGroup: '40s',
      email: info.email,
    });
    const taken = await me.call(api.user.saveUserInfo.path, {
      nickname: '데모유저',
      instagram: null,
      themeIds: [],
      regionIds: [],
      ageGroup: null,
      gender: null,
    });
    expect(taken.body.code).toBe('NICKNAME_TAKEN');
    const badInsta = await me.call(api.user.saveUserInfo.path, {
      nickname: `nw${seq}`,
      instagram: 'not a handle!',
      themeIds: [],
      regionIds: [],
      ageGroup: null,
      gender: null,
    });
    expect(badInsta.body).toMatchObject({
      code: 'VALIDATION',
      message: '인스타그램 아이디 또는 주소를 올바르게 입력해 주세요.',
    });

    expect((await me.call(api.user.saveNationality.path, { nationality: 'JP' })).body.data).toEqual({
      nationality: 'JP',
    });
    expect((await me.call(api.user.saveMarketingAgree.path, { agree: true })).body.data).toEqual({ marketing: true });
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const picture = (await me.call(api.user.userProfileImage.path, { image: png })).body.data.profileImage;
    expect(picture).toMatch(/^\/files\//);
    const after = (await me.call(api.user.userInfo.path)).body.data;
    expect(after).toMatchObject({ nationality: 'JP', profileImage: picture, consents: { marketing: true } });
    expect((await me.call(api.user.userProfileImage.path, { image: 'data:image/png;base64,AAAA' })).body.code).toBe(
      'VALIDATION',
    );
  });
});
