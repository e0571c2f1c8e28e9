import { utcMidnight } from '../../../shared/calendar';
import type { Language } from '../../../shared/constants';
import { api } from '../../../shared/api';
import type { PlanDetail } from '../../../shared/api/travel';
import type { Endpoint } from '../../../shared/endpoint';
import { monthHolidaysBody } from '../holidays';

/** One read a trip pack keeps: the call and its body exactly as the screen that shows it asks. */
export interface PackRead {
  endpoint: Endpoint;
  body: Record<string, unknown>;
  /** A cursor-paged read (a comment list): kept as its first page. */
  paged?: true;
}

/** The comment thread's page size (components/CommentThread): the pack saves the page it asks for. */
const COMMENT_PAGE_SIZE = 20;

/** The places of every day, once each, with where they are. */
export function placesOf(plan: PlanDetail): Array<{ id: number; lat: number; lng: number }> {
  const seen = new Map<number, { id: number; lat: number; lng: number }>();
  for (const day of plan.dayList)
    for (const item of day.items)
      if (item.kind === 'place')
        seen.set(item.place.id, { id: item.place.id, lat: item.place.lat, lng: item.place.lng });
  return [...seen.values()];
}

/** The posts added to the plan that can still be opened (a hidden or deleted one has nothing to keep). */
export const postsOf = (plan: PlanDetail): number[] => [
  ...new Set(
    plan.dayList.flatMap((d) => d.items.flatMap((i) => (i.kind === 'feed' && !i.feed.deleted ? [i.feed.id] : []))),
  ),
];

/** The months the trip touches, 'YYYY-MM', in order. */
export function monthsOf(plan: PlanDetail): string[] {
  const months = new Set<string>();
  for (let at = utcMidnight(plan.startDate); at <= utcMidnight(plan.endDate); at += 86_400_000)
    months.add(new Date(at).toISOString().slice(0, 7));
  return [...months];
}

/**
 * Everything the plan's screens read, for one reading language: the plan, each place's detail
 * (hours, menus, closing days), each post and its first comments, and the holidays of its months
 * as the date picker asks for them.
 */
export function readsOf(plan: PlanDetail, language: Language): PackRead[] {
  return [
    { endpoint: api.travel.planDetail, body: { planId: plan.id } },
    ...placesOf(plan).map((p) => ({ endpoint: api.place.placeDetail, body: { placeId: p.id } })),
    ...postsOf(plan).flatMap((feedId): PackRead[] => [
      { endpoint: api.feed.feedDetail, body: { feedId } },
      { endpoint: api.feed.commentList, body: { feedId, size: COMMENT_PAGE_SIZE }, paged: true },
    ]),
    ...monthsOf(plan).map((month) => ({ endpoint: api.travel.holidayList, body: monthHolidaysBody(month, language) })),
  ];
}

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** The zoom levels kept around each place: the district down to the street. */
export const PACK_ZOOMS = [12, 13, 14, 15, 16] as const;
/** At most this many tiles per pack (about 10 MB); the deepest zoom goes first when a plan needs more. */
export const MAX_TILES = 500;

/** The web-mercator tile (OpenStreetMap's numbering) holding a point at a zoom. */
export function tileOf(lat: number, lng: number, z: number): Tile {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  const clamp = (v: number) => Math.min(n - 1, Math.max(0, v));
  return { z, x: clamp(x), y: clamp(y) };
}

/**
 * The map around the places: at every zoom, the tile under each place and the eight around it
 * (what a phone's screen shows centred on it), each tile once. A plan whose places need more than
 * `maxTiles` keeps fewer zoom levels, dropping the deepest first, so its whole area stays covered.
 */
export function tilesAround(
  points: ReadonlyArray<{ lat: number; lng: number }>,
  zooms: readonly number[] = PACK_ZOOMS,
  maxTiles = MAX_TILES,
): Tile[] {
  const byZoom = zooms.map((z) => {
    const tiles = new Map<string, Tile>();
    const last = 2 ** z - 1;
    for (const point of points) {
      const centre = tileOf(point.lat, point.lng, z);
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const x = centre.x + dx;
          const y = centre.y + dy;
          if (x >= 0 && y >= 0 && x <= last && y <= last) tiles.set(`${x}/${y}`, { z, x, y });
        }
    }
    return [...tiles.values()];
  });
  const kept: Tile[] = [];
  for (const tiles of byZoom) {
    if (kept.length + tiles.length > maxTiles) break;
    kept.push(...tiles);
  }
  return kept;
}

/**
 * A tile's address on a Leaflet-style template ({s} subdomain, {z}/{x}/{y}, {r} retina suffix),
 * the very address the map asks for: Leaflet picks the subdomain a, b or c by x + y.
 */
export const tileUrl = (template: string, tile: Tile): string =>
  template
    .replace('{s}', 'abc'[Math.abs(tile.x + tile.y) % 3]!)
    .replace('{r}', '')
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));

/** Typical sizes, for the estimate shown before anything is saved. */
export const TYPICAL_BYTES = { tiles: 18_000, pictures: 180_000, reads: 3_000 } as const;
/** What one pack may take on the device; pictures beyond it are left out. */
export const PACK_CAP_BYTES = 40 * 1024 * 1024;

export interface PackCounts {
  reads: number;
  pictures: number;
  tiles: number;
}

/** The size a pack will likely take (capped like the pack): counts times each kind's size, typical or measured. */
export const estimateBytes = (counts: PackCounts, sizes: Record<keyof PackCounts, number> = TYPICAL_BYTES): number =>
  Math.min(PACK_CAP_BYTES, counts.reads * sizes.reads + counts.pictures * sizes.pictures + counts.tiles * sizes.tiles);

/** '820 KB', '12.4 MB': the sizes a person compares with their phone's storage. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
