import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '../../components/map/OfflineNotice';
import { addOutline } from '../../components/map/leaflet-outline';
import { addFallibleTiles, ZOOM_RANGE } from '../../components/map/leaflet-tiles';

export interface MapPlace {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/**
 * The day's places as numbered markers in visiting order. Markers are plain HTML over the bundled
 * outline of Korea and Seoul; tiles that cannot load leave the map instead of showing broken images.
 */
export default function DayMap({
  places,
  label,
  offlineNotice,
}: {
  places: MapPlace[];
  label: string;
  offlineNotice: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (!element.current || places.length === 0) return;
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: true, ...ZOOM_RANGE });
    const markers = places.map((p, i) =>
      L.marker([p.lat, p.lng], {
        title: `${i + 1}. ${p.name}`,
        alt: `${i + 1}. ${p.name}`,
        icon: L.divIcon({
          className: 'day-marker',
          html: `<span aria-hidden="true">${i + 1}</span>`,
          iconSize: [28, 28],
          iconAnchor: [14, 14],
        }),
      }).addTo(map),
    );
    const bounds = L.latLngBounds(markers.map((m) => m.getLatLng()));
    // The tiles need a view to know which to fetch: fit the markers first.
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    addOutline(map);
    const stopTiles = addFallibleTiles(map, (state) => setOffline(state === 'failed'));
    return () => {
      stopTiles();
      map.remove();
    };
  }, [places]);
  return (
    <div className="day-map-frame">
      <div ref={element} className="day-map" role="region" aria-label={label} />
      {offline && <OfflineNotice text={offlineNotice} />}
    </div>
  );
}
