import L from 'leaflet';
import type { Language } from '../../../shared/constants';
import outline from './outline.json';

type Kind = 'country' | 'city' | 'district' | 'river';
interface OutlineProperties {
  kind: Kind;
  nameKo: string;
  nameJa: string;
  /** A district's label point, [lng, lat]. */
  label?: [number, number];
}

/** What the outline says in the reader's language. */
export interface OutlineText {
  language: Language;
  /** Who drew the district boundaries, for the attribution. */
  credit: string;
}

/** The Han's width in Seoul, roughly: the river line (the border down its middle) is drawn this wide. */
const RIVER_WIDTH_M = 800;
/** Below this zoom Seoul is too small on screen for 25 names. */
const NAMES_FROM_ZOOM = 11;

/** The colours of the map without tiles: the sea is the map's background (map.css). */
const STYLE: Record<Kind, L.PathOptions> = {
  country: { color: '#b9bfc7', weight: 1, fillColor: '#f1efe9', fillOpacity: 1 },
  city: { color: '#8a929c', weight: 1.5, fillColor: '#fbfaf7', fillOpacity: 1 },
  district: { color: '#c9ccd2', weight: 1, fill: false },
  river: { color: '#cfe1ee', weight: 4, lineCap: 'round', lineJoin: 'round', fill: false },
};

const metresPerPixel = (map: L.Map) =>
  (40_075_016.686 * Math.cos((map.getCenter().lat * Math.PI) / 180)) / 2 ** (map.getZoom() + 8);

/**
 * The bundled outline of Korea, Seoul, its 25 districts and the Han (scripts/place-outline.ts
 * builds it), drawn under the tiles with the districts' names in the reader's language: a map
 * without network still shows where things are, never a blank square. Tiles, once loaded, cover
 * all of it; the names are the outline's too, since the tiles carry their own.
 */
export function addOutline(map: L.Map, text: OutlineText): void {
  const pane = map.createPane('outline');
  pane.style.zIndex = '150';
  const names = map.createPane('outline-names');
  names.style.zIndex = '160';
  // A backdrop: screen readers get the places, not the drawing under them.
  for (const backdrop of [pane, names]) backdrop.setAttribute('aria-hidden', 'true');

  const collection = outline as GeoJSON.FeatureCollection<GeoJSON.Geometry, OutlineProperties>;
  let river: L.Path | undefined;
  L.geoJSON(collection, {
    pane: 'outline',
    interactive: false,
    attribution: `<a href="https://github.com/southkorea/seoul-maps">${text.credit}</a> ·\u00a0<a href="https://www.naturalearthdata.com/">Natural Earth</a>`,
    style: (f) => ({ ...STYLE[f!.properties.kind], className: `map-outline-${f!.properties.kind}` }),
    onEachFeature: (f, layer) => {
      if (f.properties.kind === 'river') river = layer as L.Path;
    },
    // `renderer` reaches each path at run time; the typings only list it on paths.
    renderer: L.svg({ pane: 'outline' }),
  } as L.GeoJSONOptions<OutlineProperties>).addTo(map);

  for (const { properties } of collection.features) {
    if (!properties.label) continue;
    const [lng, lat] = properties.label;
    const name = text.language === 'ja' ? properties.nameJa : properties.nameKo;
    const label = document.createElement('span');
    label.lang = text.language;
    label.textContent = name;
    L.marker([lat, lng], {
      pane: 'outline-names',
      interactive: false,
      keyboard: false,
      icon: L.divIcon({ className: 'map-district-name', html: label, iconSize: [0, 0] }),
    }).addTo(map);
  }

  const fitZoom = () => {
    names.classList.toggle('map-names-hidden', map.getZoom() < NAMES_FROM_ZOOM);
    river?.setStyle({ weight: Math.max(2, RIVER_WIDTH_M / metresPerPixel(map)) });
  };
  map.whenReady(fitZoom);
  map.on('zoomend', fitZoom);
}
