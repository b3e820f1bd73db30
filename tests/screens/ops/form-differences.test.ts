import { describe, expect, it } from 'vitest';
import { formDifferences } from '../../../screens/ops/form-differences';
import { composeFor } from '../../engine/forms/region-fixture';

const NAMES = { left: 'London', right: 'Vienna' };

describe('formDifferences (ops preview marks)', () => {
  it('marks what only London or only Vienna asks, on the side that asks it', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const vienna = await composeFor('signup', { city_id: 'AT-VIENNA' });
    const { left, right } = formDifferences(london, vienna, NAMES);
    expect(left.certified).toEqual([{ kind: 'only-here', scope: 'London' }]);
    expect(right.postcode).toEqual([{ kind: 'only-here', scope: 'Vienna' }]);
    expect(right.lastName).toEqual([{ kind: 'only-here', scope: 'Vienna' }]);
    expect(left.postcode).toBeUndefined();
    expect(right.certified).toBeUndefined();
    // Vienna allows no treatment group yet (R§9 "AT: none"): its form asks no service area.
    expect(left.serviceAreas).toEqual([{ kind: 'only-here', scope: 'London' }]);
  });

  it('lists the options each side offers alone, by their labels (London and Paris: the UK and French catalogues)', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const paris = await composeFor('signup', { city_id: 'FR-PARIS' });
    const { left, right, items } = formDifferences(london, paris, { left: 'London', right: 'Paris' });
    const londonMark = left.massageTreatments.find((mark) => mark.kind === 'options');
    expect(londonMark).toMatchObject({ kind: 'options', missingHere: [] });
    expect(londonMark && 'onlyHere' in londonMark ? londonMark.onlyHere : []).toContain('SPECIALITY_PREGNANCY_MASSAGE');
    expect(right.massageTreatments).toContainEqual(expect.objectContaining({ kind: 'options', onlyHere: [] }));
    expect(items.find((item) => item.field === 'osteoTreatments')).toMatchObject({ kind: 'options', onlyLeft: [], onlyRight: ['SPECIALITY_SOPHROLOGY'] });
  });

  it('lists a service area one city allows and the other does not (Birmingham: massage only)', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const birmingham = await composeFor('signup', { city_id: 'UK-BIRMINGHAM' });
    const { items } = formDifferences(london, birmingham, { left: 'London', right: 'Birmingham' });
    expect(items.find((item) => item.field === 'serviceAreas')).toMatchObject({
      kind: 'options',
      onlyLeft: ['SIGNUP_SERVICE_AREA_BEAUTY', 'SIGNUP_SERVICE_AREA_OSTEO', 'SIGNUP_SERVICE_AREA_FITNESS'],
      onlyRight: [],
    });
    expect(items.find((item) => item.field === 'beautyTreatments')).toMatchObject({ kind: 'only-left' });
  });

  it('tells "required whatever the answers" from "required only here"', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const vienna = await composeFor('signup', { city_id: 'AT-VIENNA' });
    // Vienna settles the certified gate, so it always asks the first name; London asks it once answered.
    const { right, left, items } = formDifferences(london, vienna, NAMES);
    expect(right.firstName).toEqual([{ kind: 'always-required-here' }]);
    expect(left.firstName).toBeUndefined();
    expect(items.find((item) => item.field === 'firstName')).toMatchObject({ kind: 'required', side: 'right', otherConditional: true });
  });

  it('keeps the order the questions are asked in, and labels them as the form does', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const vienna = await composeFor('signup', { city_id: 'AT-VIENNA' });
    const { items } = formDifferences(london, vienna, NAMES);
    const fields = items.map((item) => item.field);
    expect(fields.indexOf('certified')).toBeLessThan(fields.indexOf('lastName'));
    expect(fields.indexOf('lastName')).toBeLessThan(fields.indexOf('postcode'));
    expect(fields.indexOf('postcode')).toBeLessThan(fields.indexOf('workPeriods'));
    expect(items.find((item) => item.field === 'postcode')?.label).toBe('SIGNUP_POSTCODE');
  });

  it('uses the UI title when the schema has none (bank details)', async () => {
    const london = await composeFor('bank-details', { city_id: 'UK-LONDON' });
    const vienna = await composeFor('bank-details', { city_id: 'AT-VIENNA' });
    const { items } = formDifferences(london, vienna, NAMES);
    expect(items).toContainEqual({ field: 'sortCode', label: 'BANK_DETAILS_SORT_CODE_LABEL', kind: 'only-left' });
    expect(items).toContainEqual({ field: 'iban', label: 'BANK_DETAILS_IBAN_LABEL', kind: 'only-right' });
  });

  it('finds nothing between a scope and itself', async () => {
    const paris = await composeFor('signup', { city_id: 'FR-PARIS' });
    expect(formDifferences(paris, paris, { left: 'Paris', right: 'Paris' })).toEqual({ items: [], left: {}, right: {} });
  });
});
