/**
 * Links that open the phone's own maps application at a booking's coordinates (DESIGN.md "maps":
 * no maps script is loaded). Android handles `geo:` URIs with whatever maps app the worker uses;
 * iOS opens Apple Maps from maps.apple.com links; anywhere else (a desktop browser) gets
 * OpenStreetMap in a new tab. Plain links: nothing to load, nothing to break.
 */
export type MapPlatform = 'android' | 'ios' | 'web';

export function mapPlatform(userAgent: string): MapPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'web';
}

const coords = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/** Directions to the booking. */
export function directionsUrl(lat: number, lng: number, platform: MapPlatform): string {
  const at = coords(lat, lng);
  if (platform === 'android') return `geo:${at}?q=${encodeURIComponent(at)}`;
  if (platform === 'ios') return `https://maps.apple.com/?daddr=${encodeURIComponent(at)}`;
  return `https://www.openstreetmap.org/directions?route=${encodeURIComponent(`;${at}`)}#map=16/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}

/** Car parks around the booking. */
export function parkingUrl(lat: number, lng: number, platform: MapPlatform): string {
  const at = coords(lat, lng);
  if (platform === 'android') return `geo:${at}?q=${encodeURIComponent('parking')}`;
  if (platform === 'ios') return `https://maps.apple.com/?q=parking&sll=${encodeURIComponent(at)}&z=16`;
  return `https://www.openstreetmap.org/search?query=parking#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;
}

/** A geo: link must not open in a new tab (there is no page); the web links do. */
export function opensInNewTab(platform: MapPlatform): boolean {
  return platform !== 'android';
}
