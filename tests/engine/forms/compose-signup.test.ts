import { describe, expect, it } from 'vitest';
import { composeFor, realRegions } from './region-fixture';
import { resolveRegion } from '../../../engine/regions/resolve';
import { listCities } from '../../../engine/regions/cities';
import { composeForm } from '../../../engine/forms/compose';
import { createAjv } from '../../../engine/validation/create-ajv';
import { validateFormData } from '../../../engine/forms/validate';
import { clearedWhenHidden, hiddenFields, withoutHiddenFields } from '../../../engine/forms/visibility';
import { trimmedAnswers } from '../../../engine/forms/trim';
import { londonAnswers } from '../../fixtures/signup-answers';

const props = (schema: { properties?: Record<string, unknown> }) => Object.keys(schema.properties ?? {});

function validatorFor(schema: object) {
  return createAjv().compile(schema);
}

const londonApplicant = londonAnswers;

describe('composeForm(signup) follows the hidden-question table of R§5', () => {
  it('AT asks no certified question and no experience, shows no self-employed warning', async () => {
    const { schema } = await composeFor('signup', { city_id: 'AT-VIENNA' });
    expect(props(schema)).not.toContain('certified');
    expect(props(schema)).not.toContain('experience');
    expect(props(schema)).not.toContain('selfEmployedWarning');
    expect(props(schema)).toContain('lastName');
    expect(props(schema)).toContain('postcode');
    expect(props(schema)).toContain('language');
    // Nobody is gated when the question is not asked: the rest is plainly required.
    expect(schema.allOf?.some((e) => e.required?.includes('firstName'))).toBe(true);
  });

  it('UK asks no postcode and no last name (full name instead), nor language, insurance or self-employed', async () => {
    const { schema, uiSchema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    for (const hidden of ['postcode', 'lastName', 'language', 'hoursOfExperience', 'insurance', 'selfEmployed', 'selfEmployedWarning']) {
      expect(props(schema), hidden).not.toContain(hidden);
    }
    expect((uiSchema.firstName as Record<string, unknown>)['ui:title']).toBe('SIGNUP_FULL_NAME');
    expect(uiSchema['ui:order']).not.toContain('postcode');
    expect(props(schema)).toContain('workPeriods');
  });

  it('FR hides language, hours of practice, insurance, self-employed and postcode, keeps last name', async () => {
    const { schema } = await composeFor('signup', { city_id: 'FR-PARIS' });
    for (const hidden of ['language', 'hoursOfExperience', 'insurance', 'selfEmployed', 'postcode']) {
      expect(props(schema), hidden).not.toContain(hidden);
    }
    expect(props(schema)).toContain('lastName');
    expect(props(schema)).toContain('certified');
  });

  it('shows work days only in the workdays cities', async () => {
    expect(props((await composeFor('signup', { city_id: 'UK-BIRMINGHAM' })).schema)).toContain('workPeriods');
    expect(props((await composeFor('signup', { city_id: 'UK-EDINBURGH' })).schema)).not.toContain('workPeriods');
    expect(props((await composeFor('signup', { city_id: 'AT-VIENNA' })).schema)).not.toContain('workPeriods');
  });

  it('asks terms and marketing only where the compliance switches are on (FR, UK; not AT)', async () => {
    expect(props((await composeFor('signup', { city_id: 'UK-LONDON' })).schema)).toEqual(expect.arrayContaining(['acceptTerms', 'acceptMarketing']));
    expect(props((await composeFor('signup', { city_id: 'AT-VIENNA' })).schema)).not.toContain('acceptTerms');
  });

  it('fills treatments from the country catalogue and cities from the cities open for sign-up', async () => {
    const uk = await composeFor('signup', { city_id: 'UK-LONDON' });
    const fr = await composeFor('signup', { city_id: 'FR-PARIS' });
    const ukMassage = uk.schema.properties!.massageTreatments.items!.enum;
    expect(ukMassage).toContain('SPECIALITY_PREGNANCY_MASSAGE');
    expect(fr.schema.properties!.massageTreatments.items!.enum).not.toContain('SPECIALITY_PREGNANCY_MASSAGE');
    expect(uk.schema.properties!.osteoTreatments.items!.enum).toEqual(['SPECIALITY_OSTEOPATHY', 'SPECIALITY_PHYSIOTHERAPY']);
    expect(uk.schema.properties!.city_id.enum).toEqual(expect.arrayContaining(['UK-LONDON', 'UK-MANCHESTER', 'UK-BIRMINGHAM', 'FR-PARIS']));
    // Closed for sign-up: Edinburgh & Glasgow, and Vienna (Austria allows no treatment group yet, R§9).
    expect(uk.schema.properties!.city_id.enum).not.toContain('UK-EDINBURGH');
    expect(uk.schema.properties!.city_id.enum).not.toContain('AT-VIENNA');
    expect((uk.uiSchema.city_id as Record<string, unknown>)['ui:enumNames']).toContain('Manchester & Liverpool');
  });

  it('offers the student answer in every city that asks the question (R§5 hides "students accepted" in no scope)', async () => {
    for (const city_id of ['UK-LONDON', 'UK-MANCHESTER', 'UK-BIRMINGHAM', 'UK-EDINBURGH', 'FR-PARIS']) {
      const { schema, uiSchema } = await composeFor('signup', { city_id });
      expect(schema.properties!.certified.enum, city_id).toEqual(['certified', 'student', 'not-certified']);
      expect((uiSchema.certified as Record<string, unknown>)['ui:enumNames'], city_id).toHaveLength(3);
    }
  });

  it('still drops the student answer where a scope sets students accepted to hidden', async () => {
    const set = await realRegions();
    const region = resolveRegion(set, { city_id: 'UK-LONDON' }, 'production');
    region.forms.signup.questions.studentsAccepted = 'hidden';
    const { schema } = composeForm('signup', region, { cities: listCities(set), schools: [] });
    expect(schema.properties!.certified.enum).toEqual(['certified', 'not-certified']);
  });

  it('copies the minimum password length from the region', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    expect(schema.properties!.password.minLength).toBe(6);
  });

  it('is deterministic', async () => {
    const a = await composeFor('signup', { city_id: 'UK-LONDON' });
    const b = await composeFor('signup', { city_id: 'UK-LONDON' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('the composed sign-up form validates each rule of W§5', () => {
  it('accepts a complete London applicant without postcode', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    expect(validateFormData(validatorFor(schema), londonApplicant)).toEqual({ valid: true });
  });

  it('refuses the same applicant in Vienna: postcode, last name, language... are asked there', async () => {
    const { schema } = await composeFor('signup', { city_id: 'AT-VIENNA' });
    const { acceptTerms: _t, workPeriods: _w, certified: _c, ...rest } = londonApplicant;
    const result = validateFormData(validatorFor(schema), { ...rest, city_id: 'UK-LONDON' });
    expect(result.valid).toBe(false);
    const paths = result.valid ? [] : result.details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['/postcode', '/lastName', '/language', '/selfEmployed', '/insurance']));
  });

  it('maps each bad answer to its code on its field', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    const validate = validatorFor(schema);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, '/email', 'FORM_ERROR_EMAIL_INVALID'],
      [{ mobile: '0770 abc' }, '/mobile', 'FORM_ERROR_PHONE_INVALID'],
      [{ password: 'abc' }, '/password', 'FORM_ERROR_PASSWORD_LENGTH'],
      [{ referralCode: 'abc' }, '/referralCode', 'FORM_ERROR_REFERRAL_CODE_INVALID'],
      [{ massageMenAndWomen: 'no' }, '/massageMenAndWomen', 'CREATE_ACCOUNT_MASSAGE_MEN_AND_WOMEN_REQUIRED'],
      [{ certified: 'not-certified' }, '/certified', 'CREATE_ACCOUNT_NOT_CERTIFIED'],
      [{ workPeriods: [] }, '/workPeriods', 'FORM_ERROR_AT_LEAST_ONE'],
      [{ massageTreatments: [] }, '/massageTreatments', 'FORM_ERROR_AT_LEAST_ONE'],
      [{ acceptTerms: false }, '/acceptTerms', 'FORM_ERROR_MUST_ACCEPT'],
      [{ acceptTerms: undefined }, '/acceptTerms', 'FORM_ERROR_MUST_ACCEPT'],
      [{ understandMinimumLevelRequired: undefined }, '/understandMinimumLevelRequired', 'FORM_ERROR_MUST_ACCEPT'],
      [{ licenceNumber: undefined }, '/licenceNumber', 'FORM_ERROR_REQUIRED'],
      [{ email: undefined }, '/email', 'FORM_ERROR_EMAIL_REQUIRED'],
    ];
    for (const [change, path, code] of cases) {
      const result = validateFormData(validate, { ...londonApplicant, ...change });
      expect(result.valid, path).toBe(false);
      if (!result.valid) expect(result.details.find((d) => d.path === path)?.code, path).toBe(code);
    }
  });

  it('asks a student nothing about the licence, and the not-certified answer blocks with a warning', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    const hidden = hiddenFields(schema, { certified: 'not-certified' });
    expect(hidden.has('email')).toBe(true);
    expect(hidden.has('notCertifiedWarning')).toBe(false);
    expect(hiddenFields(schema, { certified: 'certified' }).has('licenceNumber')).toBe(false);
  });

  it('unchecking a service hides and clears its treatments', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    const data = { ...londonApplicant, serviceAreas: ['beauty'], beautyTreatments: ['SPECIALITY_CLASSIC_FACIAL'] };
    const visible = withoutHiddenFields(schema, data);
    expect(visible).not.toHaveProperty('massageTreatments');
    expect(visible).not.toHaveProperty('massageMenAndWomen');
    expect(visible.beautyTreatments).toEqual(['SPECIALITY_CLASSIC_FACIAL']);
    expect(validateFormData(validatorFor(schema), visible)).toEqual({ valid: true });
  });

  it('unticking a service clears its treatments from the form state (W§5); other hidden answers are kept', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    const unticked = { ...londonApplicant, serviceAreas: ['beauty'] };
    const state = clearedWhenHidden(schema, unticked);
    expect(state).not.toHaveProperty('massageTreatments');
    // Ticking massage again: no treatment comes back ticked.
    const ticked: Record<string, unknown> = { ...state, serviceAreas: ['beauty', 'massage'] };
    expect(ticked.massageTreatments).toBeUndefined();
    // A hidden answer that is not a treatment list is kept, for when its question comes back.
    expect(clearedWhenHidden(schema, { ...londonApplicant, certified: 'student' }).licenceNumber).toBe(londonApplicant.licenceNumber);
    const complete: Record<string, unknown> = { ...londonApplicant };
    expect(clearedWhenHidden(schema, complete)).toBe(complete);
  });

  it('checks a mobile number and an e-mail address without the spaces around them', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    const typed = { ...londonApplicant, mobile: '+44 7700 900123 ', email: ' ada@example.com' };
    expect(validateFormData(validatorFor(schema), typed).valid).toBe(false);
    const trimmed = trimmedAnswers(schema, typed);
    expect(trimmed).toMatchObject({ mobile: '+44 7700 900123', email: 'ada@example.com' });
    expect(validateFormData(validatorFor(schema), trimmed)).toEqual({ valid: true });
    const clean: Record<string, unknown> = { ...londonApplicant };
    expect(trimmedAnswers(schema, clean)).toBe(clean);
  });

  it('a self-employed "no" reveals the warning but does not block (AT with the warning toggled on)', async () => {
    const set = await realRegions();
    const at = resolveRegion(set, { city_id: 'AT-VIENNA' }, 'production');
    at.forms.signup.questions.selfEmployedWarning = 'shown';
    const { schema } = composeForm('signup', at, { cities: listCities(set) });
    expect(hiddenFields(schema, { selfEmployed: 'yes' }).has('selfEmployedWarning')).toBe(true);
    expect(hiddenFields(schema, { selfEmployed: 'no' }).has('selfEmployedWarning')).toBe(false);
    const result = validateFormData(validatorFor(schema), { selfEmployed: 'no' });
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.details.find((d) => d.path === '/selfEmployed')).toBeUndefined();
  });
});
