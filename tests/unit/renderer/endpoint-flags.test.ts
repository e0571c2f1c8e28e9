import { describe, expect, it } from 'vitest';
import { api, allEndpoints } from '../../../src/shared/api';
import { pointReadsAfter } from '../../../src/renderer/lib/data/points';
import { isQueueable, kindOf, WAITING_WRITES } from '../../../src/renderer/lib/offline/write-queue';

/** The client's lists come from the contract's flags: a call marked there is handled here, and no other. */
describe("the client's lists of calls, derived from the endpoint table's flags", () => {
  const marked = (flag: 'changesPoints' | 'waitsOffline') =>
    allEndpoints()
      .filter(({ endpoint }) => endpoint[flag])
      .map(({ endpoint }) => endpoint.path)
      .sort();

  it('refreshes the balance, ledger and missions after exactly the calls that change points', () => {
    const refreshing = allEndpoints()
      .filter(({ endpoint }) => pointReadsAfter(endpoint).length > 0)
      .map(({ endpoint }) => endpoint.path)
      .sort();
    expect(refreshing).toEqual(marked('changesPoints'));
    expect(refreshing).toContain(api.pointShop.productOrder.path);
    expect(pointReadsAfter(api.pointShop.productOrder)).toEqual([
      api.user.userPoint,
      api.user.pointHistory,
      api.user.monthlyActivity,
    ]);
    expect(pointReadsAfter(api.feed.mainFeedList)).toEqual([]);
  });

  it('lets exactly the marked writes wait offline, none that moves points or stock without a reward', () => {
    expect(WAITING_WRITES.map((e) => e.path).sort()).toEqual(marked('waitsOffline'));
    expect(isQueueable(api.pointShop.productOrder.path)).toBe(false);
    expect(isQueueable(api.user.userAttendance.path)).toBe(false);
    expect(isQueueable(api.feed.writeComment.path)).toBe(true);
  });

  it("names each waiting write by its call's kind, a day's memo alone as the memo", () => {
    expect(kindOf({ path: api.place.bookmark.path, body: {} })).toBe('bookmark');
    expect(kindOf({ path: api.feed.likeFeed.path, body: {} })).toBe('like');
    expect(kindOf({ path: api.travel.addDayFeed.path, body: {} })).toBe('item');
    expect(kindOf({ path: api.travel.savePlanDay.path, body: { memo: 'x' } })).toBe('memo');
    expect(kindOf({ path: api.travel.savePlanDay.path, body: { memo: 'x', items: [] } })).toBe('item');
  });
});
