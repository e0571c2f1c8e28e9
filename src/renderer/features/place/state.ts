import type { PlaceArea } from '../../../shared/api/place';
import { recentSearches } from '../../lib/recent-searches';
import { storage } from '../../lib/storage';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

export type QuickTag = Extract<PlaceArea, 'gangnam' | 'myeongdong' | 'seongsu' | 'itaewon'>;

/** The four quick tags of the spec and the view each flies to. */
export const QUICK_TAGS: Record<QuickTag, MapView> = {
  gangnam: { lat: 37.499, lng: 127.027, zoom: 15 },
  myeongdong: { lat: 37.562, lng: 126.985, zoom: 15 },
  seongsu: { lat: 37.544, lng: 127.05, zoom: 15 },
  itaewon: { lat: 37.536, lng: 126.993, zoom: 14 },
};

/** What the list under the map shows (and the markers on it). */
export type Mode =
  | { kind: 'view' }
  | { kind: 'area'; area: QuickTag }
  | { kind: 'search'; query: string }
  | { kind: 'bookmarks' }
  | { kind: 'nearby'; lat: number; lng: number };

export interface MapState {
  view: MapView;
  mode: Mode;
}

const STATE_KEY = 'place.map';
const SEOUL: MapView = { lat: 37.5547, lng: 126.99, zoom: 12 };

/**
 * Opening a place changes the URL, which mounts the screen anew (and a reload does too):
 * the view and the list come back from here.
 */
export const loadMapState = (): MapState =>
  storage.readJson<MapState>(STATE_KEY, { view: SEOUL, mode: { kind: 'view' } });
export const saveMapState = (state: MapState) => storage.writeJson(STATE_KEY, state);

const recent = recentSearches('place.recentSearches');
export const readRecentSearches = recent.read;
export const rememberSearch = recent.remember;
export const forgetSearch = recent.forget;
