import { z } from 'zod';
import { QUICK_TAG_AREAS } from '../../../shared/api/place';
import { recentSearches } from '../../lib/recent-searches';
import { savedState } from '../../lib/saved-state';

const mapView = z.object({ lat: z.number(), lng: z.number(), zoom: z.number() });
export type MapView = z.infer<typeof mapView>;
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

const quickTags = QUICK_TAG_AREAS;
export type QuickTag = (typeof quickTags)[number];

/** The map's four quick tags and the view each flies to. */
export const QUICK_TAGS: Record<QuickTag, MapView> = {
  gangnam: { lat: 37.499, lng: 127.027, zoom: 15 },
  myeongdong: { lat: 37.562, lng: 126.985, zoom: 15 },
  seongsu: { lat: 37.544, lng: 127.05, zoom: 15 },
  itaewon: { lat: 37.536, lng: 126.993, zoom: 14 },
};

/** What the list under the map shows (and the markers on it). */
const mode = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('view') }),
  z.object({ kind: z.literal('area'), area: z.enum(quickTags) }),
  z.object({ kind: z.literal('search'), query: z.string() }),
  z.object({ kind: z.literal('bookmarks') }),
  z.object({ kind: z.literal('nearby'), lat: z.number(), lng: z.number() }),
]);
export type Mode = z.infer<typeof mode>;

const mapState = z.object({ view: mapView, mode });
type MapState = z.infer<typeof mapState>;
const saved = savedState('place.map', 1, mapState);
const SEOUL: MapView = { lat: 37.5547, lng: 126.99, zoom: 12 };

/**
 * Opening a place changes the URL, which mounts the screen anew (and a reload does too):
 * the view and the list come back from here.
 */
export const loadMapState = (): MapState => saved.read() ?? { view: SEOUL, mode: { kind: 'view' } };
export const saveMapState = (state: MapState) => saved.write(state);

const recent = recentSearches('place.recentSearches');
export const readRecentSearches = recent.read;
export const rememberSearch = recent.remember;
export const forgetSearch = recent.forget;
