// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  entryReferrer,
  FLUSH_INTERVAL_MS,
  PageViewQueue,
  pageViewPath,
  usePageViewTracking,
} from '../../screens/app/track-page-views';
import type { PageView } from '../../engine/generated/api/page-view-batch';
import { fakeApi } from './fake-api';

const at = (path: string, i = 0): PageView => ({ path, occurredAt: new Date(Date.UTC(2025, 0, 1, 10, 0, i)).toISOString() });

describe('PageViewQueue', () => {
  it('sends queued views in order, in batches of at most 50', async () => {
    const batches: PageView[][] = [];
    const queue = new PageViewQueue({ send: async (events) => void batches.push(events), beacon: () => true });
    for (let i = 0; i < 120; i++) queue.add(at(`/p${i}`, i));
    await queue.flush();
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat().map((v) => v.path)).toEqual(Array.from({ length: 120 }, (_, i) => `/p${i}`));
    expect(queue.size).toBe(0);
  });

  it('sends nothing when nothing happened', async () => {
    const send = vi.fn(async () => {});
    const queue = new PageViewQueue({ send, beacon: () => true });
    await queue.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a batch that failed and sends it first next time', async () => {
    const batches: string[][] = [];
    let online = false;
    const queue = new PageViewQueue({
      send: async (events) => {
        if (!online) throw new Error('offline');
        batches.push(events.map((v) => v.path));
      },
      beacon: () => true,
    });
    queue.add(at('/a'));
    queue.add(at('/b'));
    await queue.flush();
    expect(queue.size).toBe(2);
    online = true;
    queue.add(at('/c'));
    await queue.flush();
    expect(batches).toEqual([['/a', '/b', '/c']]);
  });

  it('drops the oldest views when the API stays unreachable', async () => {
    let online = false;
    const sent: string[] = [];
    const queue = new PageViewQueue({
      send: async (events) => {
        if (!online) throw new Error('down');
        sent.push(...events.map((v) => v.path));
      },
      beacon: () => false,
      maxQueued: 3,
    });
    for (const path of ['/1', '/2', '/3', '/4', '/5']) queue.add(at(path));
    await queue.flush();
    expect(queue.size).toBe(3);
    online = true;
    await queue.flush();
    expect(sent).toEqual(['/3', '/4', '/5']);
  });

  it('hands everything to the beacon in batches, and keeps what the browser refused', () => {
    const beaconed: string[][] = [];
    let accepted = 0;
    const queue = new PageViewQueue({
      // Never reached here: the views are handed over before any timer could send them.
      send: () => new Promise(() => {}),
      beacon: (events) => {
        if (accepted >= 2) return false;
        accepted += 1;
        beaconed.push(events.map((v) => v.path));
        return true;
      },
      maxBatch: 2,
    });
    queue.add(at('/a'));
    queue.flushWithBeacon();
    expect(beaconed).toEqual([['/a']]);
    expect(queue.size).toBe(0);
    queue.add(at('/b'));
    queue.flushWithBeacon();
    queue.add(at('/c'));
    queue.flushWithBeacon();
    expect(beaconed).toEqual([['/a'], ['/b']]);
    expect(queue.size).toBe(1);
  });
});

describe('pageViewPath', () => {
  it('keeps an ordinary path', () => {
    expect(pageViewPath('/bookings/42')).toBe('/bookings/42');
    expect(pageViewPath('')).toBe('/');
  });

  it('never records the token of a token screen', () => {
    expect(pageViewPath('/password-reset/s3cr3t')).toBe('/password-reset/:token');
    expect(pageViewPath('/verify-email/abc')).toBe('/verify-email/:token');
    expect(pageViewPath('/onetimelogin/abc/')).toBe('/onetimelogin/:token/');
    expect(pageViewPath('/fr/password-reset/abc')).toBe('/fr/password-reset/:token');
  });

  it('keeps only campaign parameters of the query', () => {
    expect(pageViewPath('/resources', '?session=native-token&utm_source=mail&utm_campaign=spring')).toBe(
      '/resources?utm_source=mail&utm_campaign=spring',
    );
    expect(pageViewPath('/login', '?return_url=%2Fbookings')).toBe('/login');
  });

  it('caps the length at what the server accepts', () => {
    expect(pageViewPath(`/${'a'.repeat(5000)}`)).toHaveLength(2048);
  });
});

describe('entryReferrer', () => {
  it('gives another site as its origin only, and our own pages as a tracked path', () => {
    expect(entryReferrer('https://www.google.com/search?q=massage+jobs', 'https://portal.example')).toBe('https://www.google.com');
    expect(entryReferrer('https://portal.example/verify-email/tok?session=x', 'https://portal.example')).toBe('/verify-email/:token');
    expect(entryReferrer('', 'https://portal.example')).toBeUndefined();
  });
});

describe('usePageViewTracking', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function renderTracked(initialPath: string, createQueue?: () => PageViewQueue) {
    function Layout() {
      usePageViewTracking(createQueue);
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [{ Component: Layout, children: [{ path: '*', Component: () => <p>page</p> }] }],
      { initialEntries: [initialPath] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('sends a view per route change every 5 seconds, never a token or a session parameter', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const batches: PageView[][] = [];
    const recording = () => new PageViewQueue({ send: async (events) => void batches.push(events), beacon: () => false });
    const router = renderTracked('/', recording);
    await act(async () => {
      await router.navigate('/password-reset/tok123?session=abc');
    });
    await act(async () => {
      await router.navigate('/bookings');
    });
    expect(batches).toEqual([]);

    await act(async () => {
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    });
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0].map((e) => [e.path, e.referrer])).toEqual([
      ['/', undefined],
      ['/password-reset/:token', '/'],
      ['/bookings', '/password-reset/:token'],
    ]);
    expect(batches[0].every((e) => !Number.isNaN(Date.parse(e.occurredAt)) && (e.sessionKey ?? '').length > 0)).toBe(true);

    // Nothing new: the next tick sends nothing.
    await act(async () => {
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    });
    expect(batches).toHaveLength(1);
  });

  it('counts a second visit to the same page as a new view', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const batches: PageView[][] = [];
    const router = renderTracked('/faq', () => new PageViewQueue({ send: async (events) => void batches.push(events), beacon: () => false }));
    await act(async () => {
      await router.navigate('/faq');
    });
    await act(async () => {
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    });
    await waitFor(() => expect(batches.flat().map((e) => e.path)).toEqual(['/faq', '/faq']));
  });

  it('sends what is queued with sendBeacon as JSON when the tab is hidden', async () => {
    const beacons: { url: string; blob: Blob }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => (beacons.push({ url, blob }), true),
    });
    const api = fakeApi({});
    renderTracked('/faq');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/api/events');
    expect(beacons[0].blob.type).toBe('application/json');
    const body = JSON.parse(await beacons[0].blob.text()) as { events: PageView[] };
    expect(body.events.map((e) => e.path)).toEqual(['/faq']);
    expect(api.requests).toEqual([]);

    // Sent once: hiding again sends nothing more.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(beacons).toHaveLength(1);
  });
});
