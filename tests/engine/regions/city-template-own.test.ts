/**
 * new-city copies nothing that is the template city's own (issue 24): copied from London, Bristol
 * gets London's policy (voucher maximum, booking buttons, sign-up questions) but not its districts,
 * list position, demand, limited-demand popup and calendar, names or retirement; a setting that
 * names the template city is left out too. Whatever is left out, the country's value applies.
 */
import { describe, expect, it } from 'vitest';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { allCities } from '../../../engine/regions/cities';
import { cityFileFromTemplate, templateOwnParts } from '../../../engine/regions/city-template';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { RegionFileData, RegionSet } from '../../../engine/regions/types';
import { readRegionFiles } from './region-files';

const BRISTOL = {
  id: 'UK-BRISTOL',
  name: 'Bristol',
  timezone: 'Europe/London',
  heroLanguage_id: 'en_GB',
  bankingPayoutType: 'bacs',
  telephoneHuman: '0117 496 0000',
  telephoneLink: 'tel:+441174960000',
} as const;

function realFiles() {
  const files = readRegionFiles();
  const set = buildRegionSet(files).set as RegionSet;
  const london = files.find((f) => f.file === 'regions/UK-LONDON.json')!.data as RegionFileData;
  return { files, set, london };
}

describe('a city copied from London', () => {
  it('leaves out what is London’s own and keeps what is policy', () => {
    const { files, set, london } = realFiles();
    const bristol = cityFileFromTemplate(london, BRISTOL, allCities(set));

    for (const own of ['cityListPosition', 'targetVerticals', 'limitedDemandPopupEnabled', 'limitedOnboarding']) {
      expect(london.keyValues, own).toHaveProperty(own);
      expect(bristol.keyValues, own).not.toHaveProperty(own);
    }
    expect(bristol.keyValues.serviceAreas).toEqual([]);
    expect(bristol.city).not.toHaveProperty('names');
    expect(bristol.keyValues).toMatchObject({ voucherMaximum: 948, extraBookingButtons: london.keyValues.extraBookingButtons, allowedVerticalGroups: london.keyValues.allowedVerticalGroups });
    expect(bristol.forms).toEqual(london.forms);

    // The set with Bristol loads, and Bristol gets the UK's values where London's own were left out.
    const withBristol = buildRegionSet([...files, { file: 'regions/UK-BRISTOL.json', data: bristol }]);
    expect(withBristol.problems).toEqual([]);
    const resolved = resolveRegion(withBristol.set as RegionSet, { city_id: 'UK-BRISTOL' }, 'production');
    const uk = resolveRegion(set, { country_id: 'UK' }, 'production');
    expect(resolved.keyValues.limitedOnboarding).toEqual(uk.keyValues.limitedOnboarding);
    expect(resolved.keyValues.targetVerticals).toEqual(uk.keyValues.targetVerticals);
    expect(resolved.keyValues.limitedDemandPopupEnabled).toBe(uk.keyValues.limitedDemandPopupEnabled);
  });

  it('names what it left out and why, for new-city to print', () => {
    const { london } = realFiles();
    expect(templateOwnParts(london)).toEqual([
      { name: 'serviceAreas', reason: "London's own" },
      { name: 'cityListPosition', reason: "London's own" },
      { name: 'targetVerticals', reason: "London's own" },
      { name: 'limitedDemandPopupEnabled', reason: "London's own" },
      { name: 'limitedOnboarding', reason: "London's own" },
    ]);
  });

  it('leaves out any other setting or catalogue that names the template city, and never copies a retirement', () => {
    const { set, london } = realFiles();
    const template = structuredClone(london);
    template.city = { ...template.city!, retired: true, openForSignup: false };
    template.variants.test.keyValues.newServicesPopupFaqArticleSlug = 'new-in-london';
    template.keyValues.schedulingCalendarFlowEnabled = true;
    template.catalogues = { productTitles: { mixed: 'Mixed treatments in Londres' } };
    const parts = templateOwnParts(template).map((part) => part.name);
    expect(parts).toEqual(expect.arrayContaining(['newServicesPopupFaqArticleSlug', 'catalogues.productTitles']));
    expect(parts).not.toContain('schedulingCalendarFlowEnabled');

    const bristol = cityFileFromTemplate(template, BRISTOL, allCities(set));
    expect(bristol.variants.test.keyValues).not.toHaveProperty('newServicesPopupFaqArticleSlug');
    expect(bristol).not.toHaveProperty('catalogues');
    expect(bristol.keyValues.schedulingCalendarFlowEnabled).toBe(true);
    expect(bristol.city).not.toHaveProperty('retired');
    expect(bristol.city?.openForSignup).toBe(false);
  });
});
