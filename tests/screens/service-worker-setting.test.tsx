// @vitest-environment jsdom
/*
 * R§9 "a service worker is registered" (`serviceWorkerEnabled`): registered where the region of
 * the page says so, removed with its caches where a region turns it off. jsdom has no service
 * workers and no Cache Storage, so the worker API is a small in-memory one here (ServiceWorkerHost);
 * the real one runs in tests/e2e/marketing-pwa.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { listCities } from '../../engine/regions/cities';
import { resolveRegion } from '../../engine/regions/resolve';
import type { RegionSet } from '../../engine/regions/types';
import { AppProviders } from '../../screens/app/app';
import { getConfigQueryOptions } from '../../screens/shared/api/get-config';
import { OFFLINE_BOOKINGS_CACHE } from '../../screens/shared/offline-bookings';
import { applyServiceWorkerSetting, SERVICE_WORKER_URL, type ServiceWorkerHost } from '../../screens/app/register-service-worker';
import { getMeQueryOptions, type MeResponse } from '../../screens/shared/session/get-me';
import { serviceWorkerScope, useServiceWorkerSetting } from '../../screens/app/use-service-worker-setting';
import { realRegions } from '../engine/forms/region-fixture';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { editedRegions } from '../fixtures/edited-regions';
import { createTestQueryClient } from './render-app';

afterEach(cleanup);

/** A browser's worker registrations and caches, in memory. */
function memoryBrowser(scripts: string[], cacheNames: string[]) {
  const registrations = new Set(
    scripts.map((script) => {
      const registration = {
        active: { scriptURL: `https://portal.example${script}` },
        waiting: null,
        installing: null,
        unregister: async () => registrations.delete(registration),
      };
      return registration;
    }),
  );
  const caches = new Set(cacheNames);
  const registered: { url: string; options: unknown }[] = [];
  const host = {
    serviceWorker: {
      register: async (url: string | URL, options?: RegistrationOptions) => {
        registered.push({ url: String(url), options });
        return {} as ServiceWorkerRegistration;
      },
      getRegistrations: async () => [...registrations] as unknown as ServiceWorkerRegistration[],
    },
    caches: { keys: async () => [...caches], delete: async (name: string) => caches.delete(name) },
  } satisfies ServiceWorkerHost;
  return { host, registered, scripts: () => [...registrations].map((r) => new URL(r.active.scriptURL).pathname), caches: () => [...caches] };
}

describe('applyServiceWorkerSetting', () => {
  it('on: registers /sw.js for the whole site', async () => {
    const browser = memoryBrowser([], []);
    await applyServiceWorkerSetting(true, browser.host);
    expect(browser.registered).toEqual([{ url: SERVICE_WORKER_URL, options: { type: 'module', scope: '/' } }]);
  });

  it('off: removes our worker and the caches it wrote, nothing else', async () => {
    const browser = memoryBrowser([SERVICE_WORKER_URL, '/other-app/sw.js'], ['portal-assets-abc123', OFFLINE_BOOKINGS_CACHE, 'someone-elses-cache']);
    await applyServiceWorkerSetting(false, browser.host);
    expect(browser.registered).toEqual([]);
    expect(browser.scripts()).toEqual(['/other-app/sw.js']);
    expect(browser.caches()).toEqual(['someone-elses-cache']);
  });

  it('does nothing, and does not fail, where the browser has no service workers', async () => {
    await expect(applyServiceWorkerSetting(true, {})).resolves.toBeUndefined();
    await expect(applyServiceWorkerSetting(false, {})).resolves.toBeUndefined();
  });
});

describe('useServiceWorkerSetting: the setting of the page\'s region', () => {
  /** Only what the scope depends on of a session (GET /api/me). */
  const session = (worker: { city_id: string | null; country_id: string | null; studentAccount?: boolean }) =>
    ({ worker: { studentAccount: false, staffRole: null, ...worker } }) as unknown as MeResponse;

  it('a visitor: the page\'s country; a worker: their city; a student: the page\'s country', () => {
    expect(serviceWorkerScope(null, 'FR')).toEqual({ country_id: 'FR' });
    expect(serviceWorkerScope(session({ city_id: 'UK-BIRMINGHAM', country_id: 'UK' }), 'FR')).toEqual({ city_id: 'UK-BIRMINGHAM' });
    expect(serviceWorkerScope(session({ city_id: 'UK-LONDON', country_id: 'UK', studentAccount: true }), 'AT')).toEqual({ country_id: 'AT' });
  });

  async function appliedWith(set: RegionSet): Promise<boolean[]> {
    const client = createTestQueryClient();
    client.setQueryData(getMeQueryOptions().queryKey, null);
    client.setQueryData(getConfigQueryOptions({ country_id: 'UK' }).queryKey, resolveRegion(set, { country_id: 'UK' }, 'production'));
    const applied: boolean[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={client}>{children}</AppProviders>;
    renderHook(() => useServiceWorkerSetting(async (enabled) => void applied.push(enabled)), { wrapper });
    await waitFor(() => expect(applied.length).toBeGreaterThan(0));
    return applied;
  }

  it('registers with the real files (on in every scope, R§9), removes once the UK turns it off', async () => {
    const real = await realRegions();
    for (const city of listCities(real)) expect(resolveRegion(real, { city_id: city.id }, 'production').keyValues.serviceWorkerEnabled, city.id).toBe(true);
    expect(await appliedWith(real)).toEqual([true]);
    const off = editedRegions({ 'UK.json': (d) => ((d.keyValues as Record<string, unknown>).serviceWorkerEnabled = false) });
    try {
      const { set } = await loadRegionDir(off.dir);
      expect(await appliedWith(set!)).toEqual([false]);
    } finally {
      off.remove();
    }
  });
});
