import { describe, expect, it } from 'vitest';
import { api } from '../../../src/shared/api';
import type { PlanDetail } from '../../../src/shared/api/travel';
import {
  estimateBytes,
  formatSize,
  MAX_TILES,
  monthsOf,
  PACK_CAP_BYTES,
  readsOf,
  tileOf,
  tilesAround,
  tileUrl,
} from '../../../src/renderer/lib/offline/pack-contents';
import { planPlace } from './plan-place';

const place = (id: number, lat: number, lng: number) => ({
  id: id * 10,
  sort: id,
  kind: 'place' as const,
  time: null,
  warnings: [],
  place: planPlace({ id, name: `place ${id}`, address: '', lat, lng }),
});
const post = (id: number, deleted = false) => ({
  id: id * 100,
  sort: id,
  kind: 'feed' as const,
  feed: { id, title: `post ${id}`, image: null, deleted },
});

const plan = (days: PlanDetail['dayList'], startDate = '2026-12-30', endDate = '2027-01-01'): PlanDetail => ({
  id: 7,
  title: 'Seoul',
  regions: [],
  startDate,
  endDate,
  nights: days.length - 1,
  days: days.length,
  daysToGo: 3,
  itemCount: days.reduce((n, d) => n + d.items.length, 0),
  memo: '',
  dayList: days,
});
const day = (n: number, items: PlanDetail['dayList'][number]['items']) => ({
  day: n,
  date: '2026-12-30',
  memo: '',
  holidays: [],
  items,
});

describe('what a trip pack keeps', () => {
  const seoul = plan([
    day(1, [place(1, 37.5796, 126.977), post(5), place(2, 37.5512, 126.9882)]),
    day(2, [place(1, 37.5796, 126.977), post(5), post(6, true)]),
    day(3, []),
  ]);

  it("reads every screen of the plan asks for, each place and post once, a gone post's none", () => {
    const reads = readsOf(seoul, 'ja').map((r) => [r.endpoint.path, r.body]);
    expect(reads).toEqual([
      [api.travel.planDetail.path, { planId: 7 }],
      [api.place.placeDetail.path, { placeId: 1 }],
      [api.place.placeDetail.path, { placeId: 2 }],
      [api.feed.feedDetail.path, { feedId: 5 }],
      [api.feed.commentList.path, { feedId: 5, size: 20 }],
      [api.travel.holidayList.path, { from: '2026-12-01', to: '2026-12-31', countries: ['KR', 'JP'] }],
      [api.travel.holidayList.path, { from: '2027-01-01', to: '2027-01-31', countries: ['KR', 'JP'] }],
    ]);
  });

  it('holidays of every month the trip touches, in the reader’s countries', () => {
    expect(monthsOf(plan([day(1, [])], '2027-02-27', '2027-03-02'))).toEqual(['2027-02', '2027-03']);
    const korean = readsOf(plan([day(1, [])], '2027-05-01', '2027-05-03'), 'ko').at(-1)!;
    expect(korean.body).toEqual({ from: '2027-05-01', to: '2027-05-31', countries: ['KR'] });
  });
});

describe('the map a trip pack keeps', () => {
  it('numbers tiles as OpenStreetMap does', () => {
    // The corners of the world, then Gyeongbokgung (x from the longitude's share, y from asinh(tan φ)).
    expect(tileOf(0, 0, 1)).toEqual({ z: 1, x: 1, y: 1 });
    expect(tileOf(85, -179.9, 2)).toEqual({ z: 2, x: 0, y: 0 });
    expect(tileOf(-85, 179.9, 2)).toEqual({ z: 2, x: 3, y: 3 });
    expect(tileOf(37.5796, 126.977, 16)).toEqual({ z: 16, x: 55883, y: 25375 });
    expect(tileOf(37.5796, 126.977, 12)).toEqual({ z: 12, x: 3492, y: 1585 });
  });

  it('keeps the nine tiles around each place at zooms 12 to 16, shared tiles once', () => {
    const one = tilesAround([{ lat: 37.5796, lng: 126.977 }]);
    expect(one).toHaveLength(45);
    expect(new Set(one.map((t) => t.z))).toEqual(new Set([12, 13, 14, 15, 16]));
    // A second place 100 m away shares all its tiles at the wide zooms.
    const two = tilesAround([
      { lat: 37.5796, lng: 126.977 },
      { lat: 37.5805, lng: 126.977 },
    ]);
    expect(new Set(two.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(two.length);
    expect(two.filter((t) => t.z === 12)).toHaveLength(9);
    expect(two.length).toBeLessThan(90);
  });

  it('a plan over the whole country keeps fewer zooms, never more than the cap, its wide view whole', () => {
    const spread = Array.from({ length: 40 }, (_, i) => ({ lat: 34 + i * 0.1, lng: 126 + i * 0.08 }));
    const tiles = tilesAround(spread);
    expect(tiles.length).toBeLessThanOrEqual(MAX_TILES);
    const zooms = new Set(tiles.map((t) => t.z));
    expect(zooms.has(12)).toBe(true);
    expect(zooms.has(16)).toBe(false);
  });

  it('asks for the very address the map asks for', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { z: 16, x: 55883, y: 25375 })).toBe(
      'https://tile.openstreetmap.org/16/55883/25375.png',
    );
    // Leaflet picks the subdomain by x + y: (1 + 1) % 3 is c.
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { z: 3, x: 1, y: 1 })).toBe(
      'https://c.tiles.example/3/1/1.png',
    );
  });
});

describe('the size a person is shown', () => {
  it('estimates from what the pack will hold, never above its cap', () => {
    expect(estimateBytes({ reads: 10, pictures: 0, tiles: 0 })).toBeLessThan(
      estimateBytes({ reads: 10, pictures: 1, tiles: 0 }),
    );
    expect(estimateBytes({ reads: 10, pictures: 10_000, tiles: 500 })).toBe(PACK_CAP_BYTES);
  });

  it('in KB under a megabyte, MB with one decimal above', () => {
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(820 * 1024)).toBe('820 KB');
    expect(formatSize(12.44 * 1024 * 1024)).toBe('12.4 MB');
  });
});
