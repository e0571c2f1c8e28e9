import L from 'leaflet';
import { TILE_URL } from '../../lib/tiles';

export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * Every map's zoom range, set on the map itself: leaflet otherwise takes it from the tile layer,
 * and once failed tiles leave, a cluster group would build clusters for every zoom up to infinity.
 * From the whole of Korea (what the outline covers) to a street.
 */
export const ZOOM_RANGE = { minZoom: 6, maxZoom: 19 } as const;

/** How long a map without tiles waits before it tries one tile again. */
const RETRY_MS = 30_000;
/** Failures in a row (no tile loaded in between) that take the tiles off a map that had shown some. */
const FAILURES_TO_GIVE_UP = 3;

export type TileState = 'shown' | 'failed';

/** Until when tiles count as failing for every map on the page (0: they are not). */
let failingUntil = 0;

/**
 * Tiles that step aside when they cannot load. A browser that knows it is offline asks for one tile
 * (a trip pack may hold it) and shows the layer only if it loads; otherwise the first failing tile before any has loaded (offline, blocked, an erroring server),
 * or a few in a row later, takes the whole layer off the map: no failed tile image stays in the
 * page, no more requests go out, and the bundled outline under it shows. While the tiles are off,
 * one tile is tried outside the page every RETRY_MS and when the browser comes back online; once
 * it loads, the layer returns. The failure is remembered for all maps until that retry: a map made
 * meanwhile (screens remount, the day map redraws) starts with the outline and asks for nothing.
 * Returns the function that stops the retries; call it before removing the map.
 */
export function addFallibleTiles(map: L.Map, onChange: (state: TileState) => void): () => void {
  let layer: L.TileLayer | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probe: HTMLImageElement | null = null;

  const stopRetrying = () => {
    clearTimeout(timer);
    if (probe) probe.onload = probe.onerror = null;
    probe = null;
  };

  const retryLater = (delay = RETRY_MS) => {
    clearTimeout(timer);
    timer = setTimeout(tryOneTile, delay);
  };

  const giveUp = (failed: L.TileLayer) => {
    if (layer !== failed) return;
    layer = null;
    // Removing the layer also cancels its pending requests and drops its <img> elements.
    failed.remove();
    failingUntil = Date.now() + RETRY_MS;
    onChange('failed');
    retryLater();
  };

  const show = () => {
    stopRetrying();
    let loaded = false;
    let failures = 0;
    const current = L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: ZOOM_RANGE.maxZoom });
    current.on('tileload', () => {
      failures = 0;
      failingUntil = 0;
      if (!loaded && layer === current) {
        loaded = true;
        onChange('shown');
      }
    });
    current.on('tileerror', () => {
      failures += 1;
      // Leaflet is still inside its own error handling here: leave it before removing the layer.
      if (!loaded || failures >= FAILURES_TO_GIVE_UP) queueMicrotask(() => giveUp(current));
    });
    layer = current.addTo(map);
  };

  /** One tile under the map's centre, loaded off screen, so a failure shows nothing. */
  function tryOneTile() {
    stopRetrying();
    if (layer) return;
    const zoom = Math.round(map.getZoom());
    const { x, y } = map.project(map.getCenter(), zoom).divideBy(256).floor();
    const image = new Image();
    image.onload = show;
    image.onerror = () => {
      failingUntil = Date.now() + RETRY_MS;
      retryLater();
    };
    image.src = L.Util.template(TILE_URL, { s: 'a', r: '', z: zoom, x, y });
    probe = image;
  }

  window.addEventListener('online', tryOneTile);
  const failingFor = failingUntil - Date.now();
  if (failingFor > 0) {
    onChange('failed');
    retryLater(failingFor);
  } else if (navigator.onLine) {
    show();
  } else {
    // Offline, a trip pack may hold this area's tiles (the service worker answers them): one tile
    // tells, and the layer comes back only if it loads.
    onChange('failed');
    tryOneTile();
  }

  return () => {
    stopRetrying();
    window.removeEventListener('online', tryOneTile);
    layer = null;
  };
}
