import L from 'leaflet';
import outline from './outline.json';

export const OUTLINE_ATTRIBUTION = 'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/**
 * The bundled outline of Korea and Seoul's districts (scripts/place-outline.ts builds it), drawn
 * under the tiles: a map without network still shows where things are, never a blank square.
 */
export function addOutline(map: L.Map): L.GeoJSON {
  const pane = map.createPane('outline');
  pane.style.zIndex = '150';
  // A backdrop: screen readers get the places, not the drawing under them.
  pane.setAttribute('aria-hidden', 'true');
  // `renderer` reaches each polygon at run time; the typings only list it on paths.
  return L.geoJSON(
    outline as GeoJSON.FeatureCollection,
    {
      pane: 'outline',
      interactive: false,
      attribution: OUTLINE_ATTRIBUTION,
      renderer: L.svg({ pane: 'outline' }),
      style: (f) => ({
        className: `map-outline-${f?.properties.kind as string}`,
        color: f?.properties.kind === 'district' ? '#a9b2bd' : '#6f7a86',
        weight: f?.properties.kind === 'district' ? 1 : 1.5,
        fillColor: '#f4f1ea',
        fillOpacity: f?.properties.kind === 'country' ? 1 : 0,
      }),
    } as L.GeoJSONOptions,
  ).addTo(map);
}
