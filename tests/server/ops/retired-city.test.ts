/**
 * Retiring a city is a setting (issue 24): `"retired": true` in London's city entity takes London
 * out of every city list (GET /api/cities, the sign-up's city choice, the education filters) and
 * closes it for sign-up, while its workers keep their city and its settings, and
 * GET /api/config?city_id=UK-LONDON still answers.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolCities, schools } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { signupPayloadFromForm, type SignupContext } from '../../../engine/signup/signup-payload';
import { londonMasseuse } from '../applicant-fixtures';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

let dir: string;
let t: TestApp;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-retired-')), 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  const file = path.join(dir, 'UK-LONDON.json');
  const london = JSON.parse(await readFile(file, 'utf8')) as { city: Record<string, unknown> };
  london.city.retired = true;
  london.city.openForSignup = false;
  await writeFile(file, JSON.stringify(london, null, 2));
  t = await createTestApp({ seeded: true, regionsDir: dir });
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('a retired city', () => {
  it('is in no city list: GET /api/cities, the sign-up city choice, the education filters', async () => {
    const cities = (await get('/api/cities')).json() as { id: string }[];
    expect(cities.map((c) => c.id)).toEqual(['UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH', 'FR-PARIS', 'AT-VIENNA']);

    const form = (await get('/api/forms/signup?city_id=UK-BIRMINGHAM')).json() as { schema: { properties: { city_id: unknown } } };
    const choice = JSON.stringify(form.schema.properties.city_id);
    expect(choice).toContain('UK-BIRMINGHAM');
    expect(choice).not.toContain('UK-LONDON');

    const [school] = await t.database.db
      .select({ slug: schools.slug })
      .from(schools)
      .innerJoin(schoolCities, eq(schoolCities.schoolId, schools.id))
      .where(eq(schoolCities.cityId, 'UK-LONDON'))
      .limit(1);
    expect(school, 'the demo has a school in London').toBeDefined();
    const facets = (await get('/api/education/facets')).json() as { cities: { id: string }[] };
    expect(facets.cities.map((c) => c.id)).not.toContain('UK-LONDON');
    expect(facets.cities.length).toBeGreaterThan(0);
    // A school there keeps its city's name.
    const page = (await get(`/api/education/schools/by-slug/${school.slug}`)).json() as { cities: { id: string; name: string }[] };
    expect(page.cities).toContainEqual(expect.objectContaining({ id: 'UK-LONDON', name: 'London' }));
  });

  it('takes no sign-up', async () => {
    const region = t.app.regions.resolve({ city_id: 'UK-LONDON' });
    const payload = signupPayloadFromForm({ ...londonMasseuse, email: 'late.londoner@example.com' }, {
      catalogues: region.catalogues as SignupContext['catalogues'],
      minimumHoursOfExperience: 50,
      now: new Date(),
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/city_id', code: 'FORM_ERROR_INVALID_OPTION' }] });
  });

  it('still resolves for its people: its configuration, and a London worker keeps London and its pages', async () => {
    const config = await get('/api/config?city_id=UK-LONDON');
    expect(config.statusCode).toBe(200);
    // London's own settings, not the UK's.
    expect((config.json() as { keyValues: Record<string, unknown> }).keyValues).toMatchObject({ targetVerticals: ['facials', 'nails'], limitedDemandPopupEnabled: true });

    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'worker.london@demo.portal.test', password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const me = (await get('/api/me', headers)).json() as { city: { id: string; retired?: boolean; timezone: string } };
    expect(me.city).toMatchObject({ id: 'UK-LONDON', retired: true, timezone: 'Europe/London' });
    for (const url of ['/api/bookings', '/api/diary/demand?from=2026-12-07', '/api/hero/statements', '/api/support-chat']) {
      const res = await get(url, headers);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
