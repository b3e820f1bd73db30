import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../../engine/validation/create-ajv';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (document: string, query: Record<string, string>) =>
  t.app.inject({ url: `/api/legal/${document}?${new URLSearchParams(query).toString()}` });

const LANGUAGES = ['en_GB', 'fr_FR', 'de_AT'] as const;
const COMPANIES = { UK: 'Practitioner Portal Ltd', FR: 'Practitioner Portal SARL', AT: 'Practitioner Portal GmbH' } as const;

describe('content/legal', () => {
  it('has terms and a privacy policy for every country of the region files, in every language, each file valid', async () => {
    const legalDir = path.join(repoRoot, 'content', 'legal');
    const schema = JSON.parse(await readFile(path.join(repoRoot, 'content', 'legal.schema.json'), 'utf8')) as object;
    const validate = createAjv().compile(schema);
    const cities = (await t.app.inject({ url: '/api/cities' })).json() as Array<{ country_id: string }>;
    const countries = [...new Set(cities.map((city) => city.country_id))].sort();
    expect(countries).toEqual(['AT', 'FR', 'UK']);
    expect((await readdir(legalDir)).sort()).toEqual(countries);
    for (const country of countries) {
      for (const document of ['terms', 'privacy']) {
        const file = JSON.parse(await readFile(path.join(legalDir, country, `${document}.json`), 'utf8')) as Record<string, unknown>;
        expect(validate(file), `${country}/${document}: ${JSON.stringify(validate.errors)}`).toBe(true);
        expect(file).toMatchObject({ document, country_id: country });
      }
    }
  });
});

describe('GET /api/legal/{document}', () => {
  it("serves each country's company text in the language asked", async () => {
    for (const [country, company] of Object.entries(COMPANIES)) {
      for (const language of LANGUAGES) {
        for (const document of ['terms', 'privacy']) {
          const res = await get(document, { country_id: country, language });
          expect(res.statusCode, `${document} ${country} ${language}`).toBe(200);
          const page = res.json();
          // The privacy policy changed with the retention table (issue 31).
          expect(page).toMatchObject({ document, country_id: country, language, updated: document === 'privacy' ? '2026-11-28' : '2026-01-01' });
          expect(page.sections.length).toBeGreaterThan(4);
          expect(JSON.stringify(page.sections)).toContain(company);
        }
      }
    }
    expect((await get('terms', { country_id: 'FR', language: 'fr_FR' })).json().title).toBe('Conditions générales');
    expect((await get('privacy', { country_id: 'AT', language: 'de_AT' })).json().title).toBe('Datenschutzerklärung');
    expect((await get('terms', { country_id: 'UK', language: 'en_GB' })).json().title).toBe('Terms and conditions');
    // Each country names its own data protection authority.
    expect(JSON.stringify((await get('privacy', { country_id: 'FR', language: 'en_GB' })).json())).toContain('CNIL');
    expect(JSON.stringify((await get('privacy', { country_id: 'AT', language: 'en_GB' })).json())).toContain('Datenschutzbehörde');
    expect(JSON.stringify((await get('privacy', { country_id: 'UK', language: 'en_GB' })).json())).toContain("Information Commissioner's Office");
  });

  it('answers 404 for a country without texts and 400 for a wrong document, language or a path in the country', async () => {
    expect((await get('terms', { country_id: 'DE', language: 'en_GB' })).statusCode).toBe(404);
    expect((await get('cookies', { country_id: 'UK', language: 'en_GB' })).statusCode).toBe(400);
    expect((await get('terms', { country_id: 'UK', language: 'es_ES' })).statusCode).toBe(400);
    expect((await get('terms', { country_id: '../UK', language: 'en_GB' })).statusCode).toBe(400);
    expect((await get('terms', { language: 'en_GB' })).statusCode).toBe(400);
  });
});
