/**
 * R§9 "cities allowed per vertical" ("medical, beauty and fitness are only in London") in the
 * composed sign-up: the browser offers, and the server's validator accepts, only the service
 * areas of the city's allowedVerticalGroups.
 */
import { describe, expect, it } from 'vitest';
import { composeForm } from '../../../engine/forms/compose';
import type { FormSchema } from '../../../engine/forms/json-schema';
import { validateFormData } from '../../../engine/forms/validate';
import { listCities } from '../../../engine/regions/cities';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { RegionSet } from '../../../engine/regions/types';
import { createAjv } from '../../../engine/validation/create-ajv';
import { londonAnswers } from '../../fixtures/signup-answers';
import { withEdit } from '../regions/region-files';
import { composeFor } from './region-fixture';

const areasOf = (schema: FormSchema) => schema.properties?.serviceAreas?.items?.enum;
const props = (schema: FormSchema) => Object.keys(schema.properties ?? {});
const TREATMENT_QUESTIONS = ['massageTreatments', 'beautyTreatments', 'osteoTreatments', 'fitnessTreatments'];

function composeIn(set: RegionSet, city_id: string) {
  return composeForm('signup', resolveRegion(set, { city_id }, 'production'), { cities: listCities(set) });
}

describe('the sign-up offers the treatment groups the city allows', () => {
  it('London: massage, beauty, osteopathy and fitness, each with its treatments', async () => {
    const { schema, uiSchema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    expect(areasOf(schema)).toEqual(['massage', 'beauty', 'osteo', 'fitness']);
    expect(props(schema)).toEqual(expect.arrayContaining(TREATMENT_QUESTIONS));
    expect((uiSchema.serviceAreas as Record<string, unknown>)['ui:enumNames']).toHaveLength(4);
  });

  it.each(['UK-BIRMINGHAM', 'UK-MANCHESTER'])('%s: massage only, no other treatment question, the labels in step', async (city) => {
    const { schema, uiSchema } = await composeFor('signup', { city_id: city });
    expect(areasOf(schema)).toEqual(['massage']);
    expect((uiSchema.serviceAreas as Record<string, unknown>)['ui:enumNames']).toEqual(['SIGNUP_SERVICE_AREA_MASSAGE']);
    expect(props(schema)).toContain('massageTreatments');
    for (const gone of ['beautyTreatments', 'osteoTreatments', 'fitnessTreatments']) {
      expect(props(schema), gone).not.toContain(gone);
      expect(uiSchema['ui:order'], gone).not.toContain(gone);
    }
    // No rule is left that reveals a question the form no longer has.
    const revealed = (schema.allOf ?? []).flatMap((entry) => entry.then?.['x-reveals'] ?? []);
    expect(revealed.filter((name) => !props(schema).includes(name))).toEqual([]);
  });

  it('a country scope (no city chosen yet) offers every group: choosing the city recomposes', async () => {
    expect(areasOf((await composeFor('signup', { country_id: 'UK' })).schema)).toEqual(['massage', 'beauty', 'osteo', 'fitness']);
  });

  it('Birmingham validates massage answers and refuses beauty ones on the service areas', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-BIRMINGHAM' });
    const validate = createAjv().compile(schema);
    const birmingham = { ...londonAnswers, city_id: 'UK-BIRMINGHAM' };
    expect(validateFormData(validate, birmingham)).toMatchObject({ valid: true });
    const beauty = { ...birmingham, serviceAreas: ['beauty'], massageTreatments: undefined, massageMenAndWomen: undefined, beautyTreatments: ['SPECIALITY_CLASSIC_FACIAL'] };
    const result = validateFormData(validate, JSON.parse(JSON.stringify(beauty)));
    expect(result.valid).toBe(false);
    expect(!result.valid && result.details).toEqual(expect.arrayContaining([{ path: '/serviceAreas/0', code: 'FORM_ERROR_INVALID_OPTION' }]));
  });

  it('switching the setting changes the form: Birmingham allowing beauty offers it with its treatments', () => {
    const { set } = buildRegionSet(withEdit('UK-BIRMINGHAM.json', (d) => (d.keyValues.allowedVerticalGroups = ['massage', 'beauty'])));
    const { schema } = composeIn(set!, 'UK-BIRMINGHAM');
    expect(areasOf(schema)).toEqual(['massage', 'beauty']);
    expect(props(schema)).toContain('beautyTreatments');
    expect(props(schema)).not.toContain('fitnessTreatments');
  });

  it('a closed city allowing none asks no service area at all (Edinburgh & Glasgow)', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-EDINBURGH' });
    expect(props(schema)).not.toContain('serviceAreas');
    for (const gone of [...TREATMENT_QUESTIONS, 'massageMenAndWomen']) expect(props(schema), gone).not.toContain(gone);
    // It is not among the cities one can sign up for.
    expect(schema.properties?.city_id.enum).not.toContain('UK-EDINBURGH');
  });
});
