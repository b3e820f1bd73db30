import { describe, expect, it } from 'vitest';
import { regionSwitchesOf } from '../../../engine/rules/access';
import { safeReturnUrl } from '../../../screens/shared/return-url';
import { nextAttribution, parseAttribution, utmOf } from '../../../screens/shared/session/attribution';
import { pathAfterLogout } from '../../../screens/shared/session/session-actions';
import { configScopeOf, profileLanguageOf, viewerOf } from '../../../screens/shared/session/viewer';
import { pathAfterLogin } from '../../../screens/auth/login-page';
import { answersForForm, initialSignupAnswers, mergeAnswers } from '../../../screens/auth/signup-answers';
import { studentSignupPayload } from '../../../screens/auth/student-signup-page';
import type { FormSchema } from '../../../engine/forms/json-schema';
import { activeWorker, sessionOf, studentFixture, workerFixture } from './auth-fixture';

const NO_FLAGS = { hideStatements: false, hideReferral: false, hideCommunity: false, hidePartnershipAgreement: false, cannotUpdateBankingDetails: false };
const address = { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' };

describe('viewer of a session (what the route guards decide with)', () => {
  it('is nobody without a session', () => {
    expect(viewerOf(null, { newSignupFlow: true })).toBeNull();
  });

  it('puts a new applicant at the screening test where the city runs the new flow, else at the basic information', () => {
    const applicant = sessionOf(workerFixture());
    expect(viewerOf(applicant, { newSignupFlow: true })).toEqual({ kind: 'practitioner', stage: 'test', active: false, flags: NO_FLAGS, switches: regionSwitchesOf(undefined) });
    expect(viewerOf(applicant, { newSignupFlow: false })).toMatchObject({ kind: 'practitioner', stage: 'basic-info' });
  });

  it('keeps an applicant at basic info while an offered onboarding session is not booked (the session response says so)', () => {
    const worker = workerFixture({ residentialAddress: address, application: { ...workerFixture().application!, status: 'interview' } });
    expect(viewerOf(sessionOf(worker, { onboardingBookingPending: true }), { newSignupFlow: true })).toMatchObject({ stage: 'basic-info' });
    expect(viewerOf(sessionOf(worker), { newSignupFlow: true })).toMatchObject({ stage: 'agreement' });
    const signed = { ...worker, signedLatestAgreement: true, verifiedEmail: true };
    expect(viewerOf(sessionOf(signed), { newSignupFlow: true })).toMatchObject({ stage: 'signed' });
  });

  it('knows a declined application and a done one, with the account state and hide flags', () => {
    const declined = workerFixture({ application: { ...workerFixture().application!, status: 'declined' } });
    expect(viewerOf(sessionOf(declined), { newSignupFlow: true })).toMatchObject({ stage: 'declined' });
    expect(viewerOf(sessionOf(activeWorker({ hideStatements: true })), { newSignupFlow: true })).toEqual({
      kind: 'practitioner',
      stage: 'done',
      active: true,
      flags: { ...NO_FLAGS, hideStatements: true },
      switches: regionSwitchesOf(undefined),
    });
    const vienna = viewerOf(sessionOf(activeWorker()), { newSignupFlow: false, switches: regionSwitchesOf({ perksEnabled: false }) });
    expect(vienna).toMatchObject({ switches: { perksEnabled: false, promoteProfileEnabled: true } });
  });

  it('reads a student account as a student, done once name, mobile, gender and education are there', () => {
    expect(viewerOf(sessionOf(studentFixture()), { newSignupFlow: true })).toEqual({ kind: 'student', progress: 'done' });
    expect(viewerOf(sessionOf(studentFixture({ education: null })), { newSignupFlow: true })).toEqual({ kind: 'student', progress: 'basic-info' });
  });

  it("asks the configuration of the worker's city, else their country, and none for a student", () => {
    expect(configScopeOf(workerFixture())).toEqual({ city_id: 'UK-LONDON' });
    expect(configScopeOf(workerFixture({ city_id: null, country_id: 'FR' }))).toEqual({ country_id: 'FR' });
    expect(configScopeOf(workerFixture({ city_id: null, country_id: null }))).toBeNull();
    expect(configScopeOf(studentFixture())).toBeNull();
  });

  it("takes the profile language from the session when it is one of the portal's", () => {
    expect(profileLanguageOf(sessionOf(workerFixture({ language_id: 'fr_FR' })))).toBe('fr_FR');
    expect(profileLanguageOf(sessionOf(workerFixture({ language_id: 'xx' })))).toBeNull();
    expect(profileLanguageOf(null)).toBeNull();
  });
});

describe('return_url of the login pages', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnUrl('/bookings/12?tab=notes#history')).toBe('/bookings/12?tab=notes#history');
    expect(safeReturnUrl('/fr/faq')).toBe('/fr/faq');
  });

  it('refuses anything that leaves the site or is not a path', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'bookings', 'javascript:alert(1)', '', null]) {
      expect(safeReturnUrl(value)).toBeNull();
    }
  });

  it('decides where a login leads: the return_url, else home, else the education portal for a student', () => {
    const identity = (to: string) => to;
    const french = (to: string) => (to === '/' ? '/fr' : `/fr${to}`);
    expect(pathAfterLogin({ worker: workerFixture() }, 'return_url=%2Fbookings%2F3', identity)).toBe('/bookings/3');
    expect(pathAfterLogin({ worker: workerFixture() }, 'return_url=https%3A%2F%2Fevil.example', french)).toBe('/fr');
    expect(pathAfterLogin({ worker: studentFixture() }, '', french)).toBe('/fr/education');
    expect(pathAfterLogin({ worker: studentFixture() }, 'return_url=%2Feducation%2Fperks', french)).toBe('/education/perks');
  });

  it('sends a student to the education portal after logging out, anyone else home (W§4)', () => {
    expect(pathAfterLogout(studentFixture())).toBe('/education');
    expect(pathAfterLogout(workerFixture())).toBe('/');
    expect(pathAfterLogout(null)).toBe('/');
  });
});

describe('attribution of a sign-up (UTM first and last, referer)', () => {
  const page = (query: string) => new URL(`https://portal.example/${query}`);

  it('reads the UTM parameters of a landing URL', () => {
    expect(utmOf(page('?utm_source=indeed&utm_campaign=spring&x=1'))).toEqual({ source: 'indeed', campaign: 'spring' });
    expect(utmOf(page('?x=1'))).toBeNull();
  });

  it('keeps the first campaign, replaces the last one, and keeps the first external referrer only', () => {
    const first = nextAttribution(parseAttribution(null), page('?utm_source=indeed'), 'https://www.indeed.com/job/1');
    expect(first).toEqual({ utmFirst: { source: 'indeed' }, utmLast: { source: 'indeed' }, referer: 'https://www.indeed.com/job/1' });
    const second = nextAttribution(first!, page('?utm_source=newsletter'), 'https://mail.example/');
    expect(second).toEqual({ utmFirst: { source: 'indeed' }, utmLast: { source: 'newsletter' }, referer: 'https://www.indeed.com/job/1' });
    // A visit from our own pages, without a campaign, changes nothing.
    expect(nextAttribution(second!, page(''), 'https://portal.example/faq')).toBeNull();
  });

  it('treats an edited or broken cookie as no attribution', () => {
    expect(parseAttribution('{not json')).toEqual({ utmFirst: null, utmLast: null, referer: null });
    expect(parseAttribution('{"utmFirst":"x","utmLast":{"source":1},"referer":3}')).toEqual({ utmFirst: null, utmLast: null, referer: null });
  });
});

describe('sign-up answers across cities', () => {
  const schema = (...questions: string[]) => ({ type: 'object', properties: Object.fromEntries(questions.map((q) => [q, {}])) }) as FormSchema;

  it('starts from the apply box query and a referral link', () => {
    expect(initialSignupAnswers(new URLSearchParams('city_id=UK-LONDON&email=%20ada%40example.com%20&referralCode=ada12'))).toEqual({
      city_id: 'UK-LONDON',
      email: 'ada@example.com',
      referralCode: 'ADA12',
    });
    expect(initialSignupAnswers(new URLSearchParams(''))).toEqual({});
  });

  it('shows each city only its own questions and keeps the other answers for a city that asks them', () => {
    const london = schema('city_id', 'firstName', 'email');
    const paris = schema('city_id', 'firstName', 'lastName', 'email');
    let answers = mergeAnswers({}, { city_id: 'FR-PARIS', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, paris);
    expect(answersForForm(answers, london)).toEqual({ city_id: 'FR-PARIS', firstName: 'Ada', email: 'ada@example.com' });
    // London's form reports a change; the last name London does not ask is kept for Paris.
    answers = mergeAnswers(answers, { city_id: 'UK-LONDON', firstName: 'Ada', email: 'ada@example.com' }, london);
    expect(answersForForm(answers, paris)).toEqual({ city_id: 'UK-LONDON', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  });
});

describe('student sign-up payload (R§3)', () => {
  const attribution = { utmFirst: { source: 'school' }, utmLast: null, referer: null };

  it('is a student account with the school, its name only for "other", and the visit attribution', () => {
    const listed = studentSignupPayload(
      { email: ' sam@example.com ', password: 'secret1', school: 'school-1', otherSchool: 'left over', city_id: 'UK-LONDON', language: 'en_GB' },
      attribution,
    );
    expect(listed).toEqual({
      studentAccount: true,
      email: 'sam@example.com',
      password: 'secret1',
      school: 'school-1',
      otherSchool: null,
      city_id: 'UK-LONDON',
      language: 'en_GB',
      application: { referer: null, utmFirst: { source: 'school' }, utmLast: null },
    });
    const other = studentSignupPayload(
      { email: 'sam@example.com', password: 'secret1', school: 'other', otherSchool: ' École du Massage ', city_id: 'FR-PARIS', language: 'fr_FR' },
      attribution,
    );
    expect(other.otherSchool).toBe('École du Massage');
  });
});
