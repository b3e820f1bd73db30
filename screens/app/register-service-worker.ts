/**
 * The service worker (R§9 "a service worker is registered"; `serviceWorkerEnabled`) of a
 * production build: /sw.js, built by scripts/pwa/vite-pwa-plugin.ts. The dev server has none (no
 * build, and its modules change on every edit). A new version installs in the background and
 * takes over on the next visit: the worker never skips waiting, so an open page keeps the files
 * it started with.
 *
 * Where the region of the page turns the setting off, a worker installed on an earlier visit is
 * unregistered and its caches deleted (the precached build and the saved bookings list): the
 * browser then fetches everything from the network again, from the next page load on.
 */
import { OFFLINE_BOOKINGS_CACHE } from '../shared/offline-bookings';

export const SERVICE_WORKER_URL = '/sw.js';
/** The caches the worker writes (screens/pwa/service-worker.ts): one per build, and the bookings list. */
const WORKER_CACHE = (name: string) => name.startsWith('portal-assets-') || name === OFFLINE_BOOKINGS_CACHE;

/** What of the browser this needs: its service workers and Cache Storage (absent in old or private browsers). */
export interface ServiceWorkerHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

function browserHost(): ServiceWorkerHost {
  return {
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: typeof caches === 'undefined' ? undefined : caches,
  };
}

/** Whether a registration is ours (/sw.js of this origin), by the script of any of its workers. */
function isOurs(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker ? new URL(worker.scriptURL).pathname === SERVICE_WORKER_URL : false;
}

/**
 * Registers the worker when `enabled`, else removes it and its caches. Never throws: without a
 * worker the portal works as before, only not offline.
 */
export async function applyServiceWorkerSetting(enabled: boolean, host: ServiceWorkerHost = browserHost()): Promise<void> {
  const { serviceWorker } = host;
  if (!serviceWorker) return;
  try {
    if (enabled) {
      await serviceWorker.register(SERVICE_WORKER_URL, { type: 'module', scope: '/' });
      return;
    }
    const registrations = (await serviceWorker.getRegistrations()).filter(isOurs);
    await Promise.all(registrations.map((registration) => registration.unregister()));
    const names = host.caches ? (await host.caches.keys()).filter(WORKER_CACHE) : [];
    await Promise.all(names.map((name) => host.caches!.delete(name)));
  } catch {
    // Storage or the worker API can be unavailable (private modes): nothing to register or remove.
  }
}

/** Only a production build has a worker to register (see above). */
export const SERVICE_WORKER_BUILD = import.meta.env.PROD;
