/**
 * regions/README.md: "a city open for sign-up allows at least one treatment group" (the sign-up
 * offers only the service areas of allowedVerticalGroups, so an open city allowing none would
 * show a form nobody can complete).
 */
import { describe, expect, it } from 'vitest';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { SIGNUP_OFFERED_GROUPS } from '../../../engine/regions/signup-groups-check';
import { SERVICE_AREA_GROUPS } from '../../../engine/signup/signup-payload';
import { readRegionFiles, withEdit } from './region-files';

const problemsOf = (files: { file: string; data: unknown }[]) => {
  const { set, problems } = buildRegionSet(files);
  if (problems.length > 0) expect(set).toBeNull();
  return problems;
};

describe('a city open for sign-up allows at least one treatment group', () => {
  it('the real files pass: every open city allows one (Vienna, allowing none, is closed)', () => {
    expect(problemsOf(readRegionFiles())).toEqual([]);
    const vienna = readRegionFiles().find((f) => f.file === 'regions/AT-VIENNA.json')?.data as { city: { openForSignup: boolean } };
    expect(vienna.city.openForSignup).toBe(false);
  });

  it('refuses Vienna opened with no groups, at the city flag, saying where the empty list comes from', () => {
    const problems = problemsOf(
      withEdit('AT-VIENNA.json', (d) => {
        d.city.openForSignup = true;
        delete d.keyValues.allowedVerticalGroups;
      }),
    );
    expect(problems).toEqual([
      {
        file: 'regions/AT-VIENNA.json',
        pointer: '/city/openForSignup',
        message:
          'is true but the city allows no treatment group the sign-up offers (massage, beauty, medical, fitness; allowedVerticalGroups comes from regions/defaults.json): ' +
          'give the city its "allowedVerticalGroups", or set "openForSignup": false',
      },
    ]);
  });

  it('refuses an open city whose own list is empty or names only groups the sign-up does not offer', () => {
    const message =
      'the city is open for sign-up ("openForSignup": true) but allows no treatment group the sign-up offers (massage, beauty, medical, fitness): ' +
      'list at least one, or close the city for sign-up ("openForSignup": false)';
    expect(problemsOf(withEdit('UK-BIRMINGHAM.json', (d) => (d.keyValues.allowedVerticalGroups = [])))).toEqual([
      { file: 'regions/UK-BIRMINGHAM.json', pointer: '/keyValues/allowedVerticalGroups', message },
    ]);
    expect(problemsOf(withEdit('UK-BIRMINGHAM.json', (d) => (d.keyValues.allowedVerticalGroups = ['lifestyle'])))).toEqual([
      { file: 'regions/UK-BIRMINGHAM.json', pointer: '/keyValues/allowedVerticalGroups', message },
    ]);
  });

  it('names the variant that empties the list', () => {
    const problems = problemsOf(withEdit('UK-MANCHESTER.json', (d) => (d.variants.test.keyValues.allowedVerticalGroups = [])));
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(['regions/UK-MANCHESTER.json /variants/test/keyValues/allowedVerticalGroups']);
  });

  it('a closed city may allow none (Edinburgh & Glasgow)', () => {
    expect(problemsOf(withEdit('UK-EDINBURGH.json', (d) => (d.keyValues.allowedVerticalGroups = [])))).toEqual([]);
  });

  it('the groups the sign-up offers are those its answers map to treatments with', () => {
    expect([...SIGNUP_OFFERED_GROUPS].sort()).toEqual([...new Set(Object.values(SERVICE_AREA_GROUPS))].sort());
  });
});
