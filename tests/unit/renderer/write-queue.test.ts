import { describe, expect, it } from 'vitest';
import { api } from '../../../src/shared/api';
import {
  createWriteQueue,
  kindOf,
  type QueuedWrite,
  type QueueStore,
} from '../../../src/renderer/lib/offline/write-queue';
import { ApiError } from '../../../src/renderer/lib/transport';

/** IndexedDB stand-in: what is written is what a reload reads back. */
function memoryStore(): QueueStore & { files: Map<string, unknown> } {
  const files = new Map<string, unknown>();
  return {
    files,
    read: async (member) => structuredClone(files.get(member)),
    write: async (member, writes) => void files.set(member, structuredClone(writes)),
  };
}

/** A server: records what each member sent, answers or refuses as told. */
function setup(store = memoryStore()) {
  let member: string | null = 'alice';
  const sent: Array<{ member: string | null; path: string; body: unknown; key: string }> = [];
  let answer: (write: QueuedWrite) => Promise<unknown> = async () => ({});
  let seq = 0;
  const queue = createWriteQueue({
    store,
    member: () => member,
    now: () => 1_000,
    send: (write) => {
      sent.push({ member, path: write.path, body: write.body, key: write.key });
      return answer(write);
    },
  });
  return {
    queue,
    store,
    sent,
    key: () => `key-${String(++seq).padStart(4, '0')}`,
    signIn: (who: string | null) => (member = who),
    answerWith: (fn: (write: QueuedWrite) => Promise<unknown>) => (answer = fn),
  };
}

const memo = (text: string, day = 1) => [api.travel.savePlanDay.path, { planId: 7, day, memo: text }] as const;
const like = [api.feed.likeFeed.path, { feedId: 3 }] as const;
const bookmark = [api.feed.bookmark.path, { feedId: 3, bookmarked: true }] as const;
const offline = () => Promise.reject(new ApiError('NETWORK', '', 0));

describe('writes that wait for the network', () => {
  it('are sent in the order they were made, each with its own key, once', async () => {
    const s = setup();
    const keys = [s.key(), s.key(), s.key()];
    await s.queue.add(...memo('환전은 명동에서'), keys[0]!);
    await s.queue.add(...bookmark, keys[1]!);
    await s.queue.add(...like, keys[2]!);
    const result = await s.queue.flush();
    expect(s.sent.map((w) => [w.path, w.key])).toEqual([
      [api.travel.savePlanDay.path, keys[0]],
      [api.feed.bookmark.path, keys[1]],
      [api.feed.likeFeed.path, keys[2]],
    ]);
    expect(result).toMatchObject({ refused: [], waiting: 0 });
    expect(result.sent.map(kindOf)).toEqual(['memo', 'bookmark', 'like']);
    await s.queue.flush();
    expect(s.sent).toHaveLength(3);
  });

  it('stop at the first one the network does not carry and go on from it next time, in order', async () => {
    const s = setup();
    for (const write of [bookmark, like, like]) await s.queue.add(...write, s.key());
    let calls = 0;
    s.answerWith(() => (++calls === 2 ? offline() : Promise.resolve({})));
    expect(await s.queue.flush()).toMatchObject({ waiting: 2 });
    expect((await s.queue.pending()).map((w) => w.key)).toEqual(['key-0002', 'key-0003']);
    s.answerWith(async () => ({}));
    await s.queue.flush();
    // The one that got no answer goes again under the same key: the server applies it once.
    expect(s.sent.map((w) => w.key)).toEqual(['key-0001', 'key-0002', 'key-0002', 'key-0003']);
    expect(await s.queue.pending()).toEqual([]);
  });

  it('a refused one is dropped and reported with the server’s reason; the rest still go', async () => {
    const s = setup();
    await s.queue.add(...like, s.key());
    await s.queue.add(...bookmark, s.key());
    s.answerWith((w) =>
      w.path === api.feed.likeFeed.path
        ? Promise.reject(new ApiError('LIKE_LIMIT', '박수는 게시물당 10번까지 보낼 수 있습니다.', 200))
        : Promise.resolve({}),
    );
    const result = await s.queue.flush();
    expect(result.refused.map((r) => [kindOf(r.write), r.reason])).toEqual([
      ['like', '박수는 게시물당 10번까지 보낼 수 있습니다.'],
    ]);
    expect(result.sent.map(kindOf)).toEqual(['bookmark']);
    expect(await s.queue.pending()).toEqual([]);
  });

  it('a server error or an ended sign-in keeps them waiting', async () => {
    const s = setup();
    await s.queue.add(...like, s.key());
    for (const code of ['SERVER_ERROR', 'UNAUTHORIZED']) {
      s.answerWith(() => Promise.reject(new ApiError(code, '', 500)));
      expect(await s.queue.flush()).toMatchObject({ refused: [], waiting: 1 });
    }
    expect(await s.queue.pending()).toHaveLength(1);
  });

  it('survive a reload: a new page reads them back from the store', async () => {
    const first = setup();
    await first.queue.add(...memo('도착 후 명동 산책'), first.key());
    const reloaded = setup(first.store);
    expect((await reloaded.queue.pending()).map((w) => w.body)).toEqual([
      { planId: 7, day: 1, memo: '도착 후 명동 산책' },
    ]);
    await reloaded.queue.flush();
    expect(reloaded.sent).toHaveLength(1);
  });

  it('are never sent under another member, and wait for their own', async () => {
    const s = setup();
    await s.queue.add(...like, s.key());
    s.signIn('bob');
    expect(await s.queue.pending()).toEqual([]);
    await s.queue.flush();
    expect(s.sent).toEqual([]);
    s.signIn(null);
    expect(await s.queue.add(...like, s.key())).toBe(false);
    s.signIn('alice');
    await s.queue.flush();
    expect(s.sent.map((w) => w.member)).toEqual(['alice']);
  });

  it('stop when the member changes in the middle of sending', async () => {
    const s = setup();
    await s.queue.add(...like, s.key());
    await s.queue.add(...bookmark, s.key());
    s.answerWith(async () => {
      s.signIn('bob');
      return {};
    });
    expect(await s.queue.flush()).toMatchObject({ waiting: 1 });
    expect(s.sent.map((w) => w.member)).toEqual(['alice']);
    s.signIn('alice');
    expect((await s.queue.pending()).map(kindOf)).toEqual(['bookmark']);
  });

  it('only the writes that may wait, with bodies their call accepts; damaged entries are dropped, never sent', async () => {
    const s = setup();
    expect(await s.queue.add(api.pointShop.productOrder.path, { productId: 1 }, s.key())).toBe(false);
    expect(await s.queue.add(api.user.userAttendance.path, {}, s.key())).toBe(false);
    expect(await s.queue.add(api.feed.likeFeed.path, { feedId: -1 }, s.key())).toBe(false);
    expect(await s.queue.add(...like, 'short')).toBe(false);
    await s.queue.add(...like, s.key());
    const good = s.store.files.get('alice') as unknown[];
    s.store.files.set('alice', [
      { key: 'forged-order-1', path: api.pointShop.productOrder.path, body: { productId: 1 }, queuedAt: 1 },
      { key: 'broken-body-1', path: api.feed.bookmark.path, body: { feedId: 'x' }, queuedAt: 1 },
      'garbage',
      ...good,
    ]);
    await s.queue.flush();
    expect(s.sent.map((w) => w.path)).toEqual([api.feed.likeFeed.path]);
  });

  it('a memo typed on waits as its last text only; other days and other writes stay', async () => {
    const s = setup();
    expect(await s.queue.add(...memo('명'), s.key())).toEqual({ replaced: false });
    await s.queue.add(...memo('둘째 날', 2), s.key());
    await s.queue.add(...like, s.key());
    expect(await s.queue.add(...memo('명동 산책'), s.key())).toEqual({ replaced: true });
    const order = [api.travel.savePlanDay.path, { planId: 7, day: 1, items: [{ id: 3 }, { id: 2 }] }] as const;
    await s.queue.add(...order, s.key());
    expect((await s.queue.pending()).map((w) => [kindOf(w), w.body.memo ?? null])).toEqual([
      ['memo', '둘째 날'],
      ['like', null],
      ['memo', '명동 산책'],
      ['item', null],
    ]);
  });

  it('a write made while others are being sent is kept and sent after them', async () => {
    const s = setup();
    await s.queue.add(...like, s.key());
    let added = false;
    s.answerWith(async () => {
      if (!added) {
        added = true;
        await s.queue.add(...bookmark, 'key-late');
      }
      return {};
    });
    await s.queue.flush();
    expect(s.sent.map((w) => w.key)).toEqual(['key-0001', 'key-late']);
    expect(await s.queue.pending()).toEqual([]);
  });

  it('a place or a post added to a day waits as a day item; one the plan already holds is reported, the rest still go', async () => {
    const s = setup();
    const place = [api.travel.addDayPlace.path, { planId: 7, day: 2, placeId: 11 }] as const;
    const post = [api.travel.addDayFeed.path, { planId: 7, day: 2, feedId: 3 }] as const;
    expect(await s.queue.add(...place, s.key())).toEqual({ replaced: false });
    expect(await s.queue.add(...post, s.key())).toEqual({ replaced: false });
    await s.queue.add(...like, s.key());
    // Not a body its call accepts: never kept.
    expect(await s.queue.add(api.travel.addDayPlace.path, { planId: 7, day: 0, placeId: 11 }, s.key())).toBe(false);
    s.answerWith((w) =>
      w.path === api.travel.addDayFeed.path
        ? Promise.reject(new ApiError('DUPLICATE', '이미 추가된 게시물입니다.', 200))
        : Promise.resolve({ itemId: 40 }),
    );
    const result = await s.queue.flush();
    expect(s.sent.map((w) => [w.path, w.key])).toEqual([
      [api.travel.addDayPlace.path, 'key-0001'],
      [api.travel.addDayFeed.path, 'key-0002'],
      [api.feed.likeFeed.path, 'key-0003'],
    ]);
    expect(result.sent.map(kindOf)).toEqual(['item', 'like']);
    expect(result.refused.map((r) => [kindOf(r.write), r.reason])).toEqual([['item', '이미 추가된 게시물입니다.']]);
    expect(await s.queue.pending()).toEqual([]);
  });
});
