/*
 * Texts of a composed form that take values from the region (`ui:textSettings`,
 * engine/forms/text-settings.ts): the sign-up's not-certified warning and minimum-level checkbox
 * list the scope's `qualificationTexts` (R§9), in every language, for the verticals a city offers.
 */
import { describe, expect, it } from 'vitest';
import { composeForm, FormCompositionError } from '../../../engine/forms/compose';
import { localizeTextValues, TEXT_SETTINGS, TEXT_VALUES, TEXT_VALUES_BY_LANGUAGE } from '../../../engine/forms/text-values';
import { listCities } from '../../../engine/regions/cities';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { RegionSet, ResolvedRegion } from '../../../engine/regions/types';
import { withEdit } from '../regions/region-files';
import { composeFor } from './region-fixture';

type Field = Record<string, unknown>;
const fieldOf = (uiSchema: Record<string, unknown>, name: string) => uiSchema[name] as Field;

const ALL = {
  en_GB: 'level 3 in massage, level 2 in beauty for facials and a bachelor’s degree in osteopathy',
  fr_FR: 'niveau 3 en massage, niveau 2 en esthétique pour les soins du visage et une licence en ostéopathie',
  de_AT: 'Stufe 3 in Massage, Stufe 2 in Kosmetik für Gesichtsbehandlungen und ein Bachelorabschluss in Osteopathie',
};

describe('the sign-up names the qualifications of the scope (qualificationTexts)', () => {
  it('London, which offers every group: all three, joined as a list in each language', async () => {
    const { uiSchema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    for (const name of ['notCertifiedWarning', 'understandMinimumLevelRequired']) {
      const field = fieldOf(uiSchema, name);
      expect(field[TEXT_VALUES_BY_LANGUAGE], name).toEqual({ en_GB: { qualifications: ALL.en_GB }, fr_FR: { qualifications: ALL.fr_FR }, de_AT: { qualifications: ALL.de_AT } });
      // A page that does not localize (the ops preview) reads English.
      expect(field[TEXT_VALUES], name).toEqual({ qualifications: ALL.en_GB });
      // The annotation is the form file's, not the composed form's.
      expect(field[TEXT_SETTINGS], name).toBeUndefined();
    }
  });

  it('Birmingham, massage only: the massage qualification alone', async () => {
    const { uiSchema } = await composeFor('signup', { city_id: 'UK-BIRMINGHAM' });
    expect(fieldOf(uiSchema, 'notCertifiedWarning')[TEXT_VALUES_BY_LANGUAGE]).toEqual({
      en_GB: { qualifications: 'level 3 in massage' },
      fr_FR: { qualifications: 'niveau 3 en massage' },
      de_AT: { qualifications: 'Stufe 3 in Massage' },
    });
  });

  it('a country scope (before a city is chosen) limits nothing', async () => {
    const { uiSchema } = await composeFor('signup', { country_id: 'UK' });
    expect(fieldOf(uiSchema, 'notCertifiedWarning')[TEXT_VALUES]).toEqual({ qualifications: ALL.en_GB });
  });

  it('follows an edit of the setting; a language not given shows the English text', () => {
    const { set } = buildRegionSet(
      withEdit('UK.json', (data) => {
        data.keyValues.qualificationTexts = { massage: { en_GB: 'an ITEC diploma in massage', fr_FR: 'un diplôme ITEC en massage' } };
      }),
    );
    const composed = composeForm('signup', resolveRegion(set as RegionSet, { city_id: 'UK-LONDON' }, 'production'), { cities: listCities(set as RegionSet) });
    expect(fieldOf(composed.uiSchema, 'notCertifiedWarning')[TEXT_VALUES_BY_LANGUAGE]).toEqual({
      en_GB: { qualifications: 'an ITEC diploma in massage' },
      fr_FR: { qualifications: 'un diplôme ITEC en massage' },
      de_AT: { qualifications: 'an ITEC diploma in massage' },
    });
  });

  it('the page takes the values of its language', async () => {
    const { uiSchema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    expect(fieldOf(localizeTextValues(uiSchema, 'de_AT'), 'notCertifiedWarning')[TEXT_VALUES]).toEqual({ qualifications: ALL.de_AT });
    expect(fieldOf(localizeTextValues(uiSchema, 'fr_FR'), 'understandMinimumLevelRequired')[TEXT_VALUES]).toEqual({ qualifications: ALL.fr_FR });
    expect(localizeTextValues(uiSchema, 'en_GB')).toBe(uiSchema);
  });

  it('a UI file naming a setting that gives no text is a composition error, not a wrong page', async () => {
    const { set } = buildRegionSet(withEdit('UK.json', () => undefined));
    const region = resolveRegion(set as RegionSet, { city_id: 'UK-LONDON' }, 'production');
    const broken: ResolvedRegion = { ...region, keyValues: { ...region.keyValues, qualificationTexts: { massage: 'not per language' } as never } };
    expect(() => composeForm('signup', broken, { cities: listCities(set as RegionSet) })).toThrow(FormCompositionError);
    expect(() => composeForm('signup', broken, { cities: listCities(set as RegionSet) })).toThrow(/qualificationTexts" gives no text/);
  });
});

describe('the region loader on qualificationTexts', () => {
  it('refuses a text without English, one not given per language, an unknown vertical and an empty list', () => {
    const problems = (value: unknown) =>
      buildRegionSet(
        withEdit('UK.json', (data) => {
          data.keyValues.qualificationTexts = value;
        }),
      ).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(problems({ massage: { fr_FR: 'niveau 3' }, osteo: 'bachelor', facial: { en_GB: 'level 2' } })).toEqual([
      '/keyValues/qualificationTexts/massage: missing required "en_GB"',
      '/keyValues/qualificationTexts/osteo: must be an object, not "bachelor"',
      '/keyValues/qualificationTexts/facial: "facial" is not a vertical slug declared in catalogues.verticals of regions/defaults.json; did you mean "facials"?',
    ]);
    // An empty list would leave the warning saying "...: ." (and give composition no text).
    expect(problems({})).toEqual([expect.stringMatching(/^\/keyValues\/qualificationTexts: /)]);
  });
});
