import { beforeAll, describe, expect, it } from 'vitest';
import { cityTimeZone, FALLBACK_TIME_ZONE } from '../../../engine/regions/city-time-zone';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { resolveRegion } from '../../../engine/regions/resolve';
import { scopeOf, type Scope } from '../../../engine/regions/scope';
import type { RegionSet } from '../../../engine/regions/types';
import { payoutTypeOf } from '../../../engine/rules/statements';
import { calendarDay } from '../../../engine/time/zoned-time';
import { readRegionFiles } from './region-files';

let set: RegionSet;

beforeAll(() => {
  const built = buildRegionSet(readRegionFiles());
  expect(built.problems).toEqual([]);
  set = built.set as RegionSet;
});

describe('cityTimeZone: the clock of a worker\'s city, with its one fallback', () => {
  it("is the city's own timezone", () => {
    expect(cityTimeZone(resolveRegion(set, { city_id: 'UK-LONDON' }, 'production'))).toBe('Europe/London');
    expect(cityTimeZone(resolveRegion(set, { city_id: 'FR-PARIS' }, 'production'))).toBe('Europe/Paris');
    expect(cityTimeZone(resolveRegion(set, { city_id: 'AT-VIENNA' }, 'test'))).toBe('Europe/Vienna');
  });

  it("is the country's clock for a region without a city (never London for Paris, never UTC)", () => {
    expect(cityTimeZone(resolveRegion(set, { country_id: 'FR' }, 'production'))).toBe('Europe/Paris');
    expect(cityTimeZone(resolveRegion(set, { country_id: 'AT' }, 'production'))).toBe('Europe/Vienna');
    expect(cityTimeZone(resolveRegion(set, { country_id: 'UK' }, 'production'))).toBe('Europe/London');
  });

  it('is London while nothing is known yet (a screen still loading its region)', () => {
    expect(FALLBACK_TIME_ZONE).toBe('Europe/London');
    expect(cityTimeZone(null)).toBe('Europe/London');
    expect(cityTimeZone({ city: null, keyValues: undefined })).toBe('Europe/London');
    expect(cityTimeZone({ city: { timezone: '' } })).toBe('Europe/London');
    // The session's city alone (GET /api/me) is enough.
    expect(cityTimeZone({ city: { timezone: 'Europe/Vienna' } })).toBe('Europe/Vienna');
  });

  it('gives the day a late-evening instant belongs to in the worker\'s city', () => {
    const late = new Date('2026-11-24T23:30:00Z');
    expect(calendarDay(late, cityTimeZone(resolveRegion(set, { city_id: 'UK-LONDON' }, 'production')))).toBe('2026-11-24');
    expect(calendarDay(late, cityTimeZone(resolveRegion(set, { country_id: 'FR' }, 'production')))).toBe('2026-11-25');
  });
});

describe('scopeOf: a city, else a country, else the defaults', () => {
  it('names one id only', () => {
    expect(scopeOf('UK-LONDON', 'UK')).toEqual({ city_id: 'UK-LONDON' });
    expect(scopeOf(null, 'FR')).toEqual({ country_id: 'FR' });
    expect(scopeOf('', undefined)).toEqual({});
    expect(resolveRegion(set, scopeOf(null, 'AT'), 'production').scope).toEqual({ country_id: 'AT', city_id: null });
  });
});

describe('payoutTypeOf on the real region files', () => {
  it('is bacs in every UK scope, iban in FR and AT, with or without a city', () => {
    const of = (scope: Scope) => payoutTypeOf(resolveRegion(set, scope, 'production'));
    expect(of({ city_id: 'UK-LONDON' })).toBe('bacs');
    expect(of({ country_id: 'UK' })).toBe('bacs');
    expect(of({ city_id: 'FR-PARIS' })).toBe('iban');
    expect(of({ country_id: 'FR' })).toBe('iban');
    expect(of({ country_id: 'AT' })).toBe('iban');
    expect(of({})).toBe('iban');
  });
});
