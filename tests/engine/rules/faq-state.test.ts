import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../engine/rules/application-progress';
import { faqState, isFaqState, type FaqState } from '../../../engine/rules/faq-state';

const person = (status: ApplicationStatus, over: { studentAccount?: boolean; signedLatestAgreement?: boolean } = {}) => ({
  status,
  studentAccount: false,
  signedLatestAgreement: true,
  ...over,
});

describe('faqState (R§4)', () => {
  it('is pre-application for a visitor (no user)', () => {
    expect(faqState(null)).toBe('pre-application');
    expect(faqState(undefined)).toBe('pre-application');
  });

  it('is pre-application for an account without an application', () => {
    expect(faqState({ status: null, studentAccount: false, signedLatestAgreement: false })).toBe('pre-application');
  });

  it('is pre-application for a student, whatever the status', () => {
    for (const status of APPLICATION_STATUSES) expect(faqState(person(status, { studentAccount: true }))).toBe('pre-application');
  });

  const expected: Record<ApplicationStatus, FaqState> = {
    pending: 'pre-interview',
    submitted: 'pre-interview',
    'in-review': 'pre-interview',
    interview: 'pre-interview',
    'on-boarding': 'pre-activation',
    successful: 'post-activation',
    declined: 'pre-application',
  };
  for (const status of APPLICATION_STATUSES) {
    it(`maps the W§4 status ${status} to ${expected[status]}`, () => {
      expect(faqState(person(status))).toBe(expected[status]);
    });
  }

  it('is pre-activation for a successful worker whose latest agreement is unsigned', () => {
    expect(faqState(person('successful', { signedLatestAgreement: false }))).toBe('pre-activation');
  });

  it('tells a state from any other string', () => {
    expect(isFaqState('pre-interview')).toBe(true);
    expect(isFaqState('interview')).toBe(false);
    expect(isFaqState(undefined)).toBe(false);
  });
});
