import { useConfig } from '../../app/api/get-config';
import { configScopeOf } from '../../app/session/viewer';
import { useMe } from '../../app/session/get-me';

/** Where the worker's city is unknown, the UK clock (the portal's first market) is better than UTC. */
const FALLBACK_TIME_ZONE = 'Europe/London';

/** The timezone of the worker's city: dates of ratings and reviews are shown on its calendar. */
export function useCityTimeZone(): string {
  const me = useMe();
  const config = useConfig(me.data ? configScopeOf(me.data.worker) : null);
  return config.data?.city?.timezone ?? FALLBACK_TIME_ZONE;
}
