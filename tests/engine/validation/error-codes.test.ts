import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeFor, toErrorDetails } from '../../../engine/validation/error-codes';
import { addPortalFormats } from '../../../engine/validation/formats';

function portalAjv(verbose = true): Ajv {
  const ajv = new Ajv({ allErrors: true, $data: true, verbose });
  addFormats(ajv);
  return addPortalFormats(ajv);
}

const ajv = portalAjv();

function detailsOf(schema: SchemaObject, data: unknown, instance: Ajv = ajv) {
  const validate = instance.compile(schema);
  expect(validate(data)).toBe(false);
  return toErrorDetails(validate.errors);
}

const resetPassword: SchemaObject = {
  type: 'object',
  required: ['email', 'password', 'confirmPassword'],
  properties: {
    email: { type: 'string', minLength: 1, format: 'portal-email' },
    password: { type: 'string', minLength: 6 },
    confirmPassword: { type: 'string', const: { $data: '1/password' } },
  },
};

describe('toErrorDetails: reset password and unsubscribe (W§5, R§5)', () => {
  it('names each missing field, the e-mail with its own code', () => {
    expect(detailsOf(resetPassword, {})).toEqual([
      { path: '/email', code: 'FORM_ERROR_EMAIL_REQUIRED' },
      { path: '/password', code: 'FORM_ERROR_REQUIRED' },
      { path: '/confirmPassword', code: 'FORM_ERROR_REQUIRED' },
    ]);
  });

  it('reports an invalid e-mail, a short password with its minimum, and a confirmation that differs', () => {
    const details = detailsOf(resetPassword, { email: 'a@b.c', password: 'abc12', confirmPassword: 'abc13' });
    expect(details).toEqual([
      { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' },
      { path: '/password', code: 'FORM_ERROR_PASSWORD_LENGTH', params: { minLength: 6 } },
      { path: '/confirmPassword', code: 'RESET_PASSWORD_CONFIRM_PASSWORD_ERROR' },
    ]);
    // AJV's own params for the $data const carry the password: never in the details.
    expect(JSON.stringify(details)).not.toContain('abc1');
  });

  it('accepts a matching confirmation', () => {
    expect(ajv.validate(resetPassword, { email: 'x@y.co', password: 'secret1', confirmPassword: 'secret1' })).toBe(true);
  });

  it('treats an empty e-mail as missing, and keeps one detail per field (the first)', () => {
    expect(detailsOf(resetPassword, { email: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual([
      { path: '/email', code: 'FORM_ERROR_EMAIL_REQUIRED' },
    ]);
  });

  it('treats an empty password as missing rather than too short', () => {
    expect(detailsOf(resetPassword, { email: 'x@y.co', password: '', confirmPassword: '' })).toEqual([
      { path: '/password', code: 'FORM_ERROR_REQUIRED' },
    ]);
  });
});

const createAccount: SchemaObject = {
  type: 'object',
  required: ['city', 'treatments', 'workPeriods', 'firstName', 'phone', 'gender', 'menWomen', 'terms'],
  properties: {
    city: { type: 'string', errorCode: { required: 'CREATE_ACCOUNT_CITY_REQUIRED' } },
    treatments: { type: 'array', items: { type: 'string' }, minItems: 1 },
    workPeriods: { type: 'object', minProperties: 1 },
    firstName: { type: 'string', minLength: 1, maxLength: 50 },
    phone: { type: 'string', format: 'portal-phone' },
    gender: { enum: ['female', 'male', 'other'] },
    hoursOfExperience: { enum: ['under50', '50-100', '100-200', 'over200'] },
    menWomen: { const: 'yes', errorCode: 'CREATE_ACCOUNT_MEN_WOMEN_REQUIRED' },
    terms: { const: true },
    referralCode: { type: 'string', format: 'referral-code' },
    postcode: { type: 'string', pattern: '^[A-Z0-9 ]{3,8}$' },
    certified: { type: 'boolean' },
    licenceNumber: { type: 'string' },
  },
  if: { properties: { certified: { const: true } }, required: ['certified'] },
  then: { required: ['licenceNumber'] },
};

describe('toErrorDetails: create account (W§5)', () => {
  it('uses the schema-stated code and the standard codes per field', () => {
    const details = detailsOf(createAccount, {
      city: 'UK-LONDON',
      treatments: [],
      workPeriods: {},
      firstName: 'x'.repeat(51),
      phone: '020  7946 0958',
      gender: 'unknown',
      hoursOfExperience: 'lots',
      menWomen: 'no',
      terms: false,
      referralCode: 'abc',
      postcode: 'not a postcode!',
    });
    expect(details).toEqual([
      { path: '/treatments', code: 'FORM_ERROR_AT_LEAST_ONE' },
      { path: '/workPeriods', code: 'FORM_ERROR_AT_LEAST_ONE' },
      { path: '/firstName', code: 'FORM_ERROR_TOO_LONG', params: { maxLength: 50 } },
      { path: '/phone', code: 'FORM_ERROR_PHONE_INVALID' },
      { path: '/gender', code: 'FORM_ERROR_INVALID_OPTION' },
      { path: '/hoursOfExperience', code: 'FORM_ERROR_INVALID_OPTION' },
      { path: '/menWomen', code: 'CREATE_ACCOUNT_MEN_WOMEN_REQUIRED' },
      { path: '/terms', code: 'FORM_ERROR_MUST_ACCEPT' },
      { path: '/referralCode', code: 'FORM_ERROR_REFERRAL_CODE_INVALID' },
      { path: '/postcode', code: 'FORM_ERROR_INVALID' },
    ]);
  });

  it("takes a missing field's code from its own schema's per-keyword errorCode", () => {
    const details = detailsOf(createAccount, {});
    expect(details[0]).toEqual({ path: '/city', code: 'CREATE_ACCOUNT_CITY_REQUIRED' });
    expect(details.slice(1).every((detail) => detail.code === 'FORM_ERROR_REQUIRED')).toBe(true);
    expect(details.map((detail) => detail.path)).toEqual([
      '/city', '/treatments', '/workPeriods', '/firstName', '/phone', '/gender', '/menWomen', '/terms',
    ]);
  });

  it('reports a conditional requirement on the field, not as an "if" failure of the form', () => {
    const valid = {
      city: 'UK-LONDON', treatments: ['massage'], workPeriods: { monday: ['morning'] }, firstName: 'Jane',
      phone: '+44 20 7946 0958', gender: 'female', menWomen: 'yes', terms: true,
    };
    expect(ajv.validate(createAccount, valid)).toBe(true);
    expect(detailsOf(createAccount, { ...valid, certified: true })).toEqual([
      { path: '/licenceNumber', code: 'FORM_ERROR_REQUIRED' },
    ]);
  });

  it('is deterministic', () => {
    const data = { treatments: [], phone: 'x', terms: false };
    expect(detailsOf(createAccount, data)).toEqual(detailsOf(createAccount, data));
  });
});

describe('toErrorDetails: bank details and almost there (W§5)', () => {
  const bankDetails: SchemaObject = {
    type: 'object',
    properties: {
      banking: {
        type: 'object',
        properties: {
          accountNumber: { type: 'string', format: 'account-number' },
          sortCode: { type: 'string', format: 'sort-code' },
          iban: { type: 'string', format: 'iban' },
          bic: { type: 'string', format: 'bic' },
        },
        anyOf: [{ required: ['accountNumber', 'sortCode'] }, { required: ['iban', 'bic'] }],
      },
    },
  };

  it('gives nested JSON-pointer paths and one code per bank field', () => {
    expect(
      detailsOf(bankDetails, { banking: { accountNumber: '1234567', sortCode: '123456', iban: 'GB28 NWBK 6016 1331 9268 19', bic: 'nwbkgb2' } }),
    ).toEqual([
      { path: '/banking/accountNumber', code: 'FORM_ERROR_ACCOUNT_NUMBER_INVALID' },
      { path: '/banking/sortCode', code: 'FORM_ERROR_SORT_CODE_INVALID' },
      { path: '/banking/iban', code: 'FORM_ERROR_IBAN_INVALID' },
      { path: '/banking/bic', code: 'FORM_ERROR_BIC_INVALID' },
    ]);
  });

  it('explains an unmet alternative by the missing fields, without a vague form-level error', () => {
    expect(detailsOf(bankDetails, { banking: {} })).toEqual([
      { path: '/banking/accountNumber', code: 'FORM_ERROR_REQUIRED' },
      { path: '/banking/sortCode', code: 'FORM_ERROR_REQUIRED' },
      { path: '/banking/iban', code: 'FORM_ERROR_REQUIRED' },
      { path: '/banking/bic', code: 'FORM_ERROR_REQUIRED' },
    ]);
  });

  const almostThere: SchemaObject = {
    type: 'object',
    required: ['streetName', 'graduationDate'],
    properties: {
      streetName: { type: 'string', minLength: 1 },
      graduationDate: { type: 'string', format: 'dd-mm-yyyy', maximumDate: '2030-12-31' },
      earnings: { type: 'integer' },
    },
  };

  it('separates an invalid date, a date too late (with the maximum), and a non-number', () => {
    expect(detailsOf(almostThere, { streetName: '', graduationDate: '31/02/2024', earnings: '12k' })).toEqual([
      { path: '/streetName', code: 'FORM_ERROR_REQUIRED' },
      { path: '/graduationDate', code: 'FORM_ERROR_DATE_INVALID' },
      { path: '/earnings', code: 'FORM_ERROR_NOT_A_NUMBER' },
    ]);
    expect(detailsOf(almostThere, { streetName: 'High St', graduationDate: '01/01/2031', earnings: 1.5 })).toEqual([
      { path: '/graduationDate', code: 'FORM_ERROR_DATE_TOO_LATE', params: { maximumDate: '2030-12-31' } },
      { path: '/earnings', code: 'FORM_ERROR_NOT_A_NUMBER' },
    ]);
  });
});

describe('errorCodeFor on single errors', () => {
  const error = (overrides: Partial<ErrorObject>): ErrorObject => ({
    keyword: 'required',
    instancePath: '',
    schemaPath: '#/required',
    params: {},
    ...overrides,
  });

  it('falls back to FORM_ERROR_INVALID for keywords without a code', () => {
    expect(errorCodeFor(error({ keyword: 'multipleOf', params: { multipleOf: 5 } }))).toBe(ERROR_CODES.INVALID);
    expect(errorCodeFor(error({ keyword: 'type', params: { type: 'string' } }))).toBe(ERROR_CODES.INVALID);
    expect(errorCodeFor(error({ keyword: 'format', params: { format: 'uuid' } }))).toBe(ERROR_CODES.INVALID);
    expect(errorCodeFor(error({ keyword: 'minItems', params: { limit: 2 } }))).toBe(ERROR_CODES.INVALID);
  });

  it('lets the caller name the field', () => {
    const required = error({ params: { missingProperty: 'contact' } });
    expect(errorCodeFor(required)).toBe('FORM_ERROR_REQUIRED');
    expect(errorCodeFor(required, { field: 'email' })).toBe('FORM_ERROR_EMAIL_REQUIRED');
    const short = error({ keyword: 'minLength', instancePath: '/secret', params: { limit: 6 } });
    expect(errorCodeFor(short)).toBe('FORM_ERROR_INVALID');
    expect(errorCodeFor(short, { field: 'newPassword' })).toBe('FORM_ERROR_PASSWORD_LENGTH');
  });

  it('maps a locale e-mail or phone pattern to the e-mail and phone codes', () => {
    expect(errorCodeFor(error({ keyword: 'pattern', instancePath: '/email', params: { pattern: '.' } }))).toBe(
      'FORM_ERROR_EMAIL_INVALID',
    );
    expect(errorCodeFor(error({ keyword: 'pattern', instancePath: '/phoneNumber', params: { pattern: '.' } }))).toBe(
      'FORM_ERROR_PHONE_INVALID',
    );
  });

  it('still recognises the confirmation by its field name without verbose errors', () => {
    const quiet = portalAjv(false);
    const validate = quiet.compile(resetPassword);
    validate({ email: 'x@y.co', password: 'secret1', confirmPassword: 'secret2' });
    expect(validate.errors?.[0].parentSchema).toBeUndefined();
    expect(toErrorDetails(validate.errors)).toEqual([
      { path: '/confirmPassword', code: 'RESET_PASSWORD_CONFIRM_PASSWORD_ERROR' },
    ]);
  });

  it('escapes missing property names into JSON pointers', () => {
    const validate = ajv.compile({ type: 'object', required: ['a/b', 'c~d'] });
    validate({});
    expect(toErrorDetails(validate.errors).map((detail) => detail.path)).toEqual(['/a~1b', '/c~0d']);
  });

  it('returns no details for no errors', () => {
    expect(toErrorDetails(null)).toEqual([]);
    expect(toErrorDetails([])).toEqual([]);
  });

  it('refuses a malformed errorCode annotation when compiling', () => {
    expect(() => ajv.compile({ type: 'string', errorCode: 'lower case' })).toThrow();
    expect(() => ajv.compile({ type: 'string', errorCode: 42 })).toThrow();
  });
});
