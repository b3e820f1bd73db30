import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

let prod: TestApp;
let test: TestApp;
beforeAll(async () => {
  [prod, test] = await Promise.all([createTestApp({ appEnv: 'production' }), createTestApp({ appEnv: 'test' })]);
});
afterAll(async () => {
  await Promise.all([prod.close(), test.close()]);
});

async function config(t: TestApp, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/config?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/cities', () => {
  it('lists the six cities of the region files, UK first, with the city entity', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    const cities = res.json() as { id: string; name: string; country_id: string; bankingPayoutType: string }[];
    expect(cities.map((c) => c.id)).toEqual([
      'UK-LONDON',
      'UK-BIRMINGHAM',
      'UK-MANCHESTER',
      'UK-EDINBURGH',
      'FR-PARIS',
      'AT-VIENNA',
    ]);
    expect(cities.find((c) => c.id === 'UK-MANCHESTER')?.name).toBe('Manchester & Liverpool');
    expect(cities.find((c) => c.id === 'UK-EDINBURGH')?.name).toBe('Edinburgh & Glasgow');
    expect(cities.find((c) => c.id === 'UK-LONDON')?.bankingPayoutType).toBe('bacs');
    expect(cities.find((c) => c.id === 'FR-PARIS')?.bankingPayoutType).toBe('iban');
  });
});

describe('GET /api/config', () => {
  it('gives each UK city its voucher maximum (R§9)', async () => {
    expect((await config(prod, 'city_id=UK-LONDON')).keyValues.voucherMaximum).toBe(948);
    expect((await config(prod, 'city_id=UK-BIRMINGHAM')).keyValues.voucherMaximum).toBe(800);
    expect((await config(prod, 'city_id=UK-EDINBURGH')).keyValues.voucherMaximum).toBe(800);
  });

  it('applies the APP_ENV variant: UK voucher minimum 10 in production, 25 in test', async () => {
    expect((await config(prod, 'city_id=UK-LONDON')).keyValues.voucherMinimum).toBe(10);
    expect((await config(test, 'city_id=UK-LONDON')).keyValues.voucherMinimum).toBe(25);
    expect((await config(test, 'city_id=UK-LONDON')).env).toBe('test');
  });

  it('answers country-wide settings when no city is given', async () => {
    const fr = await config(prod, 'country_id=FR');
    expect(fr.scope).toEqual({ country_id: 'FR', city_id: null });
    expect(fr.city).toBeNull();
    expect(fr.keyValues.smartBookPromoPercent).toBe(10);
    const at = await config(prod, 'country_id=AT');
    expect(at.keyValues.imprintShown).toBe(true);
    expect(at.keyValues.educationEnabled).toBe(false);
    expect((await config(prod, 'country_id=UK')).keyValues.minimumScreeningScore).toBe(14);
  });

  it('carries the city entity and the sign-up question overlay of the scope', async () => {
    const london = await config(prod, 'city_id=UK-LONDON');
    expect(london.city).toMatchObject({ id: 'UK-LONDON', country_id: 'UK', heroLanguage_id: 'en_GB' });
    expect(london.forms.signup.questions).toMatchObject({ lastName: 'hidden', postcode: 'hidden', workdays: 'shown' });
    const vienna = await config(prod, 'city_id=AT-VIENNA');
    expect(vienna.forms.signup.questions).toMatchObject({ certified: 'hidden', workdays: 'hidden' });
  });

  it('never sends the screening test answer key or the request-to-book beta list (worker ids) to the browser', async () => {
    for (const query of ['city_id=UK-LONDON', 'country_id=FR', 'city_id=AT-VIENNA']) {
      const body = await config(prod, query);
      expect(body.keyValues.minimumScreeningScore, query).toBeTypeOf('number');
      expect(body.keyValues, query).not.toHaveProperty('screeningTestAnswerKey');
      expect(body.keyValues.requestToBook2024Enabled, query).toBeTypeOf('boolean');
      expect(body.keyValues, query).not.toHaveProperty('requestToBook2024BetaWorkerIds');
    }
  });

  it('answers 404 with a code for an unknown city or country', async () => {
    const city = await prod.app.inject({ method: 'GET', url: '/api/config?city_id=UK-ATLANTIS' });
    expect(city.statusCode).toBe(404);
    expect(city.json().error).toBe('UNKNOWN_CITY');
    const country = await prod.app.inject({ method: 'GET', url: '/api/config?country_id=DE' });
    expect(country.statusCode).toBe(404);
    expect(country.json().error).toBe('UNKNOWN_COUNTRY');
  });
});

describe('adding a city is adding one file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-regions-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.cpSync(path.join(repoRoot, 'regions'), dir, { recursive: true });
    const bristol = JSON.parse(fs.readFileSync(path.join(dir, 'UK-BIRMINGHAM.json'), 'utf8'));
    bristol.scope.city_id = 'UK-BRISTOL';
    bristol.city = { ...bristol.city, id: 'UK-BRISTOL', name: 'Bristol' };
    bristol.keyValues = { ...bristol.keyValues, voucherMaximum: 700 };
    delete bristol.keyValues.cityListPosition;
    fs.writeFileSync(path.join(dir, 'UK-BRISTOL.json'), JSON.stringify(bristol, null, 2));
    // The schema reference is relative to the regions folder; keep it resolvable in the copy.
    t = await createTestApp({ regionsDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows the new city in /api/cities and /api/config with no code change', async () => {
    const cities = (await t.app.inject({ method: 'GET', url: '/api/cities' })).json() as { id: string; name: string }[];
    expect(cities.find((c) => c.id === 'UK-BRISTOL')?.name).toBe('Bristol');
    const bristol = await config(t, 'city_id=UK-BRISTOL');
    expect(bristol.keyValues.voucherMaximum).toBe(700);
    expect(bristol.keyValues.minimumScreeningScore).toBe(14);
    expect(bristol.city.country_id).toBe('UK');
  });
});

describe('the SPA cache-buster', () => {
  it('is accepted on every GET and changes nothing', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/config?country_id=UK&_=1732233600000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().scope).toEqual({ country_id: 'UK', city_id: null });
  });
});
