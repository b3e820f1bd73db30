import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listCities } from '../../../engine/regions/cities';
import { cityFileFromTemplate } from '../../../engine/regions/city-template';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { RegionFileData, RegionSet } from '../../../engine/regions/types';
import { loadRegionDir } from '../../../server/platform/regions/load-region-dir';
import { REGIONS_DIR } from './region-files';

let temp: string | null = null;

function copyOfRegions(): string {
  temp = mkdtempSync(join(tmpdir(), 'regions-'));
  const dir = join(temp, 'regions');
  cpSync(REGIONS_DIR, dir, { recursive: true });
  return dir;
}

afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = null;
});

describe('adding a city is adding one file', () => {
  it('a new UK-BRISTOL file appears in the city list and resolves with the UK settings', async () => {
    const dir = copyOfRegions();
    const bristol = {
      $schema: '../schemas/region.schema.json',
      scope: { country_id: 'UK', city_id: 'UK-BRISTOL' },
      city: {
        id: 'UK-BRISTOL',
        name: 'Bristol',
        country_id: 'UK',
        heroLanguage_id: 'en_GB',
        timezone: 'Europe/London',
        telephoneHuman: '0117 496 0000',
        telephoneLink: 'tel:+441174960000',
        bankingPayoutType: 'bacs',
        heroReferralKickback: 50,
        heroReferralPayoutNumberOfBookings: 3,
        openForSignup: true,
      },
      keyValues: { cityListPosition: 5, allowedVerticalGroups: ['massage'], voucherMaximum: 800 },
      forms: { signup: { questions: { workdays: 'shown' } } },
      variants: { test: { keyValues: {} }, production: { keyValues: {} } },
    };
    writeFileSync(join(dir, 'UK-BRISTOL.json'), JSON.stringify(bristol, null, 2));

    const { set, problems } = await loadRegionDir(dir);
    expect(problems).toEqual([]);
    const cities = listCities(set as RegionSet);
    expect(cities.map((c) => c.id)).toEqual([
      'UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH', 'UK-BRISTOL', 'FR-PARIS', 'AT-VIENNA',
    ]);
    expect(cities.filter((c) => c.openForSignup).map((c) => c.name)).toContain('Bristol');

    const resolved = resolveRegion(set as RegionSet, { city_id: 'UK-BRISTOL' }, 'production');
    expect(resolved.scope).toEqual({ country_id: 'UK', city_id: 'UK-BRISTOL' });
    expect(resolved.keyValues.voucherMaximum).toBe(800);
    expect(resolved.keyValues.minimumScreeningScore).toBe(14);
    expect(resolved.keyValues.voucherMinimum).toBe(10);
    expect(resolved.forms.signup.questions).toMatchObject({ lastName: 'hidden', workdays: 'shown' });
    expect(resolved.country?.currency.textSymbol).toBe('£');
  });

  it('the new-city template copies a city of the same country, closed for sign-up', async () => {
    const dir = copyOfRegions();
    const template = JSON.parse(readFileSync(join(dir, 'UK-EDINBURGH.json'), 'utf8')) as RegionFileData;
    const others = listCities((await loadRegionDir(dir)).set as RegionSet);
    const details = { timezone: 'Europe/London', heroLanguage_id: 'en_GB', bankingPayoutType: 'bacs', telephoneHuman: '0117 496 0000', telephoneLink: 'tel:+441174960000' } as const;
    const bristol = cityFileFromTemplate(template, { id: 'UK-BRISTOL', name: 'Bristol', ...details }, others);
    writeFileSync(join(dir, 'UK-BRISTOL.json'), JSON.stringify(bristol, null, 2));

    const { set, problems } = await loadRegionDir(dir);
    expect(problems).toEqual([]);
    const listed = listCities(set as RegionSet).find((c) => c.id === 'UK-BRISTOL');
    expect(listed).toMatchObject({ name: 'Bristol', country_id: 'UK', openForSignup: false, bankingPayoutType: 'bacs' });
    // Edinburgh's EH districts stay Edinburgh's.
    expect(template.keyValues.serviceAreas).not.toEqual([]);
    expect(bristol.keyValues.serviceAreas).toEqual([]);
    // Without a list position of its own it comes after the cities that have one.
    expect(listCities(set as RegionSet).map((c) => c.id).indexOf('UK-BRISTOL')).toBe(4);
    expect(() => cityFileFromTemplate(template, { id: 'FR-LYON', name: 'Lyon', ...details }, others)).toThrow(/same country/);
    expect(() => cityFileFromTemplate(template, { id: 'uk-bath', name: 'Bath', ...details }, others)).toThrow(/not a city id/);
    // Another city's phone numbers are refused, however they are written.
    const london = others.find((c) => c.id === 'UK-LONDON')!;
    expect(() => cityFileFromTemplate(template, { id: 'UK-BATH', name: 'Bath', ...details, telephoneHuman: london.telephoneHuman, telephoneLink: london.telephoneLink }, others)).toThrow(
      /is the phone number of London \(UK-LONDON\)/,
    );
    expect(() => cityFileFromTemplate(template, { id: 'UK-BATH', name: 'Bath', ...details, telephoneHuman: '', telephoneLink: '' }, others)).toThrow(/its own phone number/);
  });

  it('a broken new file keeps the whole folder from loading, naming the file', async () => {
    const dir = copyOfRegions();
    writeFileSync(join(dir, 'UK-BRISTOL.json'), '{ "scope": { "country_id": "UK", "city_id": "UK-BRISTOL" }, }');
    const { set, problems } = await loadRegionDir(dir);
    expect(set).toBeNull();
    expect(problems).toEqual([expect.objectContaining({ file: 'regions/UK-BRISTOL.json', pointer: '', message: expect.stringMatching(/^is not valid JSON: .*line 1, column \d+$/) })]);
  });
});
