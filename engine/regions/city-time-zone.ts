/**
 * The clock of a worker's city, the one place its fallback is written: the city's `timezone`; a
 * region without a city (a worker of a country file only) reads its country's clock, the
 * `timezone` of `supportOpeningHours` (regions/README.md: "the country's timezone for a worker
 * without a city"); before either is known (a screen still loading its region), London's, the
 * portal's first market, which defaults.json also gives. Never UTC: no city of the portal lives by it.
 */

/** The clock of a region known neither by its city nor by its country. */
export const FALLBACK_TIME_ZONE = 'Europe/London';

/** What the rule reads of a resolved region, GET /api/config or the session (any part may be missing). */
export interface TimeZoneSource {
  city?: { timezone?: string | null } | null;
  keyValues?: { supportOpeningHours?: { timezone?: string | null } | null } | null;
}

/** The IANA time zone every local time of the worker's city is computed in (see the file comment). */
export function cityTimeZone(region: TimeZoneSource | null | undefined): string {
  return region?.city?.timezone || region?.keyValues?.supportOpeningHours?.timezone || FALLBACK_TIME_ZONE;
}
