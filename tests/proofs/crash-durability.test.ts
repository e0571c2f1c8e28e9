import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createRandom, seedFrom } from '../support/random';
import { call, signUpMember, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Crash durability: many clients write to the real server on a database file; the process is
 * killed with SIGKILL while writes are in flight; restarted on the same file, it still holds every
 * write it acknowledged (group-committed applause included), and the file passes integrity_check.
 */

const SEED = seedFrom('CRASH_SEED');
const MEMBERS = 4;
const CLIENTS_PER_MEMBER = 6;
/** The kill comes once this many writes were acknowledged, or after a while with at least the fewest. */
const ACKS_BEFORE_KILL = 300;
const FEWEST_ACKS = 50;
const STREAM_MS = 5_000;
const SEEDED_POSTS = 60;

type Ack =
  | { kind: 'applause'; userId: number; feedId: number; myLikes: number }
  | { kind: 'comment'; userId: number; feedId: number; commentId: number; reward: number }
  | { kind: 'post'; userId: number; feedId: number; title: string }
  | { kind: 'bookmark'; userId: number; feedId: number }
  | { kind: 'order'; userId: number; orderNumber: string }
  | { kind: 'attendance'; userId: number; day: string };

const folder = mkdtempSync(join(tmpdir(), 'tabi-crash-'));
const dbFile = join(folder, 'crash.sqlite');
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

async function start(reset: boolean) {
  const server = await startServerProcess(dbFile, { reset, snapshots: join(folder, 'snapshots') });
  running.push(server);
  return server;
}

describe(`crash durability (CRASH_SEED=${SEED})`, () => {
  it('every acknowledged write survives a SIGKILL mid-stream, and the file stays intact', async () => {
    const first = await start(true);
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, () =>
        signUpMember(first.url, { points: 1_000_000, missionMet: true, attendedToday: false }),
      ),
    );
    const products = (await (await fetch(`${first.url}/__mock/products`)).json()) as Array<{ id: number }>;
    for (const product of products) {
      await fetch(`${first.url}/__mock/products/${product.id}/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stock: 100_000 }),
      });
    }

    const acks: Ack[] = [];
    let inFlight = 0;
    let killed = false;
    let clientError: unknown;
    const random = createRandom(SEED);

    /** One write chosen at random, recorded only once the server has answered success. */
    async function write(member: { id: number; token: string }, n: number): Promise<void> {
      const roll = random.next();
      const feedId = random.int(1, SEEDED_POSTS);
      const send = (path: string, body: unknown) => call(first.url, path, body, member.token);
      inFlight += 1;
      try {
        if (n === 0) {
          const res = await send(api.user.userAttendance.path, { draw: true });
          if (res.result === 'success') acks.push({ kind: 'attendance', userId: member.id, day: res.data.day });
        } else if (roll < 0.5) {
          const res = await send(api.feed.likeFeed.path, { feedId });
          if (res.result === 'success')
            acks.push({ kind: 'applause', userId: member.id, feedId, myLikes: res.data.myLikes });
        } else if (roll < 0.65) {
          const res = await send(api.feed.writeComment.path, { feedId, contents: `crash test ${member.id}-${n}` });
          if (res.result === 'success')
            acks.push({
              kind: 'comment',
              userId: member.id,
              feedId,
              commentId: res.data.commentId,
              reward: res.data.reward,
            });
        } else if (roll < 0.75) {
          const title = `crash ${member.id}-${n}-${random.int(0, 1e9)}`;
          const res = await send(api.feed.writeFeed.path, {
            themeId: 1,
            title,
            contents: `${title} 서울 ソウル`,
            language: 'ko',
            images: [],
          });
          if (res.result === 'success') acks.push({ kind: 'post', userId: member.id, feedId: res.data.feedId, title });
        } else if (roll < 0.87) {
          const res = await send(api.feed.bookmark.path, { feedId, bookmarked: true });
          if (res.result === 'success') acks.push({ kind: 'bookmark', userId: member.id, feedId });
        } else {
          const res = await send(api.pointShop.productOrder.path, {
            productId: random.pick(products).id,
            country: 'KR',
            recipient: { lastName: '김', firstName: '민지', phone: '010-1234-5678' },
            address: { zip: '04524', basic: '서울 중구 세종대로 110', detail: '1층' },
          });
          if (res.result === 'success')
            acks.push({ kind: 'order', userId: member.id, orderNumber: res.data.orderNumber });
        }
      } finally {
        inFlight -= 1;
      }
    }

    /** A client writes one call after another until its connection is lost. */
    async function client(member: { id: number; token: string }, first: boolean): Promise<void> {
      for (let n = first ? 0 : 1; ; n += 1) {
        try {
          await write(member, n);
        } catch (error) {
          // After the kill a lost connection is expected; before it, it is the failure to report.
          if (!killed) clientError ??= error;
          return;
        }
      }
    }

    const clients = members.flatMap((member) =>
      Array.from({ length: CLIENTS_PER_MEMBER }, (_, i) => client(member, i === 0)),
    );
    const started = Date.now();
    const enough = () =>
      acks.length >= ACKS_BEFORE_KILL || (acks.length >= FEWEST_ACKS && Date.now() - started >= STREAM_MS);
    while (!enough() && clientError === undefined) await new Promise((r) => setTimeout(r, 5));
    const inFlightAtKill = inFlight;
    killed = true;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(clients);
    expect(clientError).toBeUndefined();
    // The kill came mid-stream: writes were on their way and unanswered.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acks.length).toBeGreaterThanOrEqual(FEWEST_ACKS);

    const second = await start(false);
    const post = acks.find((a): a is Extract<Ack, { kind: 'post' }> => a.kind === 'post');
    if (post) {
      const detail = await call(second.url, api.feed.feedDetail.path, { feedId: post.feedId });
      expect(detail.data?.title).toBe(post.title);
    }

    const db = new Database(dbFile);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(missing(db, acks), `CRASH_SEED=${SEED}: acknowledged writes lost after the crash`).toEqual([]);
    } finally {
      db.close();
    }
  }, 180_000);
});

/** The acknowledged writes the database does not hold. */
function missing(db: Database.Database, acks: Ack[]): Ack[] {
  const likes = db.prepare('SELECT count FROM feed_likes WHERE feed_id = ? AND user_id = ?');
  const comment = db.prepare(
    'SELECT 1 FROM feed_comments WHERE id = ? AND user_id = ? AND feed_id = ? AND deleted_at IS NULL',
  );
  const reward = db.prepare(
    `SELECT coalesce(sum(amount), 0) AS amount FROM point_ledger WHERE user_id = ? AND ref_id = ? AND reason = 'comment'`,
  );
  const post = db.prepare('SELECT 1 FROM feeds WHERE id = ? AND user_id = ? AND title = ?');
  const bookmark = db.prepare('SELECT 1 FROM feed_bookmarks WHERE feed_id = ? AND user_id = ?');
  const order =
    db.prepare(`SELECT 1 FROM orders o JOIN point_ledger l ON l.ref_id = o.id AND l.reason = 'order' AND l.user_id = o.user_id
    WHERE o.order_number = ? AND o.user_id = ?`);
  const attendance = db.prepare('SELECT 1 FROM attendance WHERE user_id = ? AND day = ?');
  return acks.filter((ack) => {
    switch (ack.kind) {
      case 'applause':
        return ((likes.get(ack.feedId, ack.userId) as { count: number } | undefined)?.count ?? 0) < ack.myLikes;
      case 'comment':
        return (
          !comment.get(ack.commentId, ack.userId, ack.feedId) ||
          (reward.get(ack.userId, ack.commentId) as { amount: number }).amount !== ack.reward
        );
      case 'post':
        return !post.get(ack.feedId, ack.userId, ack.title);
      case 'bookmark':
        return !bookmark.get(ack.feedId, ack.userId);
      case 'order':
        return !order.get(ack.orderNumber, ack.userId);
      case 'attendance':
        return !attendance.get(ack.userId, ack.day);
    }
  });
}
