/**
 * The students' half of the education portal (R§2, R§5, R§6, R§7): the sign-up school list (GET
 * /api/education/signup-schools, the same list the student sign-up and almost-there forms offer), the student perks
 * (GET /api/partner-offers answers a student the offers marked for students) and the student info (PUT /api/me, the
 * student-info form: every field required, the R§5 phone pattern, nothing stored on a refusal).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolCities, schools, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs, post } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

let t: TestApp;
const who: Record<string, Record<string, string>> = {};
let newStudentId: string;

const FULL_INFO = {
  profile: { firstName: 'Léa', lastName: 'Martin', mobile: '+33 6 12 34 56 78', gender: 'female', education: 'secondary', graduationYear: 2027 },
  residentialAddress: { address1: '12 rue des Écoles', postcode: '75005', city: 'Paris' },
};

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  // Two listed schools (one out of alphabetical order by position) and one that is not offered on sign-up. The
  // education catalogue's seed adds many more where it is registered; these are ours to assert on.
  await t.app.db
    .insert(schools)
    .values([
      { id: 'test-school-b', slug: 'test-school-b', name: 'Zeta Test School of Massage', position: -2, signupListed: true },
      { id: 'test-school-a', slug: 'test-school-a', name: 'Alpha Test Academy', position: -1, signupListed: true },
      { id: 'test-school-hidden', slug: 'test-school-hidden', name: 'Unlisted Test College', position: -3, signupListed: false },
    ])
    .onConflictDoNothing();
  // Zeta teaches in London, Alpha in Paris: each city's forms offer their own (issue 27).
  await t.app.db
    .insert(schoolCities)
    .values([
      { schoolId: 'test-school-b', cityId: 'UK-LONDON' },
      { schoolId: 'test-school-a', cityId: 'FR-PARIS' },
      { schoolId: 'test-school-hidden', cityId: 'UK-LONDON' },
    ])
    .onConflictDoNothing();
  who.london = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
  who.student = bearer((await logInAs(t.app, 'student@demo.portal.test', DEMO_PASSWORD)).token);
  const signup = await post(t.app, '/api/signup', {
    studentAccount: true,
    email: 'lea.student@example.com',
    password: 'secret-123',
    school: 'test-school-a',
    otherSchool: null,
    city_id: 'FR-PARIS',
    language: 'fr_FR',
    application: { referer: null, utmFirst: null, utmLast: null },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  who.newStudent = bearer(signup.json().token);
  newStudentId = signup.json().worker.id;
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/education/signup-schools', () => {
  it('lists the schools offered on sign-up in their display order, never an unlisted one, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/education/signup-schools' });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json() as { schools: { value: string; name: string }[] }).schools;
    expect(listed.slice(0, 2)).toEqual([
      { value: 'test-school-b', name: 'Zeta Test School of Massage', cityIds: ['UK-LONDON'] },
      { value: 'test-school-a', name: 'Alpha Test Academy', cityIds: ['FR-PARIS'] },
    ]);
    expect(listed.map((s) => s.value)).not.toContain('test-school-hidden');
  });

  it('is the list the student sign-up and almost-there forms offer, the schools of the person\'s city before "other school"', async () => {
    const listed = (await t.app.inject({ url: '/api/education/signup-schools' })).json().schools as { value: string; cityIds: string[] }[];
    const of = (test: (cityIds: string[]) => boolean) => listed.filter((s) => test(s.cityIds)).map((s) => s.value);
    const ukCities = ['UK-LONDON', 'UK-MANCHESTER', 'UK-BIRMINGHAM', 'UK-EDINBURGH'];
    for (const [formId, query, expected] of [
      ['student-signup', 'city_id=UK-LONDON', of((ids) => ids.includes('UK-LONDON'))],
      ['student-signup', 'city_id=FR-PARIS', of((ids) => ids.includes('FR-PARIS'))],
      ['student-signup', 'country_id=UK', of((ids) => ids.some((id) => ukCities.includes(id)))],
      ['almost-there', 'city_id=UK-LONDON', of((ids) => ids.includes('UK-LONDON'))],
    ] as const) {
      const form = await t.app.inject({ url: `/api/forms/${formId}?${query}` });
      expect(form.statusCode, form.body).toBe(200);
      const offered = form.json().schema.properties.school.enum as string[];
      expect(offered, `${formId} ${query}`).toEqual([...expected, 'other']);
      // Issue 27: a London applicant was offered every school, the Paris ones included.
      if (query.includes('UK')) expect(offered, `${formId} ${query}`).not.toContain('test-school-a');
    }
    const paris = (await t.app.inject({ url: '/api/forms/student-signup?city_id=FR-PARIS' })).json().schema.properties.school.enum;
    expect(paris).toContain('test-school-a');
    expect(paris).not.toContain('test-school-b');
  });

  it('offers a student the cities open for sign-up where education is offered: never Vienna (R§9), in any scope', async () => {
    for (const query of ['country_id=UK', 'country_id=AT', 'city_id=FR-PARIS']) {
      const cities = (await t.app.inject({ url: `/api/forms/student-signup?${query}` })).json().schema.properties.city_id.enum as string[];
      expect(cities, query).toEqual(expect.arrayContaining(['UK-LONDON', 'FR-PARIS']));
      expect(cities, query).not.toContain('AT-VIENNA');
    }
  });

  it("refuses a school of another city than the student's (400 FORM_ERROR_INVALID_OPTION)", async () => {
    const res = await post(t.app, '/api/signup', {
      studentAccount: true,
      email: 'wrong.city.student@example.com',
      password: 'secret-123',
      school: 'test-school-a',
      otherSchool: null,
      city_id: 'UK-LONDON',
      language: 'en_GB',
      application: { referer: null, utmFirst: null, utmLast: null },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([{ path: '/school', code: 'FORM_ERROR_INVALID_OPTION' }]));
  });

  it('refuses a school that is not offered at student sign-up, and stores nothing', async () => {
    const res = await post(t.app, '/api/signup', {
      studentAccount: true,
      email: 'ghost.student@example.com',
      password: 'secret-123',
      school: 'test-school-hidden',
      otherSchool: null,
      city_id: 'UK-LONDON',
      language: 'en_GB',
      application: { referer: null, utmFirst: null, utmLast: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([{ path: '/school', code: 'FORM_ERROR_INVALID_OPTION' }]));
    expect(await t.app.db.select().from(workers).where(eq(workers.email, 'ghost.student@example.com'))).toEqual([]);
  });
});

describe('GET /api/partner-offers for a student', () => {
  it("answers the student offers of the student's country, none of the workers' own", async () => {
    const res = await t.app.inject({ url: '/api/partner-offers', headers: who.student });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { offers: { _id: string; title: string; image: string; discountCode: string | null }[] }).offers;
    expect(ids.map((o) => o._id)).toEqual(['offer-student-anatomy', 'offer-student-starter-kit', 'offer-student-couch', 'offer-cpd-courses']);
    expect(ids[0]).toMatchObject({ title: '30% off the massage anatomy atlas', discountCode: 'STUDY30', image: '/images/perks/student-anatomy.svg' });
  });

  it("never shows a worker the students' own offers", async () => {
    const ids = (await t.app.inject({ url: '/api/partner-offers', headers: who.london })).json().offers.map((o: { _id: string }) => o._id);
    expect(ids).toContain('offer-cpd-courses');
    expect(ids.some((id: string) => id.startsWith('offer-student-'))).toBe(false);
  });

  it('refuses a visitor (401) and a student whose basics are missing (403 STUDENT_INFO_MISSING)', async () => {
    const visitor = await t.app.inject({ url: '/api/partner-offers' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe('UNAUTHORIZED');
    const fresh = await t.app.inject({ url: '/api/partner-offers', headers: who.newStudent });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().error).toBe('STUDENT_INFO_MISSING');
  });
});

describe('PUT /api/me, the student info (R§5)', () => {
  const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/me', headers, payload: payload as object });
  const row = async () => (await t.app.db.select().from(workers).where(eq(workers.id, newStudentId)))[0];

  it('refuses every missing field with FORM_ERROR_REQUIRED on its own path, and stores nothing', async () => {
    const before = await row();
    const res = await put(who.newStudent, {
      profile: { firstName: '', lastName: null, mobile: '', gender: null, education: null, graduationYear: null },
      residentialAddress: { address1: '', postcode: '', city: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
    const paths = (res.json().details as { path: string; code: string }[]).map((d) => `${d.path} ${d.code}`).sort();
    expect(paths).toEqual(
      ['/city', '/education', '/firstName', '/gender', '/graduationYear', '/lastName', '/mobile', '/postcode', '/streetName'].map((p) => `${p} FORM_ERROR_REQUIRED`),
    );
    expect(await row()).toEqual(before);
  });

  it('refuses a phone outside the R§5 pattern, an unknown gender or education and a year that is no year, field by field', async () => {
    const before = await row();
    for (const [profile, path, code] of [
      [{ mobile: '06  12 34 56 78' }, '/mobile', 'FORM_ERROR_PHONE_INVALID'],
      [{ mobile: '+33 6 12 34 56 7a' }, '/mobile', 'FORM_ERROR_PHONE_INVALID'],
      [{ gender: 'other' }, '/gender', 'FORM_ERROR_INVALID_OPTION'],
      [{ education: 'wizardry' }, '/education', 'FORM_ERROR_INVALID_OPTION'],
      [{ graduationYear: 207 }, '/graduationYear', undefined],
    ] as const) {
      const res = await put(who.newStudent, { ...FULL_INFO, profile: { ...FULL_INFO.profile, ...profile } });
      expect(res.statusCode, path).toBe(400);
      const details = res.json().details as { path: string; code: string }[];
      expect(details.map((d) => d.path), path).toEqual([path]);
      if (code) expect(details[0].code).toBe(code);
    }
    expect(await row()).toEqual(before);
  });

  it('stores every field, and the student may then open the perks', async () => {
    const res = await put(who.newStudent, FULL_INFO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker).toMatchObject({
      name: 'Léa Martin',
      firstName: 'Léa',
      lastName: 'Martin',
      mobile: '+33 6 12 34 56 78',
      gender: 'female',
      male: false,
      education: 'secondary',
      graduationYear: 2027,
      residentialAddress: { address1: '12 rue des Écoles', postcode: '75005', city: 'Paris' },
    });
    const offers = await t.app.inject({ url: '/api/partner-offers', headers: who.newStudent });
    expect(offers.statusCode).toBe(200);
    expect(offers.json().offers.map((o: { _id: string }) => o._id)).toEqual(['offer-fr-etudiant-anatomie', 'offer-fr-etudiant-kit', 'offer-fr-etudiant-table', 'offer-fr-formation']);
  });

  it("refuses a visitor (401) and keeps a worker's account details read-only (400 on the field), storing nothing", async () => {
    const visitor = await put({}, FULL_INFO);
    expect(visitor.statusCode).toBe(401);
    const [before] = await t.app.db.select().from(workers).where(eq(workers.email, 'worker.london@demo.portal.test'));
    const worker = await put(who.london, { profile: { firstName: 'Mallory', education: 'master' } });
    expect(worker.statusCode).toBe(400);
    expect(worker.json().details).toEqual(
      expect.arrayContaining([
        { path: '/profile/firstName', code: 'FORM_ERROR_UNKNOWN_FIELD' },
        { path: '/profile/education', code: 'FORM_ERROR_UNKNOWN_FIELD' },
      ]),
    );
    const [after] = await t.app.db.select().from(workers).where(eq(workers.email, 'worker.london@demo.portal.test'));
    expect(after).toEqual(before);
  });
});
