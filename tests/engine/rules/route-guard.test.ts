import { describe, expect, it } from 'vitest';
import { APPLICATION_PROGRESS as P } from '../../../engine/rules/application-progress';
import { guardRoute, homePath, type Viewer } from '../../../engine/rules/route-guard';

const worker = (progress: (typeof P)[keyof typeof P]): Viewer => ({ kind: 'worker', progress });
const student = (progress: 'basic-info' | 'done'): Viewer => ({ kind: 'student', progress });

describe('guardRoute (W§2, R§2 routing rules)', () => {
  it('sends visitors home from pages that need a login', () => {
    expect(guardRoute('worker', null, '/bookings')).toBe('/');
    expect(guardRoute('apply-only', null, '/competency-test')).toBe('/');
    expect(guardRoute('student-only', null, '/education/perks')).toBe('/');
    expect(guardRoute('public', null, '/faq')).toBeNull();
    expect(guardRoute('logged-out-only', null, '/signup')).toBeNull();
  });

  it('sends logged-in people home from logged-out-only pages', () => {
    expect(guardRoute('logged-out-only', worker(P.DONE), '/signup')).toBe('/');
    expect(guardRoute('logged-out-only', student('done'), '/students-login')).toBe('/');
  });

  it('sends applicants to their stage page, declined ones to /application-declined', () => {
    expect(guardRoute('worker', worker(P.TEST), '/bookings')).toBe('/competency-test');
    expect(guardRoute('worker', worker(P.BASIC_INFO), '/statements')).toBe('/almost-there');
    expect(guardRoute('apply-only', worker(P.TEST), '/almost-there')).toBe('/competency-test');
    expect(guardRoute('apply-only', worker(P.BASIC_INFO), '/competency-test')).toBe('/almost-there');
    // Basic info done and onboarding booked: the agreement can be signed before the session.
    expect(guardRoute('apply-only', worker(P.BASIC_INFO), '/sign-agreement')).toBeNull();
    expect(guardRoute('apply-only', worker(P.AGREEMENT), '/almost-there')).toBeNull();
    expect(guardRoute('apply-only', worker(P.TEST), '/sign-agreement')).toBe('/competency-test');
    expect(guardRoute('apply-only', worker(P.AGREEMENT), '/sign-agreement')).toBeNull();
    expect(guardRoute('worker', worker(P.DECLINED), '/bookings')).toBe('/application-declined');
    expect(guardRoute('applicant-outcome', worker(P.DECLINED), '/application-declined')).toBeNull();
  });

  it('sends a done worker home from apply-only pages, and lets them into the worker area', () => {
    expect(guardRoute('apply-only', worker(P.DONE), '/competency-test')).toBe('/');
    expect(guardRoute('worker', worker(P.DONE), '/bookings')).toBeNull();
    expect(homePath(worker(P.DONE))).toBe('/bookings');
  });

  it('sends workers home from students-only pages and students to the info page until complete', () => {
    expect(guardRoute('student-only', worker(P.DONE), '/education/perks')).toBe('/');
    expect(guardRoute('student-only', student('basic-info'), '/education/perks')).toBe('/education/students-info');
    expect(guardRoute('student-only', student('basic-info'), '/education/students-info')).toBeNull();
    expect(guardRoute('student-only', student('done'), '/education/perks')).toBeNull();
    expect(guardRoute('worker', student('done'), '/bookings')).toBe('/education');
    expect(homePath(student('basic-info'))).toBe('/education');
  });
});
