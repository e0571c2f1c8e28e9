import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { TILE_ATTRIBUTION, TILE_URL } from '../../lib/map-tiles';

export interface MapPlace { id: number; name: string; lat: number; lng: number }

/**
 * The day's places as numbered markers in visiting order. Markers are plain HTML, so they show
 * even when the map tiles cannot be fetched (offline, the map is a plain background).
 */
export default function DayMap({ places, label }: { places: MapPlace[]; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current || places.length === 0) return;
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(map);
    const markers = places.map((p, i) =>
      L.marker([p.lat, p.lng], {
        title: `${i + 1}. ${p.name}`,
        alt: `${i + 1}. ${p.name}`,
        icon: L.divIcon({ className: 'day-marker', html: `<span>${i + 1}</span>`, iconSize: [28, 28], iconAnchor: [14, 14] }),
      }).addTo(map));
    const bounds = L.latLngBounds(markers.map((m) => m.getLatLng()));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [places]);
  return <div ref={element} className="day-map" role="region" aria-label={label} />;
}
