import { describe, expect, it } from 'vitest';
import {
  API_ACCESS,
  PAGE_ACCESS,
  WORKER_FLAGS,
  accessRedirect,
  checkAccess,
  homePath,
  pathAfterSignup,
  regionSwitchesOf,
  roleOf,
  type RegionSwitch,
  type Viewer,
  type WorkerFlag,
} from '../../../engine/rules/access';
import { applicationStage, type ApplicationStage } from '../../../engine/rules/application-stage';
import type { ApplicationStatus, ProgressWorker } from '../../../engine/rules/application-progress';
import { PAGES, pagePath, pageHref } from '../../../engine/pages';

const noFlags = Object.fromEntries(WORKER_FLAGS.map((f) => [f, false])) as Record<WorkerFlag, boolean>;
const practitioner = (
  stage: ApplicationStage,
  changes: { active?: boolean; flags?: Partial<Record<WorkerFlag, boolean>>; switches?: Partial<Record<RegionSwitch, boolean>> } = {},
): Viewer => ({
  kind: 'practitioner',
  stage,
  active: changes.active ?? stage === 'done',
  flags: { ...noFlags, ...changes.flags },
  switches: { ...regionSwitchesOf(undefined), ...changes.switches },
});
const student = (progress: 'not-started' | 'basic-info' | 'done'): Viewer => ({ kind: 'student', progress });

const details: ProgressWorker = {
  name: 'Ada Lovelace',
  mobile: '+44 7700 900123',
  active: false,
  verifiedEmail: false,
  signedLatestAgreement: false,
  latestAgreementVersion: null,
  operatorPartner_id: null,
  residentialAddress: { address1: '1 Main Street', postcode: 'SW1A 1AA', city: 'London' },
  application: { status: 'interview' },
};
const at = (status: ApplicationStatus, changes: Partial<ProgressWorker> = {}): ProgressWorker => ({ ...details, ...changes, application: { status } });
const facts = { newSignupFlow: true, onboardingBookingPending: false };

describe('applicationStage (W§4, split where signing happens before the onboarding session)', () => {
  it('follows W§4 progress for the test, declined, done and agreement steps', () => {
    expect(applicationStage(at('submitted'), facts)).toBe('test');
    expect(applicationStage(at('declined'), facts)).toBe('declined');
    expect(applicationStage(at('interview', { active: true }), facts)).toBe('done');
    expect(applicationStage(at('successful', { latestAgreementVersion: null }), facts)).toBe('agreement');
    expect(applicationStage(at('pending'), { ...facts, newSignupFlow: false })).toBe('basic-info');
  });

  it('keeps basic info until the details are in and an offered onboarding session is booked', () => {
    expect(applicationStage(at('interview', { residentialAddress: null }), facts)).toBe('basic-info');
    expect(applicationStage(at('interview'), { ...facts, onboardingBookingPending: true })).toBe('basic-info');
    expect(applicationStage(at('interview'), facts)).toBe('agreement');
    expect(applicationStage(at('on-boarding', { signedLatestAgreement: true }), facts)).toBe('agreement'); // e-mail unverified
    expect(applicationStage(at('on-boarding', { signedLatestAgreement: true, verifiedEmail: true, latestAgreementVersion: 'UK-2026-01' }), facts)).toBe('signed');
  });
});

describe('homePath (W§2 application stage routing, R§2)', () => {
  it('sends each stage to its page', () => {
    expect(homePath(null)).toBe('/');
    expect(homePath(practitioner('test'))).toBe('/competency-test');
    expect(homePath(practitioner('basic-info'))).toBe('/almost-there');
    expect(homePath(practitioner('agreement'))).toBe('/sign-agreement');
    expect(homePath(practitioner('signed'))).toBe('/application-success');
    expect(homePath(practitioner('declined'))).toBe('/application-declined');
    expect(homePath(practitioner('done'))).toBe('/bookings');
    expect(homePath(practitioner('done', { active: false }))).toBe('/bookings');
    expect(homePath(student('basic-info'))).toBe('/education');
    expect(pathAfterSignup({ newSignupFlow: true })).toBe('/competency-test');
    expect(pathAfterSignup({ newSignupFlow: false })).toBe('/almost-there');
  });
});

describe('checkAccess: the API answer of each denial', () => {
  it('401 for visitors, 403 with a code for everyone else', () => {
    expect(checkAccess(API_ACCESS.session, null)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(checkAccess(API_ACCESS.referrals, practitioner('basic-info'))).toMatchObject({ status: 403, code: 'APPLICATION_NOT_COMPLETE' });
    expect(checkAccess(API_ACCESS.referrals, student('done'))).toMatchObject({ status: 403, code: 'WORKER_ONLY' });
    expect(checkAccess(API_ACCESS.studentInfo, practitioner('done'))).toMatchObject({ status: 403, code: 'STUDENT_ONLY' });
    expect(checkAccess(API_ACCESS.referrals, practitioner('done', { flags: { hideReferral: true } }))).toMatchObject({ code: 'SECTION_HIDDEN' });
    expect(checkAccess(API_ACCESS.referrals, practitioner('done'))).toBeNull();
  });

  it('signing needs the agreement stage (or a worker) and is refused with the agreement hidden', () => {
    for (const stage of ['test', 'basic-info', 'signed', 'declined'] as const) {
      expect(checkAccess(API_ACCESS.signing, practitioner(stage)), stage).toMatchObject({ status: 403, code: 'WRONG_APPLICATION_STAGE' });
    }
    expect(checkAccess(API_ACCESS.signing, practitioner('agreement'))).toBeNull();
    expect(checkAccess(API_ACCESS.signing, practitioner('done'))).toBeNull();
    expect(checkAccess(API_ACCESS.signing, practitioner('done', { flags: { hidePartnershipAgreement: true } }))).toMatchObject({ code: 'SECTION_HIDDEN' });
    expect(checkAccess(API_ACCESS.agreement, practitioner('done', { flags: { hidePartnershipAgreement: true } }))).toMatchObject({ code: 'SECTION_HIDDEN' });
  });

  it('bank details only for an active worker whose details are not locked', () => {
    expect(checkAccess(API_ACCESS.banking, practitioner('agreement'))).toMatchObject({ code: 'APPLICATION_NOT_COMPLETE' });
    expect(checkAccess(API_ACCESS.banking, practitioner('declined'))).toMatchObject({ code: 'APPLICATION_NOT_COMPLETE' });
    expect(checkAccess(API_ACCESS.banking, practitioner('done', { active: false }))).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expect(checkAccess(API_ACCESS.banking, practitioner('done', { flags: { cannotUpdateBankingDetails: true } }))).toMatchObject({ code: 'BANKING_LOCKED' });
    expect(checkAccess(API_ACCESS.banking, practitioner('done'))).toBeNull();
  });

  it('the screening test is past for a worker', () => {
    expect(checkAccess(API_ACCESS.competencyTest, practitioner('done'))).toMatchObject({ code: 'WRONG_APPLICATION_STAGE' });
    expect(checkAccess(API_ACCESS.competencyTest, practitioner('test'))).toBeNull();
  });
});

describe('accessRedirect: where the route guard sends someone (W§2, W§6, R§2)', () => {
  it('visitors go to the home page from pages that need a login', () => {
    expect(accessRedirect('bookings', null, '/bookings')).toBe('/');
    expect(accessRedirect('competencyTest', null, '/competency-test')).toBe('/');
    expect(accessRedirect('faq', null, '/faq')).toBeNull();
    expect(accessRedirect('signup', null, '/signup')).toBeNull();
  });

  it('visitors reach the education portal but log in as a student for the perks and the info page, then come back (R§2)', () => {
    expect(accessRedirect('education', null, '/education')).toBeNull();
    expect(accessRedirect('educationPerks', null, '/education/perks')).toBe('/students-login?return_url=%2Feducation%2Fperks');
    expect(accessRedirect('studentsInfo', null, '/education/students-info')).toBe('/students-login?return_url=%2Feducation%2Fstudents-info');
  });

  it('sends workers on students-only pages home, and students without basics to the info page (R§2, R§4)', () => {
    expect(accessRedirect('educationPerks', practitioner('done'), '/education/perks')).toBe('/bookings');
    expect(accessRedirect('studentsInfo', practitioner('done'), '/education/students-info')).toBe('/bookings');
    expect(accessRedirect('studentsInfo', practitioner('basic-info'), '/education/students-info')).toBe('/almost-there');
    expect(accessRedirect('education', practitioner('done'), '/education')).toBeNull();
    expect(accessRedirect('educationPerks', student('basic-info'), '/education/perks')).toBe('/education/students-info');
    expect(accessRedirect('education', student('basic-info'), '/education')).toBe('/education/students-info');
    expect(accessRedirect('studentsInfo', student('basic-info'), '/education/students-info')).toBeNull();
    expect(accessRedirect('educationPerks', student('done'), '/education/perks')).toBeNull();
    expect(accessRedirect('education', student('done'), '/education')).toBeNull();
  });

  it('logged-in people go to their own home from visitor-only pages and from /', () => {
    expect(accessRedirect('signup', practitioner('done'), '/signup')).toBe('/bookings');
    expect(accessRedirect('home', practitioner('test'), '/')).toBe('/competency-test');
    expect(accessRedirect('studentsLogin', student('done'), '/students-login')).toBe('/education');
    expect(accessRedirect('login', practitioner('done'), '/login')).toBeNull();
  });

  it('applicants stay on the page of their stage', () => {
    expect(accessRedirect('bookings', practitioner('test'), '/bookings')).toBe('/competency-test');
    expect(accessRedirect('statements', practitioner('basic-info'), '/statements')).toBe('/almost-there');
    expect(accessRedirect('signAgreement', practitioner('basic-info'), '/sign-agreement')).toBe('/almost-there');
    expect(accessRedirect('signAgreement', practitioner('agreement'), '/sign-agreement')).toBeNull();
    expect(accessRedirect('almostThere', practitioner('agreement'), '/almost-there')).toBeNull();
    expect(accessRedirect('almostThere', practitioner('test'), '/almost-there')).toBe('/competency-test');
    expect(accessRedirect('competencyTest', practitioner('done'), '/competency-test')).toBe('/bookings');
  });

  it('outcome pages only show to their stage', () => {
    expect(accessRedirect('applicationSuccess', practitioner('declined'), '/application-success')).toBe('/application-declined');
    expect(accessRedirect('applicationSuccess', practitioner('test'), '/application-success')).toBe('/competency-test');
    expect(accessRedirect('applicationSuccess', practitioner('signed'), '/application-success')).toBeNull();
    // Issue 27: once the application is done the page is no news (and its API answers 403): home instead.
    expect(accessRedirect('applicationSuccess', practitioner('done'), '/application-success')).toBe('/bookings');
    expect(accessRedirect('applicationSuccess', practitioner('done', { active: false }), '/application-success')).toBe('/bookings');
    expect(accessRedirect('applicationDeclined', practitioner('done'), '/application-declined')).toBe('/bookings');
    expect(accessRedirect('applicationDeclined', practitioner('declined'), '/application-declined')).toBeNull();
  });

  it('hidden sections send the worker to /bookings (W§6)', () => {
    const restricted = practitioner('done', { flags: { hideStatements: true, hideReferral: true, hideCommunity: true } });
    expect(accessRedirect('statements', restricted, '/statements')).toBe('/bookings');
    expect(accessRedirect('refer', restricted, '/refer')).toBe('/bookings');
    expect(accessRedirect('resources', restricted, '/resources')).toBe('/bookings');
    expect(accessRedirect('ratings', restricted, '/ratings')).toBeNull();
  });

  it('sections a region switches off send the worker to /bookings and are refused by the API (R§9: no perks or promote-profile in AT)', () => {
    const vienna = practitioner('done', { switches: { perksEnabled: false, promoteProfileEnabled: false } });
    expect(accessRedirect('perks', vienna, '/perks')).toBe('/bookings');
    expect(accessRedirect('promoteProfile', vienna, '/promote-profile')).toBe('/bookings');
    expect(checkAccess(PAGE_ACCESS.perks, vienna)).toMatchObject({ status: 403, code: 'NOT_IN_REGION' });
    expect(accessRedirect('perks', practitioner('done'), '/perks')).toBeNull();
    expect(regionSwitchesOf({ perksEnabled: false })).toMatchObject({ perksEnabled: false, promoteProfileEnabled: true });
  });

  it('students fill their basics first; workers leave student pages', () => {
    expect(accessRedirect('educationPerks', student('basic-info'), '/education/perks')).toBe('/education/students-info');
    expect(accessRedirect('studentsInfo', student('basic-info'), '/education/students-info')).toBeNull();
    expect(accessRedirect('educationPerks', student('done'), '/education/perks')).toBeNull();
    expect(accessRedirect('educationPerks', practitioner('done'), '/education/perks')).toBe('/bookings');
    expect(accessRedirect('bookings', student('done'), '/bookings')).toBe('/education');
  });

  it('every page has a rule and every role a home', () => {
    expect(Object.keys(PAGE_ACCESS).sort()).toEqual(Object.keys(PAGES).sort());
    expect(roleOf(practitioner('signed'))).toBe('applicant');
    expect(roleOf(practitioner('done'))).toBe('worker');
  });
});

describe('staff accounts (R§6 customer support; operations)', () => {
  const support: Viewer = { kind: 'staff', role: 'support' };
  const ops: Viewer = { kind: 'staff', role: 'ops' };

  it('are their own roles and land on their own tools', () => {
    expect(roleOf(support)).toBe('support');
    expect(roleOf(ops)).toBe('ops');
    expect(homePath(support)).toBe(PAGES.supportInbox);
    expect(homePath(ops)).toBe(PAGES.ops);
  });

  it('are not practitioners: every practitioner or student page sends them home, every such API area refuses them', () => {
    for (const [page, rule] of Object.entries(PAGE_ACCESS)) {
      if (rule.roles.some((role) => role === 'applicant' || role === 'worker' || role === 'student') && !rule.roles.includes('support')) {
        expect(checkAccess(rule, support), page).not.toBeNull();
      }
    }
    for (const area of ['bookings', 'documents', 'banking', 'statements', 'supportChat', 'studentInfo', 'basicInfo'] as const) {
      expect(checkAccess(API_ACCESS[area], support)).toMatchObject({ status: 403, code: 'NOT_FOR_STAFF' });
      expect(checkAccess(API_ACCESS[area], ops)).toMatchObject({ status: 403, code: 'NOT_FOR_STAFF' });
    }
    expect(accessRedirect('bookings', support, '/bookings')).toBe('/support');
    expect(accessRedirect('login', support, '/login')).toBeNull();
    expect(accessRedirect('signin', ops, '/signin')).toBe('/ops');
  });

  it('keep a session; each staff area is for its own role only', () => {
    expect(checkAccess(API_ACCESS.session, support)).toBeNull();
    expect(checkAccess(API_ACCESS.support, support)).toBeNull();
    expect(checkAccess(API_ACCESS.ops, ops)).toBeNull();
    expect(checkAccess(API_ACCESS.support, ops)).toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    expect(checkAccess(API_ACCESS.ops, support)).toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    expect(checkAccess(API_ACCESS.support, practitioner('done'))).toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    expect(checkAccess(API_ACCESS.support, student('done'))).toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    expect(checkAccess(API_ACCESS.support, null)).toMatchObject({ status: 401 });
    expect(accessRedirect('supportInbox', practitioner('done'), '/support')).toBe('/bookings');
    expect(accessRedirect('supportInbox', support, '/support')).toBeNull();
  });
});

describe('pages', () => {
  it('fills and encodes parameters', () => {
    expect(pagePath('passwordReset', { token: 'a/b' })).toBe('/password-reset/a%2Fb');
    expect(pagePath('faqCategory', { id: 5 })).toBe('/faq/categories/5');
    expect(pageHref(PAGES.almostThere, { passed: true, empty: '' })).toBe('/almost-there?passed=true');
  });
});
