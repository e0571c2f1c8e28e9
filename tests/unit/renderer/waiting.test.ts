import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/shared/api';
import type { PlanDetail } from '../../../src/shared/api/travel';
import { withLaterWrites, withWaiting } from '../../../src/renderer/lib/offline/waiting';
import type { QueuedWrite } from '../../../src/renderer/lib/offline/write-queue';

let seq = 0;
const write = (path: string, body: Record<string, unknown>): QueuedWrite => ({
  key: `key-${String(++seq).padStart(4, '0')}`,
  path,
  body,
  queuedAt: seq,
});
const like = (feedId: number) => write(api.feed.likeFeed.path, { feedId });
const post = (feedId: number) => [api.feed.feedDetail.path, { feedId }, 'ko'] as const;
const saved = { id: 3, title: '광장시장 빈대떡', likeCount: 7, myLikes: 1, bookmarked: false };

const place = (id: number, name: string, time: string | null = null) => ({
  id,
  kind: 'place' as const,
  time,
  warnings: [],
  place: { id, name },
});
const plan = {
  id: 9,
  memo: '',
  dayList: [
    { day: 1, date: '2030-05-01', memo: '', holidays: [], items: [place(1, '경복궁'), place(2, '광장시장')] },
    { day: 2, date: '2030-05-02', memo: '부산행', holidays: [], items: [place(3, '해운대')] },
  ],
} as unknown as PlanDetail;

describe('what a reload shows while writes wait', () => {
  it('a post counts each waiting applause and shows its waiting bookmark; another post is left as saved', () => {
    const writes = [like(3), like(3), write(api.feed.bookmark.path, { feedId: 3, bookmarked: true }), like(4)];
    expect(withWaiting(post(3), saved, writes)).toEqual({ ...saved, likeCount: 9, myLikes: 3, bookmarked: true });
    expect(withWaiting(post(5), saved, writes)).toBe(saved);
  });

  it('a place counts its applause and bookmark; a post’s writes never touch a place of the same number', () => {
    const placeKey = [api.place.placeDetail.path, { placeId: 3 }, 'ja'];
    const answer = { id: 3, likeCount: 0, myLikes: 0, bookmarked: true };
    const writes = [
      like(3),
      write(api.place.likePlace.path, { placeId: 3 }),
      write(api.place.bookmark.path, { placeId: 3, bookmarked: false }),
    ];
    expect(withWaiting(placeKey, answer, writes)).toEqual({ id: 3, likeCount: 1, myLikes: 1, bookmarked: false });
  });

  it('a plan shows a day’s waiting memo, order, times and removals, in the order they were made', () => {
    const shown = withWaiting([api.travel.planDetail.path, { planId: 9 }, 'ko'], plan, [
      write(api.travel.savePlanDay.path, { planId: 9, day: 1, memo: '명동에서 환전' }),
      write(api.travel.savePlanDay.path, { planId: 9, day: 1, items: [{ id: 2, time: '10:30' }, { id: 1 }] }),
      write(api.travel.savePlanDay.path, { planId: 9, day: 1, items: [{ id: 2 }] }),
      write(api.travel.savePlanDay.path, { planId: 8, day: 2, memo: '다른 계획' }),
    ]) as PlanDetail;
    expect(shown.dayList[0]!.memo).toBe('명동에서 환전');
    expect(shown.dayList[0]!.items.map((i) => [i.id, i.kind === 'place' ? i.time : null])).toEqual([[2, '10:30']]);
    expect(shown.dayList[1]).toEqual(plan.dayList[1]);
  });

  it('reads that no write changes (lists, unreadable answers) come back as they were', () => {
    const page = { items: [saved], nextCursor: null };
    expect(withWaiting([api.feed.mainFeedList.path, {}, 'ko'], page, [like(3)])).toBe(page);
    expect(withWaiting(post(3), undefined, [like(3)])).toBeUndefined();
    expect(withWaiting([api.feed.feedDetail.path], saved, [like(3)])).toBe(saved);
  });

  it('saved answers get only the writes made after they were saved: one applause already on screen is not counted twice', () => {
    const client = new QueryClient();
    client.setQueryData(post(3), { ...saved, likeCount: 8, myLikes: 2 });
    const first = like(3);
    const second = like(3);
    // Saved after the first applause was shown, before the second.
    const state = dehydrate(client);
    const restored = withLaterWrites(state, [first.key], [first, second]);
    expect(restored.queries[0]!.state.data).toMatchObject({ likeCount: 9, myLikes: 3 });
    expect(withLaterWrites(state, [first.key, second.key], [first, second])).toBe(state);
    // Saved before any of them (an older file keeps no list): all of them show.
    expect(withLaterWrites(state, undefined, [first, second]).queries[0]!.state.data).toMatchObject({ myLikes: 4 });
  });
});
