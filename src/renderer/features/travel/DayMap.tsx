import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '../../components/map/OfflineNotice';
import { CLEAR_OF_OVERLAYS, createMap, pinIcon } from '../../components/map/leaflet-map';
import { addFallibleTiles } from '../../components/map/leaflet-tiles';
import { useMapText } from '../../components/map/leaflet-text';

export interface MapPlace {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** Above the pixel row leaflet stacks markers by: an earlier stop lies over every later one. */
const STACK_STEP = 10_000;

/**
 * The day's places as numbered pins in visiting order, over the bundled outline of Korea and
 * Seoul's districts; tiles that cannot load leave the map instead of showing broken images. The
 * view fits every pin clear of the notice and the buttons, and the first stop is on top.
 */
export default function DayMap({ places, label }: { places: MapPlace[]; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [offline, setOffline] = useState(false);
  const text = useMapText();
  useEffect(() => {
    if (!element.current || places.length === 0) return;
    const map = createMap(element.current, { scrollWheelZoom: false }, text);
    const markers = places.map((p, i) =>
      L.marker([p.lat, p.lng], {
        title: `${i + 1}. ${p.name}`,
        alt: `${i + 1}. ${p.name}`,
        icon: pinIcon('day-marker', i + 1),
        zIndexOffset: (places.length - i) * STACK_STEP,
      }).addTo(map),
    );
    const bounds = L.latLngBounds(markers.map((m) => m.getLatLng()));
    // The tiles need a view to know which to fetch: fit the markers first.
    map.fitBounds(bounds, { ...CLEAR_OF_OVERLAYS, maxZoom: 15 });
    const stopTiles = addFallibleTiles(map, (state) => setOffline(state === 'failed'));
    return () => {
      stopTiles();
      map.remove();
    };
  }, [places, text]);
  return (
    <div className="day-map-frame">
      <div ref={element} className="day-map" role="region" aria-label={label} />
      {offline && <OfflineNotice text={text.offline} />}
    </div>
  );
}
