import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';
import { londonAnswers } from '../../fixtures/signup-answers';

const londonApplicant = londonAnswers;

let t: TestApp;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-forms-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const props = (body: { schema: { properties: Record<string, unknown> } }) => Object.keys(body.schema.properties);

describe('GET /api/forms/{formId}', () => {
  it('composes the sign-up form per city: UK asks no postcode or last name, AT no certified question', async () => {
    const uk = (await t.app.inject({ url: '/api/forms/signup?city_id=UK-LONDON' })).json();
    expect(props(uk)).not.toContain('postcode');
    expect(props(uk)).not.toContain('lastName');
    expect(props(uk)).toContain('certified');
    const at = (await t.app.inject({ url: '/api/forms/signup?city_id=AT-VIENNA' })).json();
    expect(props(at)).not.toContain('certified');
    expect(props(at)).toContain('postcode');
    expect(at.scope).toEqual({ country_id: 'AT', city_id: 'AT-VIENNA' });
  });

  it("carries the city's qualification texts per language for the not-certified warning (Birmingham: massage only)", async () => {
    const birmingham = (await t.app.inject({ url: '/api/forms/signup?city_id=UK-BIRMINGHAM' })).json();
    expect(birmingham.uiSchema.notCertifiedWarning['ui:textValuesByLanguage']).toEqual({
      en_GB: { qualifications: 'level 3 in massage' },
      fr_FR: { qualifications: 'niveau 3 en massage' },
      de_AT: { qualifications: 'Stufe 3 in Massage' },
    });
  });

  it('answers 404 for an unknown form or city', async () => {
    expect((await t.app.inject({ url: '/api/forms/tax-return?city_id=UK-LONDON' })).json().error).toBe('UNKNOWN_FORM');
    expect((await t.app.inject({ url: '/api/forms/signup?city_id=UK-NOWHERE' })).json().error).toBe('UNKNOWN_CITY');
  });
});

describe('POST /api/forms/{formId}/validate', () => {
  it('accepts a valid London applicant and names each bad field with its code', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/forms/signup/validate?city_id=UK-LONDON', payload: londonApplicant });
    expect(ok.json()).toEqual({ valid: true });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/forms/signup/validate?city_id=UK-LONDON',
      payload: { ...londonApplicant, email: 'ada@', mobile: 'call me', massageMenAndWomen: 'no' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().valid).toBe(false);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' },
        { path: '/mobile', code: 'FORM_ERROR_PHONE_INVALID' },
        { path: '/massageMenAndWomen', code: 'CREATE_ACCOUNT_MASSAGE_MEN_AND_WOMEN_REQUIRED' },
      ]),
    );
  });

  it('refuses a postcode in London (not asked there) and requires it in Vienna', async () => {
    const london = await t.app.inject({
      method: 'POST',
      url: '/api/forms/signup/validate?city_id=UK-LONDON',
      payload: { ...londonApplicant, postcode: 'SW1A 1AA' },
    });
    expect(london.json().details).toEqual([{ path: '/postcode', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
    const vienna = await t.app.inject({ method: 'POST', url: '/api/forms/signup/validate?city_id=AT-VIENNA', payload: {} });
    expect(vienna.json().details).toEqual(expect.arrayContaining([{ path: '/postcode', code: 'FORM_ERROR_REQUIRED' }]));
  });
});

describe('GET /api/forms/{formId}/validator.js', () => {
  it('serves a self-contained ES module that validates exactly like the server', async () => {
    const res = await t.app.inject({ url: '/api/forms/signup/validator.js?city_id=UK-LONDON' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).not.toMatch(/\bnew Function\b|\beval\(/);
    expect(res.body).not.toMatch(/^\s*import\s/m);
    const etag = String(res.headers.etag);
    expect((await t.app.inject({ url: '/api/forms/signup/validator.js?city_id=UK-LONDON', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const file = path.join(tmp, 'signup-london.mjs');
    fs.writeFileSync(file, res.body);
    const mod = await import(pathToFileURL(file).href);
    const composed = (await t.app.inject({ url: '/api/forms/signup?city_id=UK-LONDON' })).json();
    const validator = createPrecompiledValidator(mod.default, composed.schema as RJSFSchema);
    expect(validator.isValid(composed.schema, londonApplicant, composed.schema)).toBe(true);
    expect(validator.isValid(composed.schema, { ...londonApplicant, email: 'ada@' }, composed.schema)).toBe(false);
  });

  it('differs per scope: London and Vienna validators are different modules', async () => {
    const london = await t.app.inject({ url: '/api/forms/signup/validator.js?city_id=UK-LONDON' });
    const vienna = await t.app.inject({ url: '/api/forms/signup/validator.js?city_id=AT-VIENNA' });
    expect(london.headers.etag).not.toBe(vienna.headers.etag);
  });
});

describe('ops edit the region files: a new city and a toggled question, no code change', () => {
  const dir = path.join(tmp, 'regions');
  let edited: TestApp;
  beforeAll(async () => {
    fs.cpSync(path.join(repoRoot, 'regions'), dir, { recursive: true });
    const bristol = JSON.parse(fs.readFileSync(path.join(dir, 'UK-BIRMINGHAM.json'), 'utf8'));
    bristol.scope.city_id = 'UK-BRISTOL';
    bristol.city = { ...bristol.city, id: 'UK-BRISTOL', name: 'Bristol', openForSignup: true };
    delete bristol.keyValues.cityListPosition;
    // Bristol asks the postcode that the rest of the UK does not.
    bristol.forms = { ...bristol.forms, signup: { questions: { ...(bristol.forms?.signup?.questions ?? {}), postcode: 'shown' } } };
    fs.writeFileSync(path.join(dir, 'UK-BRISTOL.json'), JSON.stringify(bristol, null, 2));
    edited = await createTestApp({ regionsDir: dir });
  });
  afterAll(async () => {
    await edited.close();
  });

  it('offers Bristol in the sign-up city choice and asks its postcode', async () => {
    const london = (await edited.app.inject({ url: '/api/forms/signup?city_id=UK-LONDON' })).json();
    expect(london.schema.properties.city_id.enum).toContain('UK-BRISTOL');
    const bristol = (await edited.app.inject({ url: '/api/forms/signup?city_id=UK-BRISTOL' })).json();
    expect(props(bristol)).toContain('postcode');
    const result = await edited.app.inject({
      method: 'POST',
      url: '/api/forms/signup/validate?city_id=UK-BRISTOL',
      payload: { ...londonApplicant, city_id: 'UK-BRISTOL' },
    });
    expect(result.json().details).toEqual([{ path: '/postcode', code: 'FORM_ERROR_REQUIRED' }]);
  });
});
