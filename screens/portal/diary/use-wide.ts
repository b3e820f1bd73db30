import { useSyncExternalStore } from 'react';
import { renderedForMobile } from '../../shared/server-request';

/** Whether the screen has room for the whole week (else the diary shows one day with a day picker). */
const WIDE = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The screen's width decides; a page rendered on the server (server/platform/ssr) is drawn for a phone or
 * not by what the browser said of itself, hydrates as drawn, and follows the screen right after.
 */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => !renderedForMobile(),
  );
}
