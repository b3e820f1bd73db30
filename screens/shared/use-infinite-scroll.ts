import { useEffect, useRef } from 'react';

interface InfiniteScrollOptions {
  /** Whether there is a next page to ask for (engine/rules/ratings.ts hasMorePages). */
  hasMore: boolean;
  /** A page is on its way: do not ask again. */
  loading: boolean;
  loadMore: () => void;
  /** Region infiniteScrollThrottleMs (200): at most one check per this many ms. */
  throttleMs: number;
  /** Region scrollDelayMs (250): how long the end of the list stays in view before the next page is asked for. */
  delayMs: number;
}

/**
 * Loads the next page when a sentinel element at the end of the list comes into view (W§9
 * "infinite scroll throttle 200 ms, scroll delay 250 ms"): an IntersectionObserver watches the
 * sentinel; its reports are throttled, and the page is asked for once the sentinel has been in
 * view for the delay (a quick fling past the end does not fire a request). Returns the ref for
 * the sentinel.
 */
export function useInfiniteScroll<T extends Element>({ hasMore, loading, loadMore, throttleMs, delayMs }: InfiniteScrollOptions) {
  const sentinel = useRef<T>(null);
  const latest = useRef({ hasMore, loading, loadMore });
  latest.current = { hasMore, loading, loadMore };

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    let lastCheck = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    const fire = () => {
      timer = undefined;
      const now = latest.current;
      if (visible && now.hasMore && !now.loading) now.loadMore();
    };
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      if (!visible) {
        if (timer) clearTimeout(timer);
        timer = undefined;
        return;
      }
      const at = Date.now();
      if (at - lastCheck < throttleMs || timer) return;
      lastCheck = at;
      timer = setTimeout(fire, delayMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
    // `loading` re-arms the observer once a page arrives, so a sentinel still in view asks again.
  }, [hasMore, loading, throttleMs, delayMs]);

  return sentinel;
}
