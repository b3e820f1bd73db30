import type { QueryClient } from '@tanstack/react-query';
import type { ConfigResponse } from '../../../engine/generated/api/config-response';
import { cityTimeZone } from '../../../engine/regions/city-time-zone';
import { getConfigQueryOptions } from '../api/get-config';
import { useMe, type MeResponse } from '../session/get-me';
import { configScopeOf, useSessionRegion } from '../session/viewer';

/**
 * The clock of the logged-in person's city (engine/regions/city-time-zone.ts): the session's
 * city at once, else their region's (a worker without a city: their country's), else London's.
 * Dates of bookings, the diary, ratings, reviews, statements and documents are read on its calendar.
 */
export function sessionTimeZone(me: MeResponse | null | undefined, region: ConfigResponse | undefined): string {
  return cityTimeZone({ city: me?.city ?? region?.city, keyValues: region?.keyValues });
}

export function useCityTimeZone(): string {
  return sessionTimeZone(useMe().data, useSessionRegion());
}

/** The same clock for a route loader, from what the query cache already holds (the root loader asked for both). */
export function cachedSessionTimeZone(queryClient: QueryClient, me: MeResponse): string {
  const scope = configScopeOf(me.worker);
  return sessionTimeZone(me, scope ? queryClient.getQueryData<ConfigResponse>(getConfigQueryOptions(scope).queryKey) : undefined);
}
