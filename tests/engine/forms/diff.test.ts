import { describe, expect, it } from 'vitest';
import { diffForms } from '../../../engine/forms/diff';
import { composeFor } from './region-fixture';

describe('diffForms', () => {
  it('shows what London asks that Vienna does not, and the other way round', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const vienna = await composeFor('signup', { city_id: 'AT-VIENNA' });
    const diff = diffForms(london, vienna);
    const kinds = Object.fromEntries(diff.map((d) => [`${d.field}:${d.kind}`, d]));
    expect(kinds['certified:only-left']).toBeDefined();
    expect(kinds['workPeriods:only-left']).toBeDefined();
    expect(kinds['acceptTerms:only-left']).toBeDefined();
    expect(kinds['postcode:only-right']).toBeDefined();
    expect(kinds['lastName:only-right']).toBeDefined();
    expect(kinds['language:only-right']).toBeDefined();
    // Vienna allows no treatment group yet (R§9 "AT: none"): no service area, no treatments.
    expect(kinds['serviceAreas:only-left']).toBeDefined();
    expect(kinds['massageTreatments:only-left']).toBeDefined();
    // In Vienna everybody answers the rest (no certified gate): firstName is plainly required there.
    expect(kinds['firstName:required']).toBeDefined();
  });

  it('lists the options one side offers alone (the UK and French massage catalogues, the service areas Birmingham allows)', async () => {
    const london = await composeFor('signup', { city_id: 'UK-LONDON' });
    const massage = diffForms(london, await composeFor('signup', { city_id: 'FR-PARIS' })).find((d) => d.field === 'massageTreatments' && d.kind === 'options');
    expect(massage && 'onlyLeft' in massage ? massage.onlyLeft : []).toContain('SPECIALITY_PREGNANCY_MASSAGE');
    const areas = diffForms(london, await composeFor('signup', { city_id: 'UK-BIRMINGHAM' })).find((d) => d.field === 'serviceAreas' && d.kind === 'options');
    expect(areas && 'onlyLeft' in areas ? areas.onlyLeft : []).toEqual(['beauty', 'osteo', 'fitness']);
  });

  it('finds nothing between a scope and itself', async () => {
    const a = await composeFor('signup', { city_id: 'UK-LONDON' });
    expect(diffForms(a, a)).toEqual([]);
  });
});
