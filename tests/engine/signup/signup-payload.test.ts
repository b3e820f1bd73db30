import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_EXPERIENCE } from '../../../engine/rules/competency-test';
import {
  failReasonAtSignup,
  signupFormFromPayload,
  signupPayloadFromForm,
} from '../../../engine/signup/signup-payload';
import type { SignupFormData } from '../../../engine/generated/forms/signup';
import { realRegions } from '../forms/region-fixture';
import { resolveRegion } from '../../../engine/regions/resolve';
import { viennaAnswers as vienna } from '../../fixtures/signup-answers';

const now = new Date('2026-11-22T10:00:00.000Z');

async function context(city_id: string) {
  const region = resolveRegion(await realRegions(), { city_id }, 'production');
  return { catalogues: region.catalogues as never, minimumHoursOfExperience: 50, now };
}

// A Vienna practitioner (R§5: no certified question) who also teaches yoga, with under 50 hours.
const viennaAnswers: SignupFormData = {
  ...vienna,
  selfEmployed: 'no',
  serviceAreas: ['massage', 'fitness'],
  massageTreatments: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_SPORTS_MASSAGE'],
  fitnessTreatments: ['SPECIALITY_YOGA'],
  hoursOfExperience: 'under-50',
};

describe('signupPayloadFromForm (W§3 payload)', () => {
  it('joins treatments with commas, writes work flags as strings, derives verticals and the fail reason', async () => {
    const payload = signupPayloadFromForm({ ...viennaAnswers, workPeriods: ['weekdays', 'evenings'] }, await context('AT-VIENNA'));
    expect(payload.application.treatments).toBe('SPECIALITY_SWEDISH_MASSAGE,SPECIALITY_SPORTS_MASSAGE,SPECIALITY_YOGA');
    expect(payload.application.workWeekdays).toBe('true');
    expect(payload.application.workWeekends).toBe('false');
    expect(payload.application.workEvenings).toBe('true');
    expect(payload.application.status).toBe('submitted');
    expect(payload.application.selfEmployed).toBe(false);
    expect(payload.application.lastScreeningQuestionnaireFailReason).toBe(NOT_ENOUGH_EXPERIENCE);
    expect(payload.name).toBe('Lena Huber');
    expect(payload.male).toBe(false);
    expect(payload.residentialAddress).toEqual({ postcode: '1010' });
    expect(payload.vertical_ids).toEqual(expect.arrayContaining(['VERTICAL_MASSAGE', 'VERTICAL_YOGA']));
    expect(payload.lastAcceptedMarketingCommunicationsAt).toBeNull();
    expect(payload.lastAcceptedTermsAndConditionsAt).toBeNull();
  });

  it('stamps terms and marketing acceptance with the time only when agreed', async () => {
    const payload = signupPayloadFromForm({ ...viennaAnswers, acceptTerms: true, acceptMarketing: true }, await context('AT-VIENNA'));
    expect(payload.lastAcceptedTermsAndConditionsAt).toBe(now.toISOString());
    expect(payload.lastAcceptedMarketingCommunicationsAt).toBe(now.toISOString());
  });

  it('records not enough experience under 50 hours only', () => {
    expect(failReasonAtSignup('under-50', 50)).toBe(NOT_ENOUGH_EXPERIENCE);
    expect(failReasonAtSignup('50-100', 50)).toBeNull();
    expect(failReasonAtSignup(undefined, 50)).toBeNull();
  });
});

describe('signupFormFromPayload is the inverse the server validates with', () => {
  it('gives back the answers of the form', async () => {
    const ctx = await context('AT-VIENNA');
    const answers = { ...viennaAnswers, workPeriods: ['weekdays' as const] };
    const { data, unknownTreatments } = signupFormFromPayload(signupPayloadFromForm(answers, ctx), { ...ctx, asksLastName: true });
    expect(unknownTreatments).toEqual([]);
    expect(data).toEqual(answers);
  });

  it('keeps the full name whole where the last name is not asked (UK)', async () => {
    const ctx = await context('UK-LONDON');
    const payload = signupPayloadFromForm({ ...viennaAnswers, city_id: 'UK-LONDON', firstName: 'Ada King Lovelace', lastName: undefined }, ctx);
    const { data } = signupFormFromPayload(payload, { ...ctx, asksLastName: false });
    expect(data.firstName).toBe('Ada King Lovelace');
    expect(data).not.toHaveProperty('lastName');
  });

  it('gives the server the mobile number and e-mail address trimmed, as the browser validates them', async () => {
    const ctx = await context('AT-VIENNA');
    const payload = { ...signupPayloadFromForm(viennaAnswers, ctx), mobile: `${viennaAnswers.mobile} `, email: ` ${viennaAnswers.email}` };
    const { data } = signupFormFromPayload(payload, { ...ctx, asksLastName: true });
    expect(data.mobile).toBe(viennaAnswers.mobile);
    expect(data.email).toBe(viennaAnswers.email);
  });

  it('reports treatments no service area offers', async () => {
    const ctx = await context('UK-LONDON');
    const payload = signupPayloadFromForm(viennaAnswers, ctx);
    payload.application.treatments += ',SPECIALITY_UNICORN_RIDING';
    expect(signupFormFromPayload(payload, { ...ctx, asksLastName: true }).unknownTreatments).toEqual(['SPECIALITY_UNICORN_RIDING']);
  });
});
