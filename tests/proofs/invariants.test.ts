import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { listProducts, setStock } from '../../mock-server/services/console-views';
import { REFUND_REASONS, TAKE_BACK_REASONS } from '../../mock-server/services/points';
import { allEndpoints, api } from '../../src/shared/api';
import { ATTENDANCE_PRIZES, LIMITS, MISSION_TARGETS, REWARDS } from '../../src/shared/constants';
import { createTestServer } from '../support/api';
import { envelopeProblem } from '../support/envelope-check';
import { createRandom, seedFrom, type Random } from '../support/random';

/**
 * Invariants after a random run: several members place orders, applaud, attend, comment and
 * delete comments, write and delete posts, bookmark, plan trips and withdraw, many calls at once,
 * across a Seoul midnight. Afterwards every cached sum and counter equals the rows it counts and
 * no rule was bent. Replay a failure with INVARIANT_SEED=<the printed seed>.
 */

const SEED = seedFrom('INVARIANT_SEED');
const BATCHES = 60;
const CALLS_AT_ONCE = 8;
/** Five minutes before a Seoul midnight: the run crosses it, so daily rules start over mid-run. */
const START = Date.parse('2027-03-10T23:55:00+09:00');
const SHOP_STOCK = [2, 1, 3];
const SEEDED_POSTS = [1, 2, 3, 4, 5, 6];
const PLACES = [1, 2, 3, 4];

/** Something a member made (null: the seed's). */
interface Owned {
  id: number;
  userId: number | null;
}
type Member = Awaited<ReturnType<ReturnType<typeof createTestServer>['signedInUser']>> & {
  poor: boolean;
  withdrawn: boolean;
};
interface World {
  posts: Owned[];
  feedComments: Owned[];
  placeComments: Owned[];
  plans: Owned[];
  /** Each comment's reward as its answer told it. */
  rewards: Array<{ kind: 'comment' | 'placeComment'; commentId: number; reward: number }>;
  problems: string[];
  /** Each call's path with the code it was answered (or success), to show the run did reach the rules. */
  outcomes: Set<string>;
}

const server = createTestServer({ now: START });

describe(`invariants after a random run of mixed calls (INVARIANT_SEED=${SEED})`, () => {
  it('points, stock, applause, rewards, counters and plans all agree with their rows', async () => {
    const random = createRandom(SEED);
    // Four members never run short. The poor one starts at 0, writes no post (whose first earns
    // 5,000) and has drawn today, so it earns at most 10 comment rewards and tomorrow's draw:
    // never enough for a gift (INSUFFICIENT_POINTS), never spent, so any deleted comment's reward
    // can always be taken back whole, which the invariants then demand.
    const members: Member[] = [];
    for (const poor of [false, false, false, false, true]) {
      const member = await server.signedInUser({ points: poor ? 0 : 1_000_000, missionMet: true, attendedToday: poor });
      members.push({ ...member, poor, withdrawn: false });
    }
    const products = listProducts(server.store.db).slice(0, SHOP_STOCK.length);
    const poorestPossible =
      2 * REWARDS.commentsPerDay * REWARDS.comment + Math.max(...ATTENDANCE_PRIZES.map((p) => p.points));
    expect(Math.min(...products.map((p) => p.requiredPoints))).toBeGreaterThan(poorestPossible);
    const productIds = products.map((p, i) => setStock(server.store.db, p.id, SHOP_STOCK[i]!)!.id);
    const before = snapshot(server.store.sqlite);
    const world: World = {
      posts: SEEDED_POSTS.map((id) => ({ id, userId: null })),
      feedComments: [],
      placeComments: [],
      plans: [],
      rewards: [],
      problems: [],
      outcomes: new Set(),
    };
    const withdrawalBatch = random.int(BATCHES / 2, BATCHES - 5);

    for (let batch = 0; batch < BATCHES; batch += 1) {
      if (batch === BATCHES / 2) server.deps.clock.set(server.deps.clock.now() + 10 * 60_000);
      // Alone, so that no call of the same member races it: afterwards every call of theirs is a 401.
      if (batch === withdrawalBatch) await withdraw(members[1]!, world);
      await Promise.all(Array.from({ length: CALLS_AT_ONCE }, () => randomCall(random, world, members, productIds)));
    }

    const violations = [...world.problems, ...invariantViolations(server.store.sqlite, before, world)];
    expect(violations, `INVARIANT_SEED=${SEED}: ${violations.length} violations`).toEqual([]);
    // The rules were reached, not only the happy paths (each is near certain at these weights).
    expect([...world.outcomes], `INVARIANT_SEED=${SEED}`).toEqual(
      expect.arrayContaining([
        `${api.feed.likeFeed.path} LIKE_LIMIT`,
        `${api.place.likePlace.path} LIKE_LIMIT`,
        `${api.pointShop.productOrder.path} success`,
        `${api.pointShop.productOrder.path} SOLD_OUT`,
        `${api.feed.deleteComment.path} success`,
        `${api.place.deleteComment.path} success`,
        `${api.feed.deleteFeed.path} success`,
        `${api.user.withdraw.path} success`,
      ]),
    );
  }, 60_000);
});

/** One call by a random member, chosen and given its arguments before anything is awaited. */
function randomCall(random: Random, world: World, members: Member[], productIds: number[]): Promise<void> {
  const member = random.pick(members);
  const post = random.pick(world.posts).id;
  const place = random.pick(PLACES);
  // Most applause goes to one post and one place, so the tenth is reached and the eleventh refused.
  const applauded = random.chance(0.6) ? SEEDED_POSTS[0]! : post;
  const applaudedPlace = random.chance(0.75) ? PLACES[0]! : place;
  // Applause comes in bursts: one member's taps arriving together is the race the limit must hold in.
  const taps = random.int(1, 4);
  const text = `${random.pick(['서울 맛집', 'ソウルの朝', 'tabi'])} ${random.int(0, 1e6)}`;
  const calls: Array<[number, () => Promise<void>]> = [
    [14, () => burst(taps, () => send(member, world, api.feed.likeFeed.path, { feedId: applauded }))],
    [10, () => burst(taps, () => send(member, world, api.place.likePlace.path, { placeId: applaudedPlace }))],
    [5, () => send(member, world, api.feed.bookmark.path, { feedId: post, bookmarked: random.chance(0.6) })],
    [4, () => send(member, world, api.place.bookmark.path, { placeId: place, bookmarked: random.chance(0.6) })],
    [
      12,
      () =>
        send(member, world, api.feed.writeComment.path, { feedId: post, contents: text }, (data) => {
          world.feedComments.push({ id: data.commentId, userId: member.id });
          world.rewards.push({ kind: 'comment', commentId: data.commentId, reward: data.reward });
        }),
    ],
    [
      6,
      () =>
        send(member, world, api.place.writeComment.path, { placeId: place, contents: text }, (data) => {
          world.placeComments.push({ id: data.commentId, userId: member.id });
          world.rewards.push({ kind: 'placeComment', commentId: data.commentId, reward: data.reward });
        }),
    ],
    [
      7,
      () =>
        send(member, world, api.feed.deleteComment.path, { commentId: mostlyOwn(random, world.feedComments, member) }),
    ],
    [
      4,
      () =>
        send(member, world, api.place.deleteComment.path, {
          commentId: mostlyOwn(random, world.placeComments, member),
        }),
    ],
    [
      member.poor ? 0 : 5,
      () =>
        send(
          member,
          world,
          api.feed.writeFeed.path,
          { themeId: 1, title: text, contents: `${text} 여행`, language: 'ko', images: [] },
          (data) => {
            world.posts.push({ id: data.feedId, userId: member.id });
          },
        ),
    ],
    [3, () => send(member, world, api.feed.deleteFeed.path, { feedId: mostlyOwn(random, world.posts, member) })],
    [4, () => send(member, world, api.feed.feedDetail.path, { feedId: post })],
    [
      5,
      () =>
        send(member, world, api.pointShop.productOrder.path, {
          productId: random.pick(productIds),
          country: 'JP',
          recipient: { lastName: '山田', firstName: '花子', phone: '090-1234-5678' },
          address: { zip: '1500001', prefecture: '東京都', city: '渋谷区', block: '神宮前1-2-3' },
        }),
    ],
    [3, () => send(member, world, api.user.userAttendance.path, { draw: true })],
    [
      3,
      () =>
        send(
          member,
          world,
          api.travel.savePlan.path,
          { regionIds: [1], startDate: '2027-04-01', nights: random.int(0, 4) },
          (data) => {
            if (data.planId) world.plans.push({ id: data.planId, userId: member.id });
          },
        ),
    ],
    ...planCalls(random, world, member, place),
  ];
  let roll = random.int(
    1,
    calls.reduce((sum, [weight]) => sum + weight, 0),
  );
  for (const [weight, call] of calls) {
    roll -= weight;
    if (roll <= 0) return call();
  }
  throw new Error('unreachable: the weights add up to the roll');
}

/** Adding to a plan and shortening it (with and without confirming the loss of days). */
function planCalls(random: Random, world: World, member: Member, place: number): Array<[number, () => Promise<void>]> {
  if (!world.plans.length) return [];
  const plan = mostlyOwn(random, world.plans, member);
  return [
    [
      3,
      () => send(member, world, api.travel.addDayPlace.path, { planId: plan, day: random.int(1, 5), placeId: place }),
    ],
    [
      2,
      () =>
        send(member, world, api.travel.savePlan.path, {
          planId: plan,
          nights: random.int(0, 4),
          confirmRemoval: random.chance(0.5),
        }),
    ],
  ];
}

const burst = (count: number, tap: () => Promise<void>) =>
  Promise.all(Array.from({ length: count }, tap)).then(() => undefined);

/** Mostly one of the member's own (the rule under test), sometimes anyone's (the refusal under test). */
function mostlyOwn(random: Random, things: Owned[], member: Member): number {
  const own = things.filter((t) => t.userId === member.id);
  return (
    own.length && random.chance(0.75)
      ? random.pick(own)
      : random.pick(things.length ? things : [{ id: 1, userId: null }])
  ).id;
}

async function withdraw(member: Member, world: World): Promise<void> {
  await send(member, world, api.user.withdraw.path, {});
  member.withdrawn = true;
}

const accessOf = new Map(allEndpoints().map(({ endpoint }) => [endpoint.path, endpoint.access]));

/**
 * One call; its answer must be an envelope. A withdrawn member's token counts for nothing: 401
 * where a member is needed, an anonymous answer where anyone may read.
 */
async function send(
  member: Member,
  world: World,
  path: string,
  body: unknown,
  onSuccess?: (data: any) => void,
): Promise<void> {
  const wasWithdrawn = member.withdrawn;
  const res = await member.call(path, body);
  const problem = envelopeProblem(res.status, res.body);
  if (problem) world.problems.push(`${path} ${JSON.stringify(body)}: ${problem} ${JSON.stringify(res.body)}`);
  const needsMember = accessOf.get(path) === 'user';
  if (wasWithdrawn && needsMember && res.status !== 401)
    world.problems.push(`${path}: a withdrawn member was answered ${res.status} ${res.body?.code ?? res.body?.result}`);
  if (
    wasWithdrawn &&
    !needsMember &&
    (res.status === 401 || res.body?.data?.mine || res.body?.data?.myLikes || res.body?.data?.bookmarked)
  ) {
    world.problems.push(
      `${path}: a withdrawn member was answered as a member ${JSON.stringify(res.body?.data ?? res.body).slice(0, 200)}`,
    );
  }
  if (!wasWithdrawn && res.status === 401) world.problems.push(`${path}: a member was answered 401`);
  if (res.body?.result === 'success') onSuccess?.(res.body.data);
  world.outcomes.add(`${path} ${res.body?.code ?? 'success'}`);
}

interface Snapshot {
  stock: Map<number, number>;
  lastOrderId: number;
  /** Views counted before the run that have no feed_views row (the seed's history). */
  unrecordedViews: Map<number, number>;
}

function snapshot(sqlite: Database.Database): Snapshot {
  const stock = sqlite.prepare('SELECT id, stock FROM products').all() as Array<{ id: number; stock: number }>;
  const views = sqlite
    .prepare(
      'SELECT f.id, f.view_count - (SELECT count(*) FROM feed_views v WHERE v.feed_id = f.id) AS rest FROM feeds f',
    )
    .all() as Array<{ id: number; rest: number }>;
  const { lastOrderId } = sqlite.prepare('SELECT coalesce(max(id), 0) AS lastOrderId FROM orders').get() as {
    lastOrderId: number;
  };
  return {
    stock: new Map(stock.map((p) => [p.id, p.stock])),
    lastOrderId,
    unrecordedViews: new Map(views.map((f) => [f.id, f.rest])),
  };
}

/** Every rule the data must keep, as the rows that break it (empty when it holds). */
function invariantViolations(sqlite: Database.Database, before: Snapshot, world: World): string[] {
  const rows = (label: string, sql: string, ...params: unknown[]) =>
    (sqlite.prepare(sql).all(...params) as unknown[]).map((row) => `${label}: ${JSON.stringify(row)}`);
  const takeBacks = TAKE_BACK_REASONS.map((r) => `'${r}'`).join(', ');
  const refunds = REFUND_REASONS.map((r) => `'${r}'`).join(', ');
  const liveFeedComment = 'c.deleted_at IS NULL AND (SELECT deleted_at FROM feeds WHERE id = c.feed_id) IS NULL';

  const violations = [
    // Points: the cached sums are the ledger's, and a balance is never negative.
    ...rows(
      'balance differs from the ledger',
      `SELECT u.id, u.point_balance, (SELECT coalesce(sum(amount), 0) FROM point_ledger l WHERE l.user_id = u.id) AS ledger
      FROM users u WHERE point_balance <> ledger OR point_balance < 0`,
    ),
    ...rows(
      'cumulative differs from the ledger',
      `SELECT u.id, u.point_cumulative, (SELECT coalesce(sum(amount), 0) FROM point_ledger l
      WHERE l.user_id = u.id AND ((amount > 0 AND reason NOT IN (${refunds})) OR reason IN (${takeBacks}))) AS earned FROM users u WHERE point_cumulative <> earned`,
    ),
    // Orders: stock never negative, each unit sold is one order, each order paid by one ledger row of its price.
    ...rows('negative stock', 'SELECT id, stock FROM products WHERE stock < 0'),
    ...[...before.stock].flatMap(([id, stock]) =>
      rows(
        'stock sold differs from the orders',
        `SELECT p.id, ? AS stockBefore, p.stock,
      (SELECT count(*) FROM orders o WHERE o.product_id = p.id AND o.id > ? AND o.status <> 'cancelled') AS orders FROM products p WHERE p.id = ? AND stockBefore - p.stock <> orders`,
        stock,
        before.lastOrderId,
        id,
      ),
    ),
    ...rows(
      'order without its payment',
      `SELECT o.id FROM orders o WHERE (SELECT count(*) FROM point_ledger l WHERE l.reason = 'order' AND l.ref_id = o.id
      AND l.user_id = o.user_id AND l.amount = -o.required_points) <> 1`,
    ),
    ...rows(
      'payment without its order',
      `SELECT l.id FROM point_ledger l WHERE l.reason = 'order' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.ref_id)`,
    ),
    // Applause: 1 to 10 per member and post or place, and the counters are their sums.
    ...rows(
      'applause out of 1..10',
      `SELECT feed_id, user_id, count FROM feed_likes WHERE count NOT BETWEEN 1 AND ${LIMITS.likesPerPost}`,
    ),
    ...rows(
      'place applause out of 1..10',
      `SELECT place_id, user_id, count FROM place_likes WHERE count NOT BETWEEN 1 AND ${LIMITS.likesPerPost}`,
    ),
    ...rows(
      'like_count differs',
      'SELECT f.id, f.like_count FROM feeds f WHERE like_count <> (SELECT coalesce(sum(count), 0) FROM feed_likes l WHERE l.feed_id = f.id)',
    ),
    ...rows(
      'place like_count differs',
      'SELECT p.id, p.like_count FROM places p WHERE like_count <> (SELECT coalesce(sum(count), 0) FROM place_likes l WHERE l.place_id = p.id)',
    ),
    // Other counters equal their rows.
    ...rows(
      'comment_count differs',
      'SELECT f.id, f.comment_count FROM feeds f WHERE comment_count <> (SELECT count(*) FROM feed_comments c WHERE c.feed_id = f.id AND c.deleted_at IS NULL)',
    ),
    ...rows(
      'place comment_count differs',
      'SELECT p.id, p.comment_count FROM places p WHERE comment_count <> (SELECT count(*) FROM place_comments c WHERE c.place_id = p.id AND c.deleted_at IS NULL)',
    ),
    ...rows(
      'bookmark_count differs',
      'SELECT f.id, f.bookmark_count FROM feeds f WHERE bookmark_count <> (SELECT count(*) FROM feed_bookmarks b WHERE b.feed_id = f.id)',
    ),
    ...rows(
      'place bookmark_count differs',
      'SELECT p.id, p.bookmark_count FROM places p WHERE bookmark_count <> (SELECT count(*) FROM place_bookmarks b WHERE b.place_id = p.id)',
    ),
    ...(
      sqlite
        .prepare(
          'SELECT f.id, f.view_count - (SELECT count(*) FROM feed_views v WHERE v.feed_id = f.id) AS rest FROM feeds f',
        )
        .all() as Array<{ id: number; rest: number }>
    )
      .filter((f) => f.rest !== (before.unrecordedViews.get(f.id) ?? 0))
      .map((f) => `view_count moved without its view row: ${JSON.stringify(f)}`),
    // Comment rewards: at most the daily number, each one as answered, taken back whole when its comment is gone and only then.
    ...rows(
      'comment rewards over the daily cap',
      `SELECT user_id, date((created_at + 9 * 3600000) / 1000, 'unixepoch') AS day, count(*) AS rewards
      FROM point_ledger WHERE reason IN ('comment', 'placeComment') GROUP BY user_id, day HAVING count(*) > ${REWARDS.commentsPerDay}`,
    ),
    ...world.rewards.flatMap(({ kind, commentId, reward }) =>
      rows(
        'reward differs from its answer',
        `SELECT ? AS kind, ? AS commentId, ? AS answered,
      coalesce(sum(amount), 0) AS ledger FROM point_ledger WHERE reason = ? AND ref_id = ? HAVING ledger <> answered`,
        kind,
        commentId,
        reward,
        kind,
        commentId,
      ),
    ),
    ...rows(
      'take-back not the reward (or the balance, when lower)',
      `SELECT t.id, t.amount, r.amount AS reward FROM point_ledger t JOIN point_ledger r ON r.id = t.ref_id
      WHERE t.reason IN (${takeBacks}) AND -t.amount <> min(r.amount, (SELECT sum(amount) FROM point_ledger b WHERE b.user_id = t.user_id AND b.id < t.id))`,
    ),
    ...rows(
      'a live comment lost its reward',
      `SELECT c.id FROM feed_comments c JOIN point_ledger r ON r.reason = 'comment' AND r.ref_id = c.id
      WHERE ${liveFeedComment} AND EXISTS (SELECT 1 FROM point_ledger t WHERE t.reason IN (${takeBacks}) AND t.ref_id = r.id)`,
    ),
    ...rows(
      'a gone comment kept its reward',
      `SELECT c.id, r.amount, (SELECT coalesce(sum(amount), 0) FROM point_ledger t WHERE t.reason IN (${takeBacks}) AND t.ref_id = r.id) AS taken
      FROM feed_comments c JOIN point_ledger r ON r.reason = 'comment' AND r.ref_id = c.id WHERE NOT (${liveFeedComment}) AND r.amount + taken <> 0`,
    ),
    ...rows(
      'a live place comment lost its reward',
      `SELECT c.id FROM place_comments c JOIN point_ledger r ON r.reason = 'placeComment' AND r.ref_id = c.id
      WHERE c.deleted_at IS NULL AND EXISTS (SELECT 1 FROM point_ledger t WHERE t.reason IN (${takeBacks}) AND t.ref_id = r.id)`,
    ),
    ...rows(
      'a gone place comment kept its reward',
      `SELECT c.id, r.amount, (SELECT coalesce(sum(amount), 0) FROM point_ledger t WHERE t.reason IN (${takeBacks}) AND t.ref_id = r.id) AS taken
      FROM place_comments c JOIN point_ledger r ON r.reason = 'placeComment' AND r.ref_id = c.id WHERE c.deleted_at IS NOT NULL AND r.amount + taken <> 0`,
    ),
    // Attendance and the monthly mission pay once, as their rows say.
    ...rows(
      'attendance prizes differ from the ledger',
      `SELECT a.user_id, sum(a.prize) AS prizes, (SELECT coalesce(sum(amount), 0) FROM point_ledger l
      WHERE l.user_id = a.user_id AND l.reason = 'attendance') AS ledger FROM attendance a GROUP BY a.user_id HAVING prizes <> ledger`,
    ),
    ...rows(
      'mission rewards differ from the ledger',
      `SELECT m.user_id, sum(m.amount) AS rewards, (SELECT coalesce(sum(amount), 0) FROM point_ledger l
      WHERE l.user_id = m.user_id AND l.reason = 'monthlyMission') AS ledger FROM mission_rewards m GROUP BY m.user_id HAVING rewards <> ledger`,
    ),
    ...rows(
      'mission counted past its target',
      `SELECT user_id, month, mission, count FROM mission_progress WHERE count > CASE mission
      ${Object.entries(MISSION_TARGETS)
        .map(([mission, target]) => `WHEN '${mission}' THEN ${target}`)
        .join(' ')} END`,
    ),
    ...rows(
      'mission rewarded before every mission was met',
      `SELECT r.user_id, r.month FROM mission_rewards r WHERE (SELECT count(*) FROM mission_progress m
      WHERE m.user_id = r.user_id AND m.month = r.month AND m.completed_at IS NOT NULL) < ${Object.keys(MISSION_TARGETS).length}`,
    ),
    // Search indexes (kept by triggers) hold exactly the live posts.
    ...rows(
      'live post missing from search',
      `SELECT f.id FROM feeds f WHERE f.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM feed_fts s WHERE s.rowid = f.id * 4 AND s.title = f.title AND s.contents = f.contents)`,
    ),
    ...rows(
      'deleted or unknown post still found by search',
      `SELECT s.rowid FROM feed_fts s
      WHERE NOT EXISTS (SELECT 1 FROM feeds f WHERE f.id = s.rowid / 4 AND f.deleted_at IS NULL)`,
    ),
    // Plans: a day row for each day of the trip, and no item past its last day.
    ...rows(
      'plan days differ from its nights',
      `SELECT p.id, p.nights, p.days, (SELECT count(*) FROM plan_days d WHERE d.plan_id = p.id) AS dayRows,
      (SELECT max(day) FROM plan_days d WHERE d.plan_id = p.id) AS lastDay FROM plans p WHERE days <> nights + 1 OR dayRows <> days OR lastDay <> days`,
    ),
    ...rows(
      'plan item past the last day',
      'SELECT i.id, i.plan_id, i.day FROM plan_day_items i JOIN plans p ON p.id = i.plan_id WHERE i.day > p.days OR i.day < 1',
    ),
  ];
  return violations;
}
