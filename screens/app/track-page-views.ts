import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { endpointUrl } from '../../engine/api/endpoint';
import { recordPageViews } from '../../engine/api/endpoints/events';
import { tabSessionId } from '../shared/api/api-client';
import { callEndpoint } from '../shared/api/call-endpoint';
import type { PageView } from '../../engine/generated/api/page-view-batch';
import { PAGES } from '../../engine/pages';

/*
 * Page views (W§2 "Page views are tracked after each route change"): each route change queues one view; the queue
 * is sent in batches to POST /api/events every few seconds, and with navigator.sendBeacon when the tab is hidden
 * (closing, switching away), when an ordinary request might be cut off.
 */

/** The server takes at most 50 events per request and paths up to 2048 characters. */
export const MAX_BATCH = 50;
export const MAX_PATH_LENGTH = 2048;
export const FLUSH_INTERVAL_MS = 5_000;
/** Views kept while the API is unreachable; older ones are dropped first. */
export const MAX_QUEUED = 500;

export interface PageViewQueueOptions {
  /** Sends one batch with an ordinary request; rejects when it did not arrive. */
  send: (events: PageView[]) => Promise<void>;
  /** Hands one batch to the browser to send after the page is gone; false when the browser refused it. */
  beacon: (events: PageView[]) => boolean;
  maxBatch?: number;
  maxQueued?: number;
}

/** The batching logic, without the network: queue views, send them in batches, keep what did not go out. */
export class PageViewQueue {
  private queue: PageView[] = [];
  private sending: Promise<void> | null = null;
  private readonly maxBatch: number;
  private readonly maxQueued: number;

  constructor(private readonly options: PageViewQueueOptions) {
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
    this.maxQueued = options.maxQueued ?? MAX_QUEUED;
  }

  get size(): number {
    return this.queue.length;
  }

  add(view: PageView): void {
    this.queue.push(view);
    if (this.queue.length > this.maxQueued) this.queue.splice(0, this.queue.length - this.maxQueued);
    // A full batch need not wait for the timer.
    if (this.queue.length >= this.maxBatch) void this.flush();
  }

  /**
   * Sends everything queued, batch after batch. A failed batch goes back to the front of the queue and the flush
   * stops there (the next tick tries again). One flush at a time: a second call waits for the running one.
   */
  flush(): Promise<void> {
    this.sending ??= this.drain().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.options.send(batch);
      } catch {
        this.queue.unshift(...batch);
        if (this.queue.length > this.maxQueued) this.queue.splice(0, this.queue.length - this.maxQueued);
        return;
      }
    }
  }

  /** Hands everything queued to the beacon, batch by batch; what the browser refuses stays queued. */
  flushWithBeacon(): void {
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, this.maxBatch);
      if (!this.options.beacon(batch)) return;
      this.queue.splice(0, batch.length);
    }
  }
}

// Screens whose URL carries a secret (W§2 token screens): the token must not end up in analytics.
const TOKEN_PAGES = [PAGES.passwordReset, PAGES.verifyEmail, PAGES.oneTimeLogin].map((page) => page.slice(1, page.indexOf('/:')));
const TOKEN_SCREENS = new RegExp(`^(/(?:[a-z]{2}/)?(?:${TOKEN_PAGES.join('|')}))/[^/]+`);
// Only campaign parameters are worth keeping; others can be secrets (a native app's session parameter, W§2).
const KEPT_QUERY_PARAMS = /^utm_[a-z]+$/;

/** The path a page view records: token segments replaced, query reduced to utm_* parameters, length capped. */
export function pageViewPath(pathname: string, search = ''): string {
  const path = pathname.replace(TOKEN_SCREENS, '$1/:token') || PAGES.home;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (KEPT_QUERY_PARAMS.test(key)) kept.append(key, value);
  const query = kept.toString();
  return (query ? `${path}?${query}` : path).slice(0, MAX_PATH_LENGTH);
}

/** The page a visitor came from, for the first view only: another site as the browser reports it, ours as a path. */
export function entryReferrer(documentReferrer: string, origin: string): string | undefined {
  if (!documentReferrer) return undefined;
  try {
    const url = new URL(documentReferrer);
    if (url.origin === origin) return pageViewPath(url.pathname, url.search);
    // Another site: its address is its business beyond the origin.
    return url.origin.slice(0, MAX_PATH_LENGTH);
  } catch {
    return undefined;
  }
}

const EVENTS_URL = endpointUrl(recordPageViews);

function beaconSend(events: PageView[]): boolean {
  const body = JSON.stringify({ events });
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      return navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }));
    }
    // No Beacon API: a keepalive request also outlives the page.
    void fetch(EVENTS_URL, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
      () => {},
    );
    return true;
  } catch {
    return false;
  }
}

/** The queue the app uses: batches through the API client, beacons to /api/events. */
export function createPageViewQueue(): PageViewQueue {
  return new PageViewQueue({
    send: async (events) => {
      // The queue never sends an empty batch (the API refuses one).
      const [first, ...rest] = events;
      if (first) await callEndpoint(recordPageViews, { body: { events: [first, ...rest] } });
    },
    beacon: beaconSend,
  });
}

/**
 * Mounted once in the root layout: records a view after each route change and sends them in batches.
 * `createQueue` is read once, on mount (tests hand in a queue that records instead of calling the network).
 */
export function usePageViewTracking(createQueue: () => PageViewQueue = createPageViewQueue): void {
  const location = useLocation();
  const queueRef = useRef<PageViewQueue | null>(null);
  const createQueueRef = useRef(createQueue);
  const lastKeyRef = useRef<string | null>(null);
  const previousPathRef = useRef<string | null>(null);

  useEffect(() => {
    const queue = (queueRef.current ??= createQueueRef.current());
    const timer = setInterval(() => void queue.flush(), FLUSH_INTERVAL_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') queue.flushWithBeacon();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  useEffect(() => {
    // One view per navigation: the key is new for every navigation, and StrictMode's second run is not one.
    if (lastKeyRef.current === location.key) return;
    lastKeyRef.current = location.key;
    const queue = (queueRef.current ??= createQueueRef.current());
    const path = pageViewPath(location.pathname, location.search);
    const referrer = previousPathRef.current ?? entryReferrer(document.referrer, window.location.origin);
    queue.add({
      path,
      occurredAt: new Date().toISOString(),
      ...(referrer ? { referrer } : {}),
      sessionKey: tabSessionId(),
    });
    previousPathRef.current = path;
  }, [location.key, location.pathname, location.search]);
}
