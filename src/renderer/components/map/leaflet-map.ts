import L from 'leaflet';
import { addOutline, type OutlineText } from './leaflet-outline';
import { ZOOM_RANGE } from './leaflet-tiles';
import './map.css';

/** What a map says in the reader's language (useMapText, leaflet-text.ts). */
export interface MapText extends OutlineText {
  zoomIn: string;
  zoomOut: string;
  offline: string;
}

/** lucide's plus and minus, drawn like the app's other icons instead of leaflet's "+" and "−" glyphs. */
const icon = (path: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="${path}"/></svg>`;

/**
 * A map as both screens make it: the app's zoom buttons (bottom right, named in the reader's
 * language), its own zoom range, and the bundled outline under whatever tiles come.
 */
export function createMap(element: HTMLElement, options: L.MapOptions, text: MapText): L.Map {
  const map = L.map(element, { ...options, ...ZOOM_RANGE, zoomControl: false });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.control
    .zoom({
      position: 'bottomright',
      zoomInTitle: text.zoomIn,
      zoomOutTitle: text.zoomOut,
      zoomInText: icon('M5 12h14M12 5v14'),
      zoomOutText: icon('M5 12h14'),
    })
    .addTo(map);
  addOutline(map, text);
  return map;
}

/** A pin's size and how far its body reaches above the point it marks (its tip; map.css draws it). */
const PIN = { size: 30, height: 36 } as const;

/** A teardrop pin pointing at its place, with a number in its head when it has one (a day's order). */
export function pinIcon(className: string, number?: number): L.DivIcon {
  return L.divIcon({
    className: `map-pin ${className}`,
    html: `<span aria-hidden="true"></span>${number === undefined ? '' : `<b aria-hidden="true">${number}</b>`}`,
    iconSize: [PIN.size, PIN.size],
    iconAnchor: [PIN.size / 2, PIN.height],
  });
}

/**
 * Fitting places into view keeps every pin clear of what lies over the map: the offline notice at
 * the top left (map.css), the zoom buttons at the bottom right above the attribution. A pin
 * reaches PIN.height above its point, half its width to each side.
 */
export const CLEAR_OF_OVERLAYS: L.FitBoundsOptions = {
  paddingTopLeft: [PIN.size / 2 + 8, 44 + PIN.height],
  paddingBottomRight: [64 + PIN.size / 2, 24],
};
