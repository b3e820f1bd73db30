import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  addPortalFormats,
  portalFormats,
  portalFormatsCode,
  type PortalFormatName,
} from '../../../engine/validation/formats';
import {
  ddMmYyyyToIsoDate,
  isDdMmYyyyDate,
  isoDateToDdMmYyyy,
  dateLimit,
} from '../../../engine/validation/dates';
import { FORMAT_VECTORS } from './format-vectors';

function portalAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, $data: true, verbose: true });
  addFormats(ajv);
  return addPortalFormats(ajv);
}

const ajv = portalAjv();

function accepts(format: PortalFormatName, value: string): boolean {
  return ajv.validate({ type: 'string', format }, value) as boolean;
}

describe('portal formats through AJV', () => {
  it('registers exactly the format names the schemas use', () => {
    expect(Object.keys(portalFormats).sort()).toEqual(
      ['account-number', 'bic', 'date-format', 'dd-mm-yyyy', 'iban', 'portal-email', 'portal-phone', 'referral-code', 'sort-code', 'time-zone', 'unicode-regex'],
    );
    for (const name of Object.keys(portalFormats)) expect(ajv.formats[name]).toBeDefined();
  });

  for (const [format, { valid, invalid }] of Object.entries(FORMAT_VECTORS) as [PortalFormatName, (typeof FORMAT_VECTORS)[PortalFormatName]][]) {
    it(`${format}: accepts ${valid.length} valid values`, () => {
      for (const value of valid) expect({ value, ok: accepts(format, value) }).toEqual({ value, ok: true });
    });
    it(`${format}: rejects ${invalid.length} invalid values`, () => {
      for (const value of invalid) expect({ value, ok: accepts(format, value) }).toEqual({ value, ok: false });
    });
  }

  it('reports a failing format with its name, which errorCodeFor maps', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: { sortCode: { type: 'string', format: 'sort-code' }, bic: { type: 'string', format: 'bic' } },
    });
    expect(validate({ sortCode: '123456', bic: 'NWBKGB2L' })).toBe(false);
    expect(validate.errors).toMatchObject([
      { instancePath: '/sortCode', keyword: 'format', params: { format: 'sort-code' } },
    ]);
  });

  it('points code.formats at the portal formats module, whichever of ajv-formats and ours comes first', () => {
    const oursFirst = addPortalFormats(new Ajv());
    addFormats(oursFirst);
    expect(oursFirst.opts.code.formats?.toString()).toBe('require("portal-validation-formats")');
    expect(portalAjv().opts.code.formats?.toString()).toBe(portalFormatsCode.toString());
  });

  it('can be applied twice to the same instance', () => {
    const twice = addPortalFormats(portalAjv());
    expect(twice.validate({ type: 'string', format: 'iban' }, 'GB29NWBK60161331926819')).toBe(true);
  });

  it('works under strict mode, where an unknown format or keyword would throw', () => {
    const strict = addPortalFormats(new Ajv({ strict: true, strictTypes: false }));
    expect(() =>
      strict.compile({ type: 'string', format: 'dd-mm-yyyy', maximumDate: '2030-12-31', errorCode: 'X_Y' }),
    ).not.toThrow();
    expect(() => strict.compile({ type: 'string', format: 'dd/mm/yyyy' })).toThrow(/unknown format/);
  });
});

describe('maximumDate keyword (almost-there graduation date)', () => {
  const validate = ajv.compile({
    type: 'object',
    properties: { graduationDate: { type: 'string', format: 'dd-mm-yyyy', maximumDate: '2030-12-31' } },
  });

  it('accepts the maximum date itself and earlier dates, refuses the next day', () => {
    expect(validate({ graduationDate: '31/12/2030' })).toBe(true);
    expect(validate({ graduationDate: '15/06/2024' })).toBe(true);
    expect(validate({ graduationDate: '01/01/2031' })).toBe(false);
    expect(validate.errors).toMatchObject([
      { instancePath: '/graduationDate', keyword: 'maximumDate', params: { maximumDate: '2030-12-31' } },
    ]);
  });

  it('compares day, month and year in the right order', () => {
    expect(validate({ graduationDate: '31/01/2030' })).toBe(true);
    expect(validate({ graduationDate: '01/12/2030' })).toBe(true);
    expect(validate({ graduationDate: '30/12/2031' })).toBe(false);
  });

  it('leaves a malformed date to the format alone (one error, not two)', () => {
    expect(validate({ graduationDate: '2031-01-01' })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toEqual(['format']);
  });

  it('evaluates "today" relative limits on the day of validation', () => {
    const relative = ajv.compile({ type: 'string', format: 'dd-mm-yyyy', maximumDate: 'today+5y' });
    const today = new Date();
    const format = (date: Date) =>
      `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    const inFiveYears = new Date(today.getFullYear() + 5, today.getMonth(), today.getDate());
    const dayAfter = new Date(today.getFullYear() + 5, today.getMonth(), today.getDate() + 1);
    // Guard against 29 February rolling over to 1 March.
    if (inFiveYears.getDate() === today.getDate()) expect(relative(format(inFiveYears))).toBe(true);
    expect(relative(format(dayAfter))).toBe(false);
    expect(relative(format(today))).toBe(true);
    const notInFuture = ajv.compile({ type: 'string', format: 'dd-mm-yyyy', maximumDate: 'today' });
    expect(notInFuture(format(today))).toBe(true);
    expect(notInFuture(format(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)))).toBe(false);
  });

  it('refuses a schema with a malformed maximumDate', () => {
    expect(() => ajv.compile({ type: 'string', maximumDate: '31/12/2030' })).toThrow(/maximumDate/);
    expect(() => ajv.compile({ type: 'string', maximumDate: 'tomorrow' })).toThrow(/maximumDate/);
  });
});

describe('minimumDate keyword (issue 27: a graduation date of 1850)', () => {
  const validate = ajv.compile({ type: 'string', format: 'dd-mm-yyyy', minimumDate: '1950-01-01', maximumDate: 'today+6y' });

  it('accepts the minimum date itself and later dates, refuses the day before', () => {
    expect(validate('01/01/1950')).toBe(true);
    expect(validate('15/06/2012')).toBe(true);
    expect(validate('31/12/1949')).toBe(false);
    expect(validate.errors).toMatchObject([{ keyword: 'minimumDate', params: { minimumDate: '1950-01-01' } }]);
    expect(validate('01/01/1850')).toBe(false);
  });

  it('evaluates relative limits too, and refuses a malformed one', () => {
    const recent = ajv.compile({ type: 'string', format: 'dd-mm-yyyy', minimumDate: 'today-1y' });
    const lastYear = new Date().getFullYear() - 2;
    expect(recent(`01/01/${lastYear}`)).toBe(false);
    expect(() => ajv.compile({ type: 'string', minimumDate: 'yesterday' })).toThrow(/minimumDate/);
  });
});

describe('DD/MM/YYYY helpers', () => {
  it('checks real calendar dates', () => {
    expect(isDdMmYyyyDate('29/02/2024')).toBe(true);
    expect(isDdMmYyyyDate('29/02/2023')).toBe(false);
    expect(isDdMmYyyyDate('31/02/2024')).toBe(false);
    expect(isDdMmYyyyDate('29/02/2400')).toBe(true);
    expect(isDdMmYyyyDate('29/02/2100')).toBe(false);
  });

  it('converts to and from the ISO date the API stores', () => {
    expect(ddMmYyyyToIsoDate('29/02/2024')).toBe('2024-02-29');
    expect(ddMmYyyyToIsoDate('29/02/2023')).toBeNull();
    expect(isoDateToDdMmYyyy('2024-02-29')).toBe('29/02/2024');
    expect(isoDateToDdMmYyyy('2023-02-29')).toBeNull();
    expect(isoDateToDdMmYyyy('29/02/2024')).toBeNull();
  });

  it('computes the same limit as the keyword', () => {
    expect(dateLimit('2030-12-31')).toBe(20301231);
    expect(dateLimit('today', new Date(2024, 1, 29))).toBe(20240229);
    expect(dateLimit('today+5y', new Date(2024, 5, 3))).toBe(20290603);
    expect(dateLimit('today-1y', new Date(2024, 5, 3))).toBe(20230603);
    expect(() => dateLimit('soon')).toThrow();
  });
});
