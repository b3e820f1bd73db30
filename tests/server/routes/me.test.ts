import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workerApplications, workers } from '../../../server/platform/db/schema';
import { runSeeds } from '../../../server/seed/run-seeds';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs, signUpAs } from '../auth/account-fixtures';
import { londonAnswers, parisAnswers } from '../../fixtures/signup-answers';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createAccountsApp();
  await runSeeds(t.app.db, { modules: [demoAccountsSeed] });
  const applicant = await signUpAs(t.app, londonAnswers);
  tokens.applicant = applicant.token;
  // Past the screening test: the almost-there answers belong to the basic-information step (W§4).
  await t.app.db.update(workerApplications).set({ status: 'interview' }).where(eq(workerApplications.workerId, applicant.worker.id));
  for (const [key, email] of Object.entries({
    london: 'worker.london@demo.portal.test',
    paris: 'worker.paris@demo.portal.test',
    vienna: 'worker.vienna@demo.portal.test',
    restricted: 'worker.restricted@demo.portal.test',
    student: 'student@demo.portal.test',
  })) {
    tokens[key] = (await logInAs(t.app, email, DEMO_PASSWORD)).token;
  }
});
afterAll(async () => {
  await t.close();
});

function put(who: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: '/api/me', headers: bearer(tokens[who]), payload: payload as object });
}

async function row(email: string) {
  const [found] = await t.app.db.select().from(workers).where(eq(workers.email, email));
  return found;
}

describe('GET /api/me', () => {
  it('answers the worker with city, country and currency, never the token or the password hash', async () => {
    const res = await t.app.inject({ url: '/api/me', headers: bearer(tokens.paris) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['city', 'country', 'currency', 'onboardingBookingPending', 'requestToBookOffered', 'worker']);
    expect(body.worker).toMatchObject({
      email: 'worker.paris@demo.portal.test',
      banking: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR', accountNumber: null, sortCode: null },
      active: true,
    });
    expect(body.worker).not.toHaveProperty('passwordHash');
    expect(body.city).toMatchObject({ id: 'FR-PARIS', bankingPayoutType: 'iban' });
    expect(body.currency).toEqual({ textSymbol: '€' });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/me, banking (bank-details form of the worker\'s city)', () => {
  it('stores valid London bank details (account number and sort code)', async () => {
    const res = await put('london', { banking: { accountNumber: '12345678', sortCode: '12-34-56' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker.banking).toMatchObject({ accountNumber: '12345678', sortCode: '12-34-56' });
    expect((await row('worker.london@demo.portal.test')).bankingSortCode).toBe('12-34-56');
  });

  it('refuses a bad sort code and an IBAN in London, on /banking/<field>, changing nothing', async () => {
    const res = await put('london', { banking: { accountNumber: '87654321', sortCode: '123456', iban: 'GB29NWBK60161331926819' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: '/banking/sortCode', code: 'FORM_ERROR_SORT_CODE_INVALID' },
        { path: '/banking/iban', code: 'FORM_ERROR_UNKNOWN_FIELD' },
      ]),
    );
    expect((await row('worker.london@demo.portal.test')).bankingAccountNumber).toBe('12345678');
  });

  it('checks an IBAN in Paris with the mod-97 rule and stores it without spaces, a lower-case BIC in upper case', async () => {
    const bad = await put('paris', { banking: { iban: 'FR14 2004 1010 0505 0001 3M02 607', bic: 'PSSTFRPPPAR' } });
    expect(bad.json().details).toEqual([{ path: '/banking/iban', code: 'FORM_ERROR_IBAN_INVALID' }]);
    const good = await put('paris', { banking: { iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' } });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().worker.banking).toMatchObject({ iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
  });

  it('answers 403 BANKING_LOCKED when the worker may not change bank details, changing nothing', async () => {
    const before = await row('worker.restricted@demo.portal.test');
    const res = await put('restricted', { banking: { accountNumber: '11112222', sortCode: '11-22-33' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('BANKING_LOCKED');
    const after = await row('worker.restricted@demo.portal.test');
    expect(after.bankingAccountNumber).toBe(before.bankingAccountNumber);
  });
});

describe('PUT /api/me, the almost-there answers', () => {
  it('stores address, graduation date, school, where they heard of us and the weekly target', async () => {
    const res = await put('applicant', {
      residentialAddress: { address1: '1 Long Lane', postcode: 'SE1 4PG', city: 'London' },
      graduationDate: '30/06/2020',
      weeklyEarningTarget: 500,
      application: { school: 'other', otherSchool: 'Bristol School of Massage', comingFrom: 'friendOrColleague' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { worker } = res.json();
    expect(worker).toMatchObject({
      residentialAddress: { address1: '1 Long Lane', postcode: 'SE1 4PG', city: 'London', country: 'UK' },
      graduationDate: '2020-06-30',
      weeklyEarningTarget: 500,
    });
    expect(worker.application).toMatchObject({ school: 'other', otherSchool: 'Bristol School of Massage', comingFrom: 'friendOrColleague' });
  });

  it('refuses an impossible date, a school "other" without its name and a target that is not a number', async () => {
    const res = await put('applicant', {
      graduationDate: '31/02/2020',
      application: { school: 'other', otherSchool: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: '/graduationDate', code: 'FORM_ERROR_DATE_INVALID' },
        { path: '/otherSchool', code: 'FORM_ERROR_REQUIRED' },
      ]),
    );
    const nan = await put('applicant', { weeklyEarningTarget: '500' });
    expect(nan.json().details).toEqual([{ path: '/weeklyEarningTarget', code: 'FORM_ERROR_NOT_A_NUMBER' }]);
    const ada = await row('ada@example.com');
    const [application] = await t.app.db.select().from(workerApplications).where(eq(workerApplications.workerId, ada.id));
    expect(application.otherSchool).toBe('Bristol School of Massage');
    expect(ada.graduationDate).toBe('2020-06-30');
  });

  it('refuses to empty a required answer (the street)', async () => {
    const res = await put('applicant', { residentialAddress: { address1: '' } });
    expect(res.json().details).toEqual([{ path: '/streetName', code: 'FORM_ERROR_REQUIRED' }]);
  });

  it('judges only what the request touched: a worker without an address can still change the target', async () => {
    const ada = await row('ada@example.com');
    const other = await signUpAs(t.app, { ...londonAnswers, email: 'noaddress@example.com' });
    await t.app.db.update(workerApplications).set({ status: 'interview' }).where(eq(workerApplications.workerId, other.worker.id));
    const res = await t.app.inject({ method: 'PUT', url: '/api/me', headers: bearer(other.token), payload: { weeklyEarningTarget: 800 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker.weeklyEarningTarget).toBe(800);
    // ...and it changed that worker only.
    expect((await row('ada@example.com')).weeklyEarningTarget).toBe(ada.weeklyEarningTarget);
  });

  it('replaces the treatments, with the verticals that follow from them', async () => {
    const res = await put('applicant', { application: { treatments: ['SPECIALITY_CLASSIC_FACIAL', 'SPECIALITY_YOGA'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker.specialities).toEqual(['SPECIALITY_CLASSIC_FACIAL', 'SPECIALITY_YOGA']);
    expect(res.json().worker.vertical_ids).toEqual(expect.arrayContaining(['VERTICAL_FACIALS', 'VERTICAL_YOGA']));
    expect(res.json().worker.vertical_ids).not.toContain('VERTICAL_MASSAGE');
    const unknown = await put('applicant', { application: { treatments: ['SPECIALITY_UNICORN_RIDING'] } });
    expect(unknown.json().details).toEqual(
      expect.arrayContaining([
        { path: '/application/treatments', code: 'FORM_ERROR_INVALID_OPTION' },
        { path: '/serviceAreas', code: 'FORM_ERROR_REQUIRED' },
      ]),
    );
  });

  it('refuses wrong types, unknown fields and a practitioner\'s account details (read-only), changing nothing', async () => {
    const before = await row('ada@example.com');
    const res = await put('applicant', {
      residentialAddress: { address1: 42 },
      profile: { firstName: 'Eve' },
      nickname: 'Ada',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: '/residentialAddress/address1', code: 'FORM_ERROR_INVALID' },
        { path: '/nickname', code: 'FORM_ERROR_UNKNOWN_FIELD' },
      ]),
    );
    const profile = await put('applicant', { profile: { firstName: 'Eve' } });
    expect(profile.json().details).toEqual([{ path: '/profile/firstName', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { ...bearer(tokens.applicant), 'content-type': 'application/json' },
      payload: '{"weeklyEarningTarget": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(await row('ada@example.com')).toEqual(before);
  });

  it('lets anyone choose the portal language', async () => {
    const res = await put('applicant', { profile: { language_id: 'fr_FR' } });
    expect(res.json().worker.language_id).toBe('fr_FR');
  });
});

describe("postcodes in the country's format (issue 25)", () => {
  const email = { london: 'worker.london@demo.portal.test', paris: 'worker.paris@demo.portal.test', vienna: 'worker.vienna@demo.portal.test', student: 'student@demo.portal.test' };
  const putLocation = (who: string, postcode: string) =>
    t.app.inject({ method: 'PUT', url: '/api/me/location', headers: bearer(tokens[who]), payload: { address1: '1 Test Street', postcode, city: 'Test' } });
  const refusedOnPostcode = { status: 400, details: [{ path: '/postcode', code: 'FORM_ERROR_POSTCODE_INVALID' }] };

  it('PUT /api/me/location refuses "NOT A POSTCODE" and another country\'s postcode on /postcode, in the UK, France and Austria, storing nothing', async () => {
    const cases: [keyof typeof email, string][] = [
      ['london', 'NOT A POSTCODE'],
      ['london', '75011'],
      ['paris', 'NOT A POSTCODE'],
      ['paris', 'SW1A 1AA'],
      ['vienna', 'NOT A POSTCODE'],
      ['vienna', '75011'],
    ];
    for (const [who, postcode] of cases) {
      const before = await row(email[who]);
      const res = await putLocation(who, postcode);
      expect({ who, postcode, status: res.statusCode, details: res.json().details }).toEqual({ who, postcode, ...refusedOnPostcode });
      const after = await row(email[who]);
      expect([after.residentialAddress1, after.residentialPostcode, after.lastLocationUpdate]).toEqual([before.residentialAddress1, before.residentialPostcode, before.lastLocationUpdate]);
    }
  });

  it('PUT /api/me refuses one in the almost-there answers (UK, France) and a student\'s basics, storing nothing', async () => {
    const paris = await signUpAs(t.app, { ...parisAnswers, email: 'postcode.paris@example.fr' });
    tokens.parisApplicant = paris.token;
    await t.app.db.update(workerApplications).set({ status: 'interview' }).where(eq(workerApplications.workerId, paris.worker.id));
    const cases: [string, string, string][] = [
      ['applicant', 'ada@example.com', 'NOT A POSTCODE'],
      ['parisApplicant', 'postcode.paris@example.fr', 'NOT A POSTCODE'],
      ['parisApplicant', 'postcode.paris@example.fr', '7501'],
      ['student', email.student, 'NOT A POSTCODE'],
    ];
    for (const [who, address, postcode] of cases) {
      const before = await row(address);
      const res = await put(who, { residentialAddress: { postcode } });
      expect({ who, postcode, status: res.statusCode, details: res.json().details }).toEqual({ who, postcode, ...refusedOnPostcode });
      expect((await row(address)).residentialPostcode).toBe(before.residentialPostcode);
    }
  });

  it('stores a good postcode trimmed, upper-cased, its spaces collapsed', async () => {
    const res = await put('applicant', { residentialAddress: { postcode: '  se1   4pg ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker.residentialAddress.postcode).toBe('SE1 4PG');
    const moved = await putLocation('vienna', ' 1070 ');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().postcode).toBe('1070');
  });
});

describe('PUT /api/me, a student\'s basics (student-info form)', () => {
  it('stores the profile and address', async () => {
    const res = await put('student', {
      profile: { firstName: 'Maya', lastName: 'Rivers', mobile: '+44 7700 900999', gender: 'female', education: 'bachelor', graduationYear: 2028 },
      residentialAddress: { address1: '9 Old Street', postcode: 'EC1V 9HL', city: 'London' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker).toMatchObject({
      name: 'Maya Rivers',
      lastName: 'Rivers',
      mobile: '+44 7700 900999',
      education: 'bachelor',
      graduationYear: 2028,
      male: false,
      residentialAddress: { address1: '9 Old Street' },
    });
  });

  it('refuses a bad phone and an unknown education, and practitioner parts', async () => {
    const res = await put('student', { profile: { mobile: 'call me', education: 'wizardry' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: '/mobile', code: 'FORM_ERROR_PHONE_INVALID' },
        { path: '/education', code: 'FORM_ERROR_INVALID_OPTION' },
      ]),
    );
    // A practitioner's part of the account is not the student's (the access table's basicInfo area).
    const practitionerPart = await put('student', { profile: { mobile: '+44 7700 900999' }, weeklyEarningTarget: 3 });
    expect(practitionerPart.statusCode).toBe(403);
    expect(practitionerPart.json().error).toBe('WORKER_ONLY');
  });
});

describe('GET /api/me/referrals (a worker-area route)', () => {
  it('answers an active worker\'s referees with their stage', async () => {
    const res = await t.app.inject({ url: '/api/me/referrals', headers: bearer(tokens.london) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.referrals.map((r: { name: string; stage: number }) => [r.name, r.stage])).toEqual([
      ['Noah', 0],
      ['Grace', 1],
    ]);
  });

  it('refuses an applicant with 403 APPLICATION_NOT_COMPLETE', async () => {
    const res = await t.app.inject({ url: '/api/me/referrals', headers: bearer(tokens.applicant) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('APPLICATION_NOT_COMPLETE');
  });

  it('refuses a worker whose referral section is hidden, a student, and a visitor', async () => {
    expect((await t.app.inject({ url: '/api/me/referrals', headers: bearer(tokens.restricted) })).json().error).toBe('SECTION_HIDDEN');
    expect((await t.app.inject({ url: '/api/me/referrals', headers: bearer(tokens.student) })).json().error).toBe('WORKER_ONLY');
    expect((await t.app.inject({ url: '/api/me/referrals' })).statusCode).toBe(401);
  });
});
