import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referrals, workerApplications, workers } from '../../../server/platform/db/schema';
import { NOT_ENOUGH_EXPERIENCE } from '../../../engine/rules/competency-test';
import type { TestApp } from '../app-harness';
import { cookie, countRows, createAccountsApp, lastMailTo, post, setCookieOf, signUpAs, signupPayload, workerByEmail } from '../auth/account-fixtures';
import { editedRegions } from '../../fixtures/edited-regions';
import { londonAnswers, parisAnswers, viennaAnswers } from '../../fixtures/signup-answers';
import type { SignupFormData } from '../../../engine/generated/forms/signup';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

/** Posts a sign-up that must be refused, and checks that nothing at all was stored. */
async function refused(payload: unknown, status = 400) {
  const before = await countRows(t.app);
  const res = await post(t.app, '/api/signup', payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(await countRows(t.app)).toEqual(before);
  expect(setCookieOf(res)).toBe('');
  return res.json() as { error: string; details?: { path: string; code: string }[] };
}

describe('POST /api/signup, a London practitioner', () => {
  it('creates the account without a postcode (not asked in the UK) and answers a session', async () => {
    const payload = signupPayload(t.app, londonAnswers, {
      referer: 'https://www.google.com/search',
      utmFirst: { source: 'google', medium: 'cpc' },
      utmLast: { source: 'newsletter' },
    });
    expect(payload.residentialAddress.postcode).toBeNull();
    const res = await post(t.app, '/api/signup', payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.worker).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      city_id: 'UK-LONDON',
      country_id: 'UK',
      mobile: '+44 7700 900123',
      male: false,
      verifiedEmail: false,
      active: false,
      specialities: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_DEEP_TISSUE'],
      vertical_ids: ['VERTICAL_MASSAGE'],
      residentialAddress: { address1: null, postcode: null, city: null, country: null },
    });
    expect(body.worker.application).toMatchObject({
      status: 'submitted',
      treatments: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_DEEP_TISSUE'],
      workWeekdays: true,
      workEvenings: true,
      workWeekends: false,
      referer: 'https://www.google.com/search',
      utmFirst: { source: 'google', medium: 'cpc' },
      utmLast: { source: 'newsletter' },
      lastScreeningQuestionnaireFailReason: null,
    });
    expect(body.worker).not.toHaveProperty('passwordHash');
    expect(body.worker.referralCode).toMatch(/^ADA\d{4}$/);
    expect(body.city).toMatchObject({ id: 'UK-LONDON', name: 'London', bankingPayoutType: 'bacs' });
    expect(body.country).toMatchObject({ id: 'UK' });
    expect(body.currency).toEqual({ textSymbol: '£' });

    // The cookie carries the same token: httpOnly, SameSite=Lax, about three months, not Secure over HTTP.
    const setCookie = setCookieOf(res);
    expect(setCookie).toContain(`portal_session=${body.token}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
    expect(setCookie).not.toMatch(/Secure/);

    const row = await workerByEmail(t.app.db, 'ada@example.com');
    expect(row.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$/);
    expect(row.passwordHash).not.toContain('secret-pass');
    // UK: the terms switch is on and the box was ticked; marketing was not.
    expect(row.lastAcceptedTermsAndConditionsAt).toBeInstanceOf(Date);
    expect(row.lastAcceptedMarketingCommunicationsAt).toBeNull();

    const me = await t.app.inject({ url: '/api/me', headers: cookie(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().worker.id).toBe(body.worker.id);
  });

  it('sends the verification mail with an absolute /verify-email link', async () => {
    const mail = await lastMailTo(t.app.db, 'ada@example.com', { waitMs: 3000 });
    expect(mail).toBeDefined();
    expect(mail.language).toBe('en_GB');
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it('refuses the same e-mail again with 409, in any letter case', async () => {
    const again = await refused({ ...signupPayload(t.app, londonAnswers) }, 409);
    expect(again.error).toBe('EMAIL_ALREADY_USED');
    const upper = await refused(signupPayload(t.app, { ...londonAnswers, email: 'ADA@Example.COM' }), 409);
    expect(upper.error).toBe('EMAIL_ALREADY_USED');
  });

  it('lets only one of two simultaneous sign-ups with the same address through', async () => {
    const payload = signupPayload(t.app, { ...londonAnswers, email: 'twins@example.com' });
    const results = await Promise.all([
      post(t.app, '/api/signup', payload),
      post(t.app, '/api/signup', { ...payload, email: 'TWINS@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error).toBe('EMAIL_ALREADY_USED');
  });

  it('takes a mobile number and an e-mail address with spaces around them, and stores them trimmed', async () => {
    const payload = signupPayload(t.app, { ...londonAnswers, email: 'spaces@example.com' });
    const res = await post(t.app, '/api/signup', { ...payload, mobile: '+44 7700 900123 ', email: ' spaces@example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await workerByEmail(t.app.db, 'spaces@example.com');
    expect(row.mobile).toBe('+44 7700 900123');
  });

  it('refuses a postcode in London: the question is not asked there', async () => {
    const payload = signupPayload(t.app, { ...londonAnswers, email: 'pc@example.com' });
    payload.residentialAddress.postcode = 'SW1A 1AA';
    const body = await refused(payload);
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual([{ path: '/postcode', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
  });

  it('names each broken rule on its form field and stores nothing', async () => {
    const payload = signupPayload(t.app, {
      ...londonAnswers,
      email: 'ada@',
      mobile: 'call me',
      password: 'abc',
      massageMenAndWomen: 'no',
    });
    const body = await refused(payload);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' },
        { path: '/mobile', code: 'FORM_ERROR_PHONE_INVALID' },
        expect.objectContaining({ path: '/password', code: 'FORM_ERROR_PASSWORD_LENGTH' }),
        { path: '/massageMenAndWomen', code: 'CREATE_ACCOUNT_MASSAGE_MEN_AND_WOMEN_REQUIRED' },
      ]),
    );
  });

  it('requires the terms where the UK shows them', async () => {
    const payload = signupPayload(t.app, { ...londonAnswers, email: 'terms@example.com', acceptTerms: undefined });
    const body = await refused(payload);
    expect(body.details).toEqual(expect.arrayContaining([{ path: '/acceptTerms', code: 'FORM_ERROR_MUST_ACCEPT' }]));
  });

  it('refuses an unknown city and an unknown treatment', async () => {
    const city = await refused({ ...signupPayload(t.app, { ...londonAnswers, email: 'c@example.com' }), city_id: 'UK-ATLANTIS' });
    expect(city.details).toEqual([{ path: '/city_id', code: 'FORM_ERROR_INVALID_OPTION' }]);
    const payload = signupPayload(t.app, { ...londonAnswers, email: 't@example.com' });
    payload.application.treatments += ',SPECIALITY_UNICORN_RIDING';
    const treatment = await refused(payload);
    expect(treatment.details).toEqual([{ path: '/application/treatments', code: 'FORM_ERROR_INVALID_OPTION' }]);
  });

  it('refuses bad JSON and wrong types with 400, storing nothing', async () => {
    const before = await countRows(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "x@example.com", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('INVALID_JSON');
    expect(await countRows(t.app)).toEqual(before);

    const payload = signupPayload(t.app, { ...londonAnswers, email: 'types@example.com' }) as unknown as Record<string, unknown>;
    const wrong = await refused({
      ...payload,
      male: 'yes',
      application: { ...(payload.application as object), workWeekdays: true },
      surprise: 1,
    });
    expect(wrong.error).toBe('VALIDATION_FAILED');
    expect(wrong.details).toEqual(
      expect.arrayContaining([
        { path: '/male', code: 'FORM_ERROR_INVALID' },
        { path: '/application/workWeekdays', code: 'FORM_ERROR_INVALID' },
        { path: '/surprise', code: 'FORM_ERROR_UNKNOWN_FIELD' },
      ]),
    );
    const empty = await refused({});
    expect(empty.details).toEqual([{ path: '/city_id', code: 'FORM_ERROR_REQUIRED' }]);
  });
});

describe('POST /api/signup, referral codes', () => {
  it('links the new applicant to the referrer and lists them in the referrer\'s referrals', async () => {
    const referrer = await workerByEmail(t.app.db, 'ada@example.com');
    const referee = await signUpAs(t.app, { ...londonAnswers, email: 'grace@example.com', firstName: 'Grace Hopper', referralCode: referrer.referralCode! });
    const [application] = await t.app.db.select().from(workerApplications).where(eq(workerApplications.workerId, referee.worker.id));
    expect(application.referrerWorkerId).toBe(referrer.id);
    const [referral] = await t.app.db.select().from(referrals).where(eq(referrals.refereeWorkerId, referee.worker.id));
    expect(referral).toMatchObject({ referrerWorkerId: referrer.id, name: 'Grace', stage: 0 });
  });

  it('refuses a well-formed code nobody has, on the referral code field', async () => {
    const body = await refused(signupPayload(t.app, { ...londonAnswers, email: 'r@example.com', referralCode: 'NOBODY123' }));
    expect(body.details).toEqual([{ path: '/referralCode', code: 'REFERRAL_CODE_UNKNOWN' }]);
  });
});

describe('POST /api/signup, per scope', () => {
  it('stores both compliance timestamps in Paris, where the switches are on, with the last name asked', async () => {
    const body = await signUpAs(t.app, parisAnswers);
    expect(body.worker).toMatchObject({ firstName: 'Camille', lastName: 'Durand', country_id: 'FR', language_id: 'fr_FR' });
    expect(body.currency).toEqual({ textSymbol: '€' });
    const row = await workerByEmail(t.app.db, 'camille@example.fr');
    expect(row.lastAcceptedTermsAndConditionsAt).toBeInstanceOf(Date);
    expect(row.lastAcceptedMarketingCommunicationsAt).toBeInstanceOf(Date);
    expect((await lastMailTo(t.app.db, 'camille@example.fr', { waitMs: 3000 })).language).toBe('fr_FR');
  });

  it('refuses a Paris sign-up without a last name', async () => {
    const body = await refused(signupPayload(t.app, { ...parisAnswers, email: 'solo@example.fr', lastName: undefined }));
    expect(body.details).toEqual(expect.arrayContaining([{ path: '/lastName', code: 'FORM_ERROR_REQUIRED' }]));
  });

  it('refuses Vienna: closed for sign-up, as Austria allows no treatment group yet (R§9)', async () => {
    const body = await refused(signupPayload(t.app, viennaAnswers));
    expect(body.details).toEqual(expect.arrayContaining([{ path: '/city_id', code: 'FORM_ERROR_INVALID_OPTION' }]));
  });
});

describe('POST /api/signup, the treatment groups a city allows (R§9 cities allowed per vertical)', () => {
  const birminghamFacialist = {
    ...londonAnswers,
    city_id: 'UK-BIRMINGHAM',
    serviceAreas: ['beauty'],
    massageTreatments: undefined,
    massageMenAndWomen: undefined,
    beautyTreatments: ['SPECIALITY_CLASSIC_FACIAL'],
  } as SignupFormData;

  it('refuses a beauty treatment in Birmingham (massage only), on the service areas, storing nothing', async () => {
    const body = await refused(signupPayload(t.app, { ...birminghamFacialist, email: 'facials.bham@example.com' }));
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(expect.arrayContaining([{ path: '/serviceAreas/0', code: 'FORM_ERROR_INVALID_OPTION' }]));
  });

  it('takes the same answers in London, which allows beauty', async () => {
    const body = await signUpAs(t.app, { ...birminghamFacialist, city_id: 'UK-LONDON', email: 'facials.london@example.com' });
    expect(body.worker.specialities).toEqual(['SPECIALITY_CLASSIC_FACIAL']);
  });

  it('takes them in Birmingham once its file allows beauty (an ops change, no code change)', async () => {
    const regions = editedRegions({
      'UK-BIRMINGHAM.json': (data) => {
        (data.keyValues as Record<string, unknown>).allowedVerticalGroups = ['massage', 'beauty'];
      },
    });
    const opened = await createAccountsApp({ regionsDir: regions.dir });
    try {
      const body = await signUpAs(opened.app, { ...birminghamFacialist, email: 'facials.bham@example.com' });
      expect(body.worker).toMatchObject({ city_id: 'UK-BIRMINGHAM', specialities: ['SPECIALITY_CLASSIC_FACIAL'] });
    } finally {
      await opened.close();
      regions.remove();
    }
  });
});

describe('POST /api/signup in Vienna, opened for sign-up with massage (a test-only region set: Austria keeps its own sign-up rules for then)', () => {
  let vienna: TestApp;
  let regions: { dir: string; remove(): void };
  beforeAll(async () => {
    regions = editedRegions({
      'AT-VIENNA.json': (data) => {
        (data.city as Record<string, unknown>).openForSignup = true;
        (data.keyValues as Record<string, unknown>).allowedVerticalGroups = ['massage'];
      },
    });
    vienna = await createAccountsApp({ regionsDir: regions.dir });
  });
  afterAll(async () => {
    await vienna?.close();
    regions.remove();
  });

  it('still refuses a missing postcode, on /postcode only', async () => {
    const res = await post(vienna.app, '/api/signup', signupPayload(vienna.app, { ...viennaAnswers, postcode: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: '/postcode', code: 'FORM_ERROR_REQUIRED' }]);
  });

  it("refuses a postcode not in Austria's format on /postcode, storing nothing, and stores a good one normalised (issue 25)", async () => {
    const before = await countRows(vienna.app);
    for (const postcode of ['NOT A POSTCODE', '75011', 'SW1A 1AA']) {
      const res = await post(vienna.app, '/api/signup', signupPayload(vienna.app, { ...viennaAnswers, email: 'postcode@example.at', postcode }));
      expect({ postcode, status: res.statusCode, details: res.json().details }).toEqual({
        postcode,
        status: 400,
        details: [{ path: '/postcode', code: 'FORM_ERROR_POSTCODE_INVALID' }],
      });
    }
    expect(await countRows(vienna.app)).toEqual(before);
    // As a native app might send it: the server trims it as it validates and stores it.
    const body = await signUpAs(vienna.app, { ...viennaAnswers, email: 'postcode@example.at' }, { residentialAddress: { postcode: ' 1070 ' } });
    expect(body.worker.residentialAddress?.postcode).toBe('1070');
  });

  it('stores no compliance timestamps (switches off) and records not enough experience under 50 hours', async () => {
    const body = await signUpAs(vienna.app, { ...viennaAnswers, hoursOfExperience: 'under-50' });
    expect(body.worker).toMatchObject({ residentialAddress: { postcode: '1010' }, language: 'native', language_id: 'de_AT' });
    expect(body.worker.application).toMatchObject({
      status: 'submitted',
      selfEmployed: true,
      insured: true,
      hoursOfExperience: 'under-50',
      lastScreeningQuestionnaireFailReason: NOT_ENOUGH_EXPERIENCE,
    });
    const [row] = await vienna.app.db.select().from(workers).where(eq(workers.id, body.worker.id));
    expect(row.lastAcceptedTermsAndConditionsAt).toBeNull();
    expect(row.lastAcceptedMarketingCommunicationsAt).toBeNull();
  });

  it('refuses terms and marketing answers Austria does not ask, storing nothing', async () => {
    const payload = signupPayload(vienna.app, { ...viennaAnswers, email: 'opt@example.at' });
    payload.lastAcceptedTermsAndConditionsAt = new Date().toISOString();
    payload.lastAcceptedMarketingCommunicationsAt = new Date().toISOString();
    const before = await countRows(vienna.app);
    const res = await post(vienna.app, '/api/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: '/acceptTerms', code: 'FORM_ERROR_UNKNOWN_FIELD' },
        { path: '/acceptMarketing', code: 'FORM_ERROR_UNKNOWN_FIELD' },
      ]),
    );
    expect(await countRows(vienna.app)).toEqual(before);
  });
});

describe('POST /api/signup, a student (studentAccount: true)', () => {
  const student = {
    studentAccount: true,
    email: 'student@example.com',
    password: 'study-hard',
    school: 'other',
    otherSchool: 'Northern College of Massage',
    city_id: 'UK-MANCHESTER',
    language: 'en_GB',
    application: { referer: 'https://example.org/', utmFirst: { source: 'fair' }, utmLast: null },
  };

  it('creates a student account with the student sign-up rules and answers a session', async () => {
    const res = await post(t.app, '/api/signup', student);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.worker).toMatchObject({ studentAccount: true, email: 'student@example.com', city_id: 'UK-MANCHESTER', language_id: 'en_GB' });
    expect(body.worker.application).toMatchObject({ school: 'other', otherSchool: 'Northern College of Massage', utmFirst: { source: 'fair' } });
    expect(body.token).toBeTruthy();
  });

  it('asks the name of an "other" school, and refuses a short password, on their fields', async () => {
    const body = await refused({ ...student, email: 'student2@example.com', otherSchool: undefined, password: 'abc' });
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: '/otherSchool', code: 'FORM_ERROR_REQUIRED' },
        expect.objectContaining({ path: '/password', code: 'FORM_ERROR_PASSWORD_LENGTH' }),
      ]),
    );
  });

  it('refuses a practitioner field in a student payload', async () => {
    const body = await refused({ ...student, email: 'student3@example.com', mobile: '+44 7700 900000' });
    expect(body.details).toEqual([{ path: '/mobile', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
  });
});
