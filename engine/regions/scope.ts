/**
 * The one region scope type of engine, server and screens: a city (`city_id`, which implies its
 * country), a country (`country_id`), or neither (the defaults). Ids as the region files and the
 * API's `?city_id=` / `?country_id=` spell them; an empty id counts as absent (resolve.ts). A
 * resolved region's scope (`RegionScope`, types.ts) is the same with both ids written out.
 */
export interface Scope {
  country_id?: string | null;
  city_id?: string | null;
}

/** The scope of a person or a page: their city, else their country, else the defaults (`{}`). */
export function scopeOf(cityId: string | null | undefined, countryId: string | null | undefined): Scope {
  if (cityId) return { city_id: cityId };
  if (countryId) return { country_id: countryId };
  return {};
}
