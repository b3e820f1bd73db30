/*
 * The form files other than sign-up (schemas/forms/<id>.schema.json + .ui.json): they compile,
 * they accept what a person would reasonably type and name every mistake with the code the
 * screens translate, their labels exist in every language, and their region data agrees.
 */
import { describe, expect, it } from 'vitest';
import { composeFor } from './region-fixture';
import { readRegionFiles, withEdit } from '../regions/region-files';
import { formFiles } from '../../../engine/forms/form-files';
import { FORM_IDS, type FormId } from '../../../engine/forms/form-ids';
import type { FormSchema } from '../../../engine/forms/json-schema';
import { assertSupportedCondition, hiddenFields } from '../../../engine/forms/visibility';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { FORM_QUESTION_IDS } from '../../../engine/regions/signup-questions';
import { createAjv } from '../../../engine/validation/create-ajv';
import { toErrorDetails, type ErrorDetail } from '../../../engine/validation/error-codes';
import regionSchema from '../../../schemas/region.schema.json';
import defaults from '../../../regions/defaults.json';
import enGB from '../../../locales/en_GB.json';
import frFR from '../../../locales/fr_FR.json';
import deAT from '../../../locales/de_AT.json';

// Sign-up has its own tests (compose-signup.test.ts).
const MY_FORMS = FORM_IDS.filter((id) => id !== 'signup');

const LOCALES: Record<string, Record<string, string>> = { en_GB: enGB, fr_FR: frFR, de_AT: deAT };

/** Form data as the browser or an API client would send it. */
type Data = Record<string, unknown>;

function errorsOf(schema: object, data: Data): ErrorDetail[] {
  const validate = createAjv().compile(schema);
  return validate(data) ? [] : toErrorDetails(validate.errors);
}

/** Composed for a scope, then validated: what the server answers for that payload. */
async function errorsIn(formId: FormId, scope: { city_id?: string; country_id?: string }, data: Data): Promise<ErrorDetail[]> {
  return errorsOf((await composeFor(formId, scope)).schema, data);
}

const codes = (details: ErrorDetail[]) => Object.fromEntries(details.map((d) => [d.path, d.code]));

/** DD/MM/YYYY of today plus `years`. */
function dateInYears(years: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate() === 29 && now.getMonth() === 1 ? 28 : now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear() + years}`;
}

/** Every string of a ui schema that is a translation key, and the schema's title. */
function translationKeys(formId: FormId): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value)) keys.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(formFiles[formId].uiSchema);
  keys.add(String(formFiles[formId].schema.title));
  return [...keys];
}

function questionIdsOf(schema: FormSchema): string[] {
  const ids = Object.values(schema.properties ?? {}).map((p) => p['x-question']).filter((q): q is string => typeof q === 'string');
  return [...new Set(ids)].sort();
}

describe.each(MY_FORMS)('the %s form files', (formId) => {
  const { schema, uiSchema } = formFiles[formId];
  const properties = Object.keys(schema.properties ?? {});

  it('follow the file conventions and compile with the shared AJV factory', () => {
    expect(schema.$id).toBe(`forms/${formId}`);
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(() => createAjv().compile(schema)).not.toThrow();
    for (const name of schema.required ?? []) expect(properties, name).toContain(name);
  });

  it('use only the conditions the browser can evaluate, on declared properties', () => {
    (schema.allOf ?? []).forEach((entry, i) => {
      if (entry.if) assertSupportedCondition(entry.if, `${formId} allOf/${i}`);
      for (const name of [...(entry.then?.required ?? []), ...(entry.then?.['x-reveals'] ?? [])]) expect(properties).toContain(name);
      for (const name of Object.keys(entry.if?.properties ?? {})) expect(properties).toContain(name);
    });
  });

  it('order every question in the UI and label every option', () => {
    expect([...(uiSchema['ui:order'] as string[])].sort()).toEqual([...properties].sort());
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const enumNames = (uiSchema[name] as Record<string, unknown> | undefined)?.['ui:enumNames'];
      const options = property.enum ?? property.items?.enum;
      if (options && !property['x-options'] && !property.items?.['x-options']) expect(enumNames, name).toHaveLength(options.length);
    }
  });

  it('use only translation keys present in all three languages', () => {
    const keys = translationKeys(formId);
    expect(keys.length).toBeGreaterThan(0);
    for (const [language, messages] of Object.entries(LOCALES)) {
      expect(keys.filter((key) => !(key in messages)), language).toEqual([]);
    }
  });

  it('name exactly the question ids the region schema accepts for it', () => {
    const known = FORM_QUESTION_IDS[formId] ?? [];
    expect(questionIdsOf(schema)).toEqual([...known].sort());
    const overlays = regionSchema.definitions.forms.properties as Record<string, { properties: { questions: { properties: object } } }>;
    if (known.length > 0) expect(Object.keys(overlays[formId].properties.questions.properties)).toEqual([...known]);
    else expect(overlays[formId]).toBeUndefined();
  });
});

describe('login, forgot password, unsubscribe and perks link (W§5, R§5)', () => {
  it.each(['login', 'forgot-password', 'unsubscribe', 'perks-link'] as const)('%s: e-mail required, then valid', async (formId) => {
    const extra = formId === 'login' ? { password: 'whatever' } : {};
    expect(await errorsIn(formId, { city_id: 'UK-LONDON' }, { email: 'ada@example.com', ...extra })).toEqual([]);
    expect(codes(await errorsIn(formId, { city_id: 'UK-LONDON' }, { ...extra }))).toEqual({ '/email': 'FORM_ERROR_EMAIL_REQUIRED' });
    expect(codes(await errorsIn(formId, { city_id: 'UK-LONDON' }, { email: '', ...extra }))).toEqual({ '/email': 'FORM_ERROR_EMAIL_REQUIRED' });
    expect(codes(await errorsIn(formId, { city_id: 'UK-LONDON' }, { email: 'ada@example', ...extra }))).toEqual({ '/email': 'FORM_ERROR_EMAIL_INVALID' });
    expect(codes(await errorsIn(formId, { city_id: 'UK-LONDON' }, { email: 'ada lovelace@example.com', ...extra }))).toEqual({ '/email': 'FORM_ERROR_EMAIL_INVALID' });
    expect(codes(await errorsIn(formId, { city_id: 'UK-LONDON' }, { email: `${'a'.repeat(250)}@example.com`, ...extra }))).toEqual({ '/email': 'FORM_ERROR_TOO_LONG' });
  });

  it('login needs a password but not the new-password minimum (older passwords still log in)', async () => {
    expect(codes(await errorsIn('login', { city_id: 'UK-LONDON' }, { email: 'ada@example.com' }))).toEqual({ '/password': 'FORM_ERROR_REQUIRED' });
    expect(await errorsIn('login', { city_id: 'UK-LONDON' }, { email: 'ada@example.com', password: 'abc' })).toEqual([]);
  });

  it('refuses fields the form does not have', async () => {
    const details = await errorsIn('unsubscribe', { country_id: 'FR' }, { email: 'ada@example.com', admin: true });
    expect(details).toEqual([{ path: '/admin', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
  });
});

describe('reset password (W§5)', () => {
  it('needs the region minimum length and an equal confirmation', async () => {
    const scope = { city_id: 'FR-PARIS' };
    expect(await errorsIn('reset-password', scope, { password: 'secret1', passwordConfirmation: 'secret1' })).toEqual([]);
    expect(await errorsIn('reset-password', scope, { password: 'abc', passwordConfirmation: 'abc' })).toEqual([
      { path: '/password', code: 'FORM_ERROR_PASSWORD_LENGTH', params: { minLength: 6 } },
    ]);
    expect(codes(await errorsIn('reset-password', scope, { password: 'secret1', passwordConfirmation: 'secret2' }))).toEqual({
      '/passwordConfirmation': 'RESET_PASSWORD_CONFIRM_PASSWORD_ERROR',
    });
    expect(codes(await errorsIn('reset-password', scope, {}))).toEqual({ '/password': 'FORM_ERROR_REQUIRED', '/passwordConfirmation': 'FORM_ERROR_REQUIRED' });
  });

  it('takes the minimum from the region setting minimumPasswordLength', async () => {
    const { schema } = await composeFor('reset-password', { city_id: 'UK-LONDON' });
    expect(schema.properties?.password.minLength).toBe(defaults.keyValues.minimumPasswordLength);
  });
});

describe('bank details (W§5)', () => {
  const bacs = { accountNumber: '12345678', sortCode: '12-34-56' };
  const iban = { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' };

  it.each(['UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH'])('%s (bacs) asks account number and sort code only', async (city) => {
    const { schema } = await composeFor('bank-details', { city_id: city });
    expect(Object.keys(schema.properties ?? {})).toEqual(['accountNumber', 'sortCode']);
    expect(await errorsIn('bank-details', { city_id: city }, bacs)).toEqual([]);
    expect(codes(await errorsIn('bank-details', { city_id: city }, {}))).toEqual({ '/accountNumber': 'FORM_ERROR_REQUIRED', '/sortCode': 'FORM_ERROR_REQUIRED' });
    expect(codes(await errorsIn('bank-details', { city_id: city }, { accountNumber: '1234567', sortCode: '123456' }))).toEqual({
      '/accountNumber': 'FORM_ERROR_ACCOUNT_NUMBER_INVALID',
      '/sortCode': 'FORM_ERROR_SORT_CODE_INVALID',
    });
    expect(codes(await errorsIn('bank-details', { city_id: city }, { ...bacs, ...iban }))).toEqual({ '/iban': 'FORM_ERROR_UNKNOWN_FIELD', '/bic': 'FORM_ERROR_UNKNOWN_FIELD' });
  });

  it('a UK scope without a city asks the bacs pair too (the overlay is the country’s)', async () => {
    const { schema } = await composeFor('bank-details', { country_id: 'UK' });
    expect(Object.keys(schema.properties ?? {})).toEqual(['accountNumber', 'sortCode']);
  });

  it.each(['FR-PARIS', 'AT-VIENNA'])('%s (iban) asks IBAN and BIC only', async (city) => {
    const { schema } = await composeFor('bank-details', { city_id: city });
    expect(Object.keys(schema.properties ?? {})).toEqual(['iban', 'bic']);
    expect(await errorsIn('bank-details', { city_id: city }, iban)).toEqual([]);
    expect(await errorsIn('bank-details', { city_id: city }, { iban: 'AT611904300234573201', bic: 'GIBAATWWXXX' })).toEqual([]);
    expect(codes(await errorsIn('bank-details', { city_id: city }, { iban: '' }))).toEqual({ '/iban': 'FORM_ERROR_REQUIRED', '/bic': 'FORM_ERROR_REQUIRED' });
    // A BIC is accepted in lower case like the IBAN (stored in upper case, me-service).
    expect(await errorsIn('bank-details', { city_id: city }, { iban: 'at61 1904 3002 3457 3201', bic: 'gibaatwwxxx' })).toEqual([]);
    expect(codes(await errorsIn('bank-details', { city_id: city }, { iban: 'FR76 3000 6000 0112 3456 7890 188', bic: 'bnpafrp' }))).toEqual({
      '/iban': 'FORM_ERROR_IBAN_INVALID',
      '/bic': 'FORM_ERROR_BIC_INVALID',
    });
  });

  it('regions-check refuses a city whose bank questions disagree with its bankingPayoutType', () => {
    const { problems } = buildRegionSet(withEdit('UK.json', (d) => {
      delete d.forms['bank-details'];
    }));
    expect(problems).toContainEqual({
      file: 'regions/UK-LONDON.json',
      pointer: '/forms/bank-details/questions/bacsAccount',
      message: 'is "hidden" but city.bankingPayoutType is "bacs": set "bacsAccount": "shown" and "ibanAccount": "hidden"',
    });
    const paris = buildRegionSet(withEdit('FR-PARIS.json', (d) => {
      d.city.bankingPayoutType = 'bacs';
    }));
    expect(paris.problems.map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'regions/FR-PARIS.json /forms/bank-details/questions/bacsAccount',
      'regions/FR-PARIS.json /forms/bank-details/questions/ibanAccount',
    ]);
  });
});

describe('almost there (W§2, W§5)', () => {
  const london = { city_id: 'UK-LONDON' };
  const address = { streetName: '221B Baker Street', postcode: 'NW1 6XE', city: 'London' };

  it('needs the address and at least one service area with its treatments', async () => {
    expect(await errorsIn('almost-there', london, { ...address, serviceAreas: ['massage'], massageTreatments: ['SPECIALITY_DEEP_TISSUE'] })).toEqual([]);
    expect(codes(await errorsIn('almost-there', london, { streetName: '', serviceAreas: [] }))).toEqual({
      '/streetName': 'FORM_ERROR_REQUIRED',
      '/postcode': 'FORM_ERROR_REQUIRED',
      '/city': 'FORM_ERROR_REQUIRED',
      '/serviceAreas': 'FORM_ERROR_AT_LEAST_ONE',
    });
    expect(codes(await errorsIn('almost-there', london, { ...address, serviceAreas: ['massage', 'beauty'], massageTreatments: [] }))).toEqual({
      '/massageTreatments': 'FORM_ERROR_AT_LEAST_ONE',
      '/beautyTreatments': 'FORM_ERROR_REQUIRED',
    });
  });

  it('offers the treatments of the scope’s catalogue for each area (osteo: the medical list)', async () => {
    const { schema } = await composeFor('almost-there', london);
    expect(schema.properties?.osteoTreatments.items?.enum).toEqual(['SPECIALITY_OSTEOPATHY', 'SPECIALITY_PHYSIOTHERAPY']);
    expect(schema.properties?.massageTreatments.items?.enum).toContain('SPECIALITY_PREGNANCY_MASSAGE');
    const paris = await composeFor('almost-there', { city_id: 'FR-PARIS' });
    expect(paris.schema.properties?.massageTreatments.items?.enum).not.toContain('SPECIALITY_PREGNANCY_MASSAGE');
    const parisAddress = { streetName: '12 rue Oberkampf', postcode: '75011', city: 'Paris' };
    expect(codes(await errorsIn('almost-there', { city_id: 'FR-PARIS' }, { ...parisAddress, serviceAreas: ['massage'], massageTreatments: ['SPECIALITY_PREGNANCY_MASSAGE'] }))).toEqual({
      '/massageTreatments/0': 'FORM_ERROR_INVALID_OPTION',
    });
  });

  it("takes a postcode in its country's format (issue 25: UK, FR 5 digits, AT 4 digits), on every form that asks one", async () => {
    const refused = async (formId: FormId, scope: { city_id?: string; country_id?: string }, postcode: string) =>
      codes(await errorsIn(formId, scope, { postcode }))['/postcode'] ?? null;
    const cases: [{ city_id?: string; country_id?: string }, string[], string[]][] = [
      [{ city_id: 'UK-LONDON' }, ['SW1A 1AA', 'M1 1AE', 'EC1V 9HL', 'W1A 0AX', 'B33 8TH', 'sw1a1aa', 'GIR 0AA'], ['NOT A POSTCODE', '75011', 'SW1A', 'SW1A 1A', '1AA SW1A']],
      [{ city_id: 'FR-PARIS' }, ['75011', '75005', '13001'], ['NOT A POSTCODE', '7501', '750011', '1070', 'SW1A 1AA']],
      [{ city_id: 'AT-VIENNA' }, ['1070', '1010', '5020'], ['NOT A POSTCODE', '107', '10700', '75011']],
    ];
    for (const [scope, valid, invalid] of cases) {
      for (const formId of ['almost-there', 'student-info'] as const) {
        for (const postcode of valid) expect({ formId, scope, postcode, code: await refused(formId, scope, postcode) }).toEqual({ formId, scope, postcode, code: null });
        for (const postcode of invalid) {
          expect({ formId, scope, postcode, code: await refused(formId, scope, postcode) }).toEqual({ formId, scope, postcode, code: 'FORM_ERROR_POSTCODE_INVALID' });
        }
      }
    }
    // No country, no format: only the field's length (the defaults' postcodePattern is null).
    const { schema } = await composeFor('student-info', {});
    expect(schema.properties?.postcode.pattern).toBeUndefined();
    expect(await refused('student-info', {}, 'NOT A POSTCODE')).toBeNull();
  });

  it('shows a treatment list only while its area is chosen, and the other-school name only for "other"', () => {
    const { schema } = formFiles['almost-there'];
    const hidden = hiddenFields(schema, { serviceAreas: ['beauty'], school: 'school-1' });
    expect(hidden).toEqual(new Set(['massageTreatments', 'osteoTreatments', 'fitnessTreatments', 'otherSchool']));
    expect(hiddenFields(schema, { serviceAreas: ['massage', 'osteo', 'fitness', 'beauty'], school: 'other' })).toEqual(new Set());
  });

  it('accepts a school from the list, or "other" with its name', async () => {
    const { schema } = await composeFor('almost-there', london);
    expect(schema.properties?.school.enum).toEqual(['school-1', 'other']);
    const base = { ...address, serviceAreas: ['fitness'], fitnessTreatments: ['SPECIALITY_YOGA'] };
    expect(await errorsIn('almost-there', london, { ...base, school: 'school-1' })).toEqual([]);
    expect(await errorsIn('almost-there', london, { ...base, school: 'other', otherSchool: 'Yoga Campus Bristol' })).toEqual([]);
    expect(codes(await errorsIn('almost-there', london, { ...base, school: 'other' }))).toEqual({ '/otherSchool': 'FORM_ERROR_REQUIRED' });
    expect(codes(await errorsIn('almost-there', london, { ...base, school: 'Unknown school' }))).toEqual({ '/school': 'FORM_ERROR_INVALID_OPTION' });
  });

  it('takes a real DD/MM/YYYY graduation date no later than six years from today', async () => {
    const base = { ...address, serviceAreas: ['fitness'], fitnessTreatments: ['SPECIALITY_YOGA'] };
    for (const graduationDate of ['15/06/2012', dateInYears(2), dateInYears(6)]) {
      expect(await errorsIn('almost-there', london, { ...base, graduationDate }), graduationDate).toEqual([]);
    }
    for (const graduationDate of ['31/02/2020', '2020-06-15', '15/6/2020']) {
      expect(codes(await errorsIn('almost-there', london, { ...base, graduationDate })), graduationDate).toEqual({ '/graduationDate': 'FORM_ERROR_DATE_INVALID' });
    }
    expect(await errorsIn('almost-there', london, { ...base, graduationDate: dateInYears(7) })).toEqual([
      { path: '/graduationDate', code: 'FORM_ERROR_DATE_TOO_LATE', params: { maximumDate: 'today+6y' } },
    ]);
    // Issue 27: 1850 for 1985 is a typing mistake with a message of its own.
    expect(await errorsIn('almost-there', london, { ...base, graduationDate: '01/06/1850' })).toEqual([
      { path: '/graduationDate', code: 'FORM_ERROR_DATE_TOO_EARLY', params: { minimumDate: '1950-01-01' } },
    ]);
  });

  it('takes the weekly earnings target as a whole number, 0 or more, with one code for every other answer', async () => {
    const base = { ...address, serviceAreas: ['fitness'], fitnessTreatments: ['SPECIALITY_YOGA'] };
    expect(await errorsIn('almost-there', london, { ...base, earnings: 600 })).toEqual([]);
    expect(await errorsIn('almost-there', london, { ...base, earnings: 0 })).toEqual([]);
    for (const earnings of ['six hundred', 12.5, 600.5, '600', -5, -1]) {
      expect(codes(await errorsIn('almost-there', london, { ...base, earnings })), String(earnings)).toEqual({ '/earnings': 'FORM_ERROR_WHOLE_AMOUNT' });
    }
  });

  it('offers the "how did you hear about us" choices of the region, without job boards in Paris (R§9)', async () => {
    const londonOptions = (await composeFor('almost-there', london)).schema.properties?.comingFrom.enum;
    expect(londonOptions).toEqual(defaults.keyValues.signupSourceOptions);
    const parisOptions = (await composeFor('almost-there', { city_id: 'FR-PARIS' })).schema.properties?.comingFrom.enum;
    expect(parisOptions).not.toContain('indeed');
    expect(parisOptions).not.toContain('otherJobBoard');
    expect(parisOptions).toContain('friendOrColleague');
    expect(codes(await errorsIn('almost-there', { city_id: 'FR-PARIS' }, { ...address, serviceAreas: ['fitness'], fitnessTreatments: ['SPECIALITY_YOGA'], comingFrom: 'indeed' }))).toMatchObject({
      '/comingFrom': 'FORM_ERROR_INVALID_OPTION',
    });
    expect(codes(await errorsIn('almost-there', london, { ...address, serviceAreas: ['fitness'], fitnessTreatments: ['SPECIALITY_YOGA'], comingFrom: 'tv' }))).toEqual({
      '/comingFrom': 'FORM_ERROR_INVALID_OPTION',
    });
  });
});

describe('student sign-up and student info (R§5)', () => {
  const uk = { country_id: 'UK' };
  const student = { email: 'sam@example.com', password: 'secret1', school: 'school-1', city_id: 'UK-LONDON', language: 'en_GB' };

  it('student sign-up: e-mail, password of the minimum length, school or other school, a sign-up city, a language', async () => {
    expect(await errorsIn('student-signup', uk, student)).toEqual([]);
    expect(await errorsIn('student-signup', uk, { ...student, school: 'other', otherSchool: 'Northern College of Massage' })).toEqual([]);
    expect(codes(await errorsIn('student-signup', uk, {}))).toEqual({
      '/email': 'FORM_ERROR_EMAIL_REQUIRED',
      '/password': 'FORM_ERROR_REQUIRED',
      '/school': 'FORM_ERROR_REQUIRED',
      '/city_id': 'FORM_ERROR_REQUIRED',
      '/language': 'FORM_ERROR_REQUIRED',
    });
    expect(codes(await errorsIn('student-signup', uk, { ...student, email: 'sam@', password: 'abc', school: 'other', city_id: 'UK-EDINBURGH', language: 'es_ES' }))).toEqual({
      '/email': 'FORM_ERROR_EMAIL_INVALID',
      '/password': 'FORM_ERROR_PASSWORD_LENGTH',
      '/otherSchool': 'FORM_ERROR_REQUIRED',
      '/city_id': 'FORM_ERROR_INVALID_OPTION',
      '/language': 'FORM_ERROR_INVALID_OPTION',
    });
  });

  it('student sign-up offers the cities open for sign-up, not the closed ones', async () => {
    const { schema, uiSchema } = await composeFor('student-signup', uk);
    expect(schema.properties?.city_id.enum).toEqual(expect.arrayContaining(['UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'FR-PARIS']));
    expect(schema.properties?.city_id.enum).not.toContain('UK-EDINBURGH');
    expect(schema.properties?.city_id.enum).not.toContain('AT-VIENNA');
    expect((uiSchema.city_id as Record<string, unknown>)['ui:enumNames']).toContain('Manchester & Liverpool');
  });

  it('student info: everything required, phone and graduation year checked', async () => {
    const info = {
      firstName: 'Sam',
      lastName: 'Taylor',
      mobile: '+44 (0)7700 900123',
      streetName: '1 Market Street',
      postcode: 'M1 1AA',
      city: 'Manchester',
      gender: 'female',
      education: 'vocational',
      graduationYear: 2026,
    };
    expect(await errorsIn('student-info', uk, info)).toEqual([]);
    const missing = codes(await errorsIn('student-info', uk, {}));
    expect(Object.keys(missing)).toHaveLength(9);
    expect(new Set(Object.values(missing))).toEqual(new Set(['FORM_ERROR_REQUIRED']));
    expect(codes(await errorsIn('student-info', uk, { ...info, mobile: '07700 900123 ext', graduationYear: '2026', gender: 'x' }))).toEqual({
      '/mobile': 'FORM_ERROR_PHONE_INVALID',
      '/graduationYear': 'FORM_ERROR_GRADUATION_YEAR_INVALID',
      '/gender': 'FORM_ERROR_INVALID_OPTION',
    });
    // R§8: an invalid graduation date has its own message (issue 27: 1850 read "Please check this answer.").
    for (const year of [226, 1850, 2999]) {
      expect(codes(await errorsIn('student-info', uk, { ...info, graduationYear: year })), String(year)).toEqual({ '/graduationYear': 'FORM_ERROR_GRADUATION_YEAR_INVALID' });
    }
  });
});

describe('booking note (W§7 POST /api/hero/notes)', () => {
  it('needs a note with visible text, at most 2000 characters; reporting is optional', async () => {
    const scope = { city_id: 'UK-LONDON' };
    expect(await errorsIn('booking-note', scope, { body: 'Client asked for firmer pressure next time.' })).toEqual([]);
    expect(await errorsIn('booking-note', scope, { body: 'The dog bit me.', report: true })).toEqual([]);
    expect(codes(await errorsIn('booking-note', scope, { body: '   \n ' }))).toEqual({ '/body': 'FORM_ERROR_REQUIRED' });
    expect(codes(await errorsIn('booking-note', scope, { report: true }))).toEqual({ '/body': 'FORM_ERROR_REQUIRED' });
    expect(codes(await errorsIn('booking-note', scope, { body: 'x'.repeat(2001) }))).toEqual({ '/body': 'FORM_ERROR_TOO_LONG' });
    expect(codes(await errorsIn('booking-note', scope, { body: 'ok', report: 'yes' }))).toEqual({ '/report': 'FORM_ERROR_INVALID' });
  });
});

describe('competency test (screening questionnaire)', () => {
  const { schema, uiSchema } = formFiles['competency-test'];
  const questions = Object.keys(schema.properties ?? {});
  const answerKey = defaults.keyValues.screeningTestAnswerKey as Record<string, Record<string, number>>;

  it('asks 8 to 10 required single-choice questions, each with at least three answers shown as radio cards', () => {
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(10);
    expect(schema.required).toEqual(questions);
    for (const question of questions) {
      expect(schema.properties?.[question].enum?.length, question).toBeGreaterThanOrEqual(3);
      expect((uiSchema[question] as Record<string, unknown>)['ui:widget']).toBe('radioCards');
    }
  });

  it('keeps its answer key in the region data, naming only its questions and answers', () => {
    expect(Object.keys(answerKey).sort()).toEqual([...questions].sort());
    for (const [question, options] of Object.entries(answerKey)) {
      for (const option of Object.keys(options)) expect(schema.properties?.[question].enum, question).toContain(option);
    }
    // The file the browser receives says nothing about which answer scores.
    const { $comment: _why, ...served } = formFiles['competency-test'].schema;
    expect(JSON.stringify([served, formFiles['competency-test'].uiSchema])).not.toMatch(/points|correct|answerKey|score/i);
  });

  it('does not always put the right answer in the same place', () => {
    const positions = new Set(Object.entries(answerKey).map(([q, options]) => schema.properties?.[q].enum?.indexOf(Object.keys(options)[0])));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('validates a complete test and names an unanswered question', async () => {
    const answers = Object.fromEntries(questions.map((q) => [q, schema.properties?.[q].enum?.[0]]));
    expect(await errorsIn('competency-test', { city_id: 'UK-LONDON' }, answers)).toEqual([]);
    const { [questions[0]]: _skipped, ...incomplete } = answers;
    expect(codes(await errorsIn('competency-test', { city_id: 'UK-LONDON' }, incomplete))).toEqual({ [`/${questions[0]}`]: 'FORM_ERROR_REQUIRED' });
  });

  it('regions-check refuses an answer key naming an unknown question or answer, or a minimum nobody can beat', () => {
    const misspelt = buildRegionSet(withEdit('defaults.json', (d) => {
      d.keyValues.screeningTestAnswerKey.handHygeine = d.keyValues.screeningTestAnswerKey.handHygiene;
      delete d.keyValues.screeningTestAnswerKey.handHygiene;
      d.keyValues.screeningTestAnswerKey.patchTest = { patchTestAfter: 2 };
    }));
    expect(misspelt.problems).toContainEqual({
      file: 'regions/defaults.json',
      pointer: '/keyValues/screeningTestAnswerKey/handHygeine',
      message: '"handHygeine" is not a question of the competency test; did you mean "handHygiene"?',
    });
    expect(misspelt.problems).toContainEqual({
      file: 'regions/defaults.json',
      pointer: '/keyValues/screeningTestAnswerKey/patchTest/patchTestAfter',
      message: '"patchTestAfter" is not an answer of the question "patchTest"; did you mean "patchTestBefore"?',
    });
    expect(misspelt.problems).toContainEqual({
      file: 'regions/defaults.json',
      pointer: '/keyValues/screeningTestAnswerKey',
      message: 'does not score the competency-test question "handHygiene", so no answer to it counts',
    });
    const tooHigh = buildRegionSet(withEdit('UK.json', (d) => {
      d.keyValues.minimumScreeningScore = 20;
    }));
    expect(tooHigh.problems).toEqual([{
      file: 'regions/UK.json',
      pointer: '/keyValues/minimumScreeningScore',
      message: 'is 20 but the best possible screening score is 20 (screeningTestAnswerKey): nobody could pass',
    }]);
    expect(buildRegionSet(readRegionFiles()).problems).toEqual([]);
  });
});
