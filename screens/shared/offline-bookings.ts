/**
 * The one personal answer the service worker keeps (R§9 installable app): the worker's bookings
 * list, so /bookings can be read offline. It lives in its own Cache Storage cache, written by the
 * worker (screens/pwa/service-worker.ts), read by the offline page, and erased whenever the
 * session ends or changes here (Log out, a 401, another login), so the next person on this
 * device never sees it.
 */
import { getBookings } from '../../engine/api/endpoints/bookings';

export const OFFLINE_BOOKINGS_CACHE = 'portal-bookings-v1';
/** The URL the list is stored under, whatever cache-buster the call carried. */
export const OFFLINE_BOOKINGS_KEY = getBookings.path;
/** Header the worker adds to the stored answer: when it was fetched (ISO time). */
export const OFFLINE_SAVED_AT_HEADER = 'x-portal-saved-at';

export async function forgetOfflineBookings(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_BOOKINGS_CACHE);
  } catch {
    // Storage can be unavailable (private modes): then nothing was stored either.
  }
}
