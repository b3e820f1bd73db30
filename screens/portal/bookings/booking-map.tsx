import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Map as LeafletMap } from 'leaflet';

interface BookingMapProps {
  lat: number;
  lng: number;
  zoom: number;
  /** The tile server's URL template (MAP_TILE_URL). */
  tileUrl: string;
  label: string;
  /** Shown instead when the map cannot be drawn: never a broken frame. */
  fallback: ReactNode;
}

/**
 * The embedded map, drawn with Leaflet only when the server names a tile server. Leaflet is
 * loaded with the map (its own chunk), so the booking page costs nothing more without one.
 */
export function BookingMap({ lat, lng, zoom, tileUrl, label, fallback }: BookingMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    (async () => {
      const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      if (cancelled || !element.current) return;
      map = L.map(element.current, { center: [lat, lng], zoom, scrollWheelZoom: false });
      // crossOrigin: the portal's pages are cross-origin isolated (helmet), so tiles load through CORS (tile servers send Access-Control-Allow-Origin).
      const tiles = L.tileLayer(tileUrl, { maxZoom: 19, crossOrigin: true, attribution: '© OpenStreetMap contributors' });
      let errors = 0;
      tiles.on('tileerror', () => {
        errors += 1;
        if (errors >= 4) setFailed(true);
      });
      tiles.addTo(map);
      // A circle needs no marker images (which a bundler would have to copy).
      L.circleMarker([lat, lng], { radius: 10, color: '#0f5c55', weight: 3, fillColor: '#f36450', fillOpacity: 0.9 }).addTo(map);
    })().catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lng, zoom, tileUrl]);

  if (failed) return <>{fallback}</>;
  return <div ref={element} className="booking-map" role="img" aria-label={label} />;
}
