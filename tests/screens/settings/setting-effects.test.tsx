// @vitest-environment jsdom
/**
 * Issue 24, "Every setting does what its name says", for the settings only the browser reads:
 * each row of rows/*.tsx renders what a person sees (or does what the browser does) with
 * GET /api/config answering from the real region files, then from the set with the setting
 * switched, built by the region loader (tests/server/settings/switched-regions.ts), and the two
 * differ the way the setting's description says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { RegionSet } from '../../../engine/regions/types';
import { listCities } from '../../../engine/regions/cities';
import { publicRegion } from '../../../engine/regions/public-region';
import { resolveRegion } from '../../../engine/regions/resolve';
import { getCitiesQueryOptions } from '../../../screens/shared/api/get-cities';
import { getConfigQueryOptions } from '../../../screens/shared/api/get-config';
import { getMeQueryOptions } from '../../../screens/shared/session/get-me';
import { APP_ENV, buildRegions, setSetting, settingOf } from '../../server/settings/switched-regions';
import { forgetBearerToken, sessionOf } from '../auth/auth-fixture';
import { clearCookies, createTestQueryClient } from '../render-app';
import { stopRecordingCookieWrites } from './cookie-writes';
import type { ScreenContext, ScreenRow } from './screen-row';
import { SCREEN_TABLE } from './screen-table';

function contextFor(set: RegionSet): ScreenContext {
  const client = (options: { fetch?: boolean } = {}): QueryClient => {
    const queryClient = createTestQueryClient(options);
    queryClient.setQueryData(getCitiesQueryOptions().queryKey, listCities(set));
    const seed = (scope: { city_id: string } | { country_id: string }) =>
      queryClient.setQueryData(getConfigQueryOptions(scope).queryKey, publicRegion(resolveRegion(set, scope, APP_ENV)));
    for (const country_id of set.countries.keys()) seed({ country_id });
    for (const city of listCities(set)) seed({ city_id: city.id });
    return queryClient;
  };
  return {
    set,
    client,
    signedIn: (worker, options) => {
      const queryClient = client(options);
      queryClient.setQueryData(getMeQueryOptions().queryKey, sessionOf(worker));
      return queryClient;
    },
  };
}

function tidy(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stopRecordingCookieWrites();
  clearCookies();
  forgetBearerToken();
}

beforeEach(() => {
  tidy();
  window.scrollTo = () => undefined;
});
afterEach(tidy);

async function check(r: ScreenRow): Promise<void> {
  const real = buildRegions(r.given ?? []);
  const switched = buildRegions([...(r.given ?? []), setSetting(r.scope, r.setting, r.to)]);
  expect(settingOf(switched, r.scope, r.setting, APP_ENV), 'the switched set gives the scope the new value').toEqual(r.to);
  expect(settingOf(real, r.scope, r.setting, APP_ENV), 'the real set gives the scope another value').not.toEqual(r.to);
  expect(await r.probe(contextFor(real)), 'with the real region files').toEqual(r.real);
  tidy();
  expect(await r.probe(contextFor(switched)), `with ${r.setting} switched to ${JSON.stringify(r.to)}`).toEqual(r.switched);
}

for (const [area, rows] of Object.entries(SCREEN_TABLE)) {
  describe(area, () => {
    for (const r of rows) it(`${r.setting}: ${r.says}`, () => check(r), 30_000);
  });
}
