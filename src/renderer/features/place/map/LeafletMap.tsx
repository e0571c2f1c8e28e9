import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useRef, useState } from 'react';
import type { PlaceSummary } from '../../../../shared/api/place';
import { OfflineNotice } from '../../../components/map/OfflineNotice';
import { CLEAR_OF_OVERLAYS, createMap, pinIcon } from '../../../components/map/leaflet-map';
import { addFallibleTiles } from '../../../components/map/leaflet-tiles';
import { useMapText } from '../../../components/map/leaflet-text';
import type { Box, MapView } from '../state';

export interface LeafletMapProps {
  label: string;
  places: PlaceSummary[];
  view: MapView;
  /** Fly here whenever `seq` changes. */
  target: (MapView & { seq: number }) | null;
  /** Fit the markers into view whenever this changes (searches, bookmarks). */
  fitSeq: number;
  here: { lat: number; lng: number; label: string } | null;
  markerLabel(name: string): string;
  onMove(view: MapView, box: Box): void;
  onSelect(placeId: number): void;
}

const markerIcon = pinIcon('place-marker');
const hereIcon = L.divIcon({ className: 'here-marker', html: '<span aria-hidden="true"></span>', iconSize: [20, 20] });

/** A cluster's badge grows a step with each digit of its count. */
const clusterIcon = (cluster: L.MarkerCluster) => {
  const count = cluster.getChildCount();
  const size = 32 + 6 * Math.min(String(count).length, 3);
  return L.divIcon({ className: 'marker-cluster', html: `<b>${count}</b>`, iconSize: [size, size] });
};

/**
 * The leaflet map: clustered place markers over the tiles, and under them the bundled outline of
 * Korea and Seoul's districts. Tiles that cannot load leave the map (no broken images), so a kiosk
 * without network shows the outline with its markers, never a grey square.
 */
export default function LeafletMap({
  label,
  places,
  view,
  target,
  fitSeq,
  here,
  markerLabel,
  onMove,
  onSelect,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const hereMarker = useRef<L.Marker | null>(null);
  const callbacks = useRef({ onMove, onSelect });
  callbacks.current = { onMove, onSelect };
  const fitPending = useRef(false);
  const [offline, setOffline] = useState(false);
  const text = useMapText();

  useEffect(() => {
    const m = createMap(container.current!, { center: [view.lat, view.lng], zoom: view.zoom }, text);
    const stopTiles = addFallibleTiles(m, (state) => setOffline(state === 'failed'));
    cluster.current = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      iconCreateFunction: clusterIcon,
    }).addTo(m);
    const report = () => {
      const c = m.getCenter();
      const b = m.getBounds();
      callbacks.current.onMove(
        { lat: c.lat, lng: c.lng, zoom: m.getZoom() },
        { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      );
    };
    m.on('moveend', report);
    map.current = m;
    report();
    return () => {
      stopTiles();
      m.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; later views arrive through `target`, and the language changes on another screen
  }, []);

  // A new search or list asks for a fit before its places arrive (the previous list is still
  // shown then): the fit waits for the next list, and only that one fits the view.
  useEffect(() => {
    if (fitSeq !== 0) fitPending.current = true;
  }, [fitSeq]);

  useEffect(() => {
    const group = cluster.current!;
    group.clearLayers();
    group.addLayers(
      places.map((p) =>
        L.marker([p.lat, p.lng], { icon: markerIcon, title: markerLabel(p.name), alt: p.name, keyboard: true }).on(
          'click',
          () => callbacks.current.onSelect(p.id),
        ),
      ),
    );
  }, [places, markerLabel]);

  useEffect(() => {
    if (!fitPending.current) return;
    fitPending.current = false;
    if (places.length > 0)
      map.current?.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng])), { ...CLEAR_OF_OVERLAYS, maxZoom: 16 });
    // Runs for a new list only, after the fit was asked for.
  }, [places]);

  useEffect(() => {
    if (target) map.current?.flyTo([target.lat, target.lng], target.zoom, { duration: 0.6 });
  }, [target]);

  useEffect(() => {
    hereMarker.current?.remove();
    hereMarker.current =
      here && map.current
        ? L.marker([here.lat, here.lng], { icon: hereIcon, title: here.label, keyboard: false }).addTo(map.current)
        : null;
  }, [here]);

  return (
    <div className="map-frame">
      <div ref={container} className="map-canvas" role="region" aria-label={label} />
      {offline && <OfflineNotice text={text.offline} />}
    </div>
  );
}
