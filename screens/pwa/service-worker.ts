/**
 * The portal's service worker (R§9 "a service worker is registered"; built as /sw.js by
 * scripts/pwa/vite-pwa-plugin.ts, which writes this build's file list into PRECACHE).
 *
 * - Install: precaches the build's hashed assets and the offline page. No skipWaiting: a new
 *   version waits until no page of the old one is open, so an open page never gets its chunks
 *   swapped; the update takes effect on the next visit.
 * - Activate: drops caches and precached files of older builds (no page uses them any more).
 * - Hashed assets (/assets/*) and the precached icons: cache first (a build's files never change under a name).
 * - Page navigations: network first; offline, the offline page (it shows the saved bookings on /bookings).
 * - GET /api/bookings (the worker's bookings list): from the network, and a copy kept with its time
 *   for the offline page. The ONLY API answer it keeps; every other request (the rest of /api,
 *   server-sent events, uploads, other origins) is left to the browser untouched.
 */
import { OFFLINE_BOOKINGS_CACHE, OFFLINE_BOOKINGS_KEY, OFFLINE_SAVED_AT_HEADER } from '../shared/offline-bookings';

// The worker's own types (lib "WebWorker") clash with the page's DOM lib: the few used here are declared.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  readonly location: Location;
}

declare const self: WorkerScope & { __PRECACHE_MANIFEST__: string[]; __BUILD_ID__: string };

/** This build's files (written in by the build) and its name. */
const PRECACHE: string[] = self.__PRECACHE_MANIFEST__;
const BUILD_ID: string = self.__BUILD_ID__;
const ASSET_CACHE = `portal-assets-${BUILD_ID}`;
const OFFLINE_PAGE = '/offline.html';
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => name.startsWith('portal-assets-') && name !== ASSET_CACHE).map((name) => caches.delete(name))),
    ),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirstPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline ?? Response.error();
  }
}

/** The bookings list from the network; a successful answer is also kept, with its time, for the offline page. */
async function bookingsList(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.status === 200) {
    const body = await response.clone().arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_SAVED_AT_HEADER, new Date().toISOString());
    const saved = new Response(body, { status: 200, headers });
    void caches.open(OFFLINE_BOOKINGS_CACHE).then((cache) => cache.put(OFFLINE_BOOKINGS_KEY, saved));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === OFFLINE_BOOKINGS_KEY) {
    event.respondWith(bookingsList(request));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return;
  // Hashed assets, and the icons the offline page shows.
  if (url.pathname.startsWith('/assets/') || (PRECACHED.has(url.pathname) && request.mode !== 'navigate')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
});
