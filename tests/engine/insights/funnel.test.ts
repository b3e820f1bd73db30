/**
 * The funnel steps a person has reached (issue 29), from their worker and application state through W§4's
 * progress rules; and the conversion and median the insights page shows.
 */
import { describe, expect, it } from 'vitest';
import { PERSON_STEPS, conversion, median, stepsReached, weekOf, type FunnelApplicant } from '../../../engine/insights/funnel';

const address = { address1: '1 High Street', postcode: 'SW1A 1AA', city: 'London' };

const applicant = (over: Partial<FunnelApplicant> = {}, application: Partial<NonNullable<FunnelApplicant['application']>> = {}): FunnelApplicant => ({
  name: 'Ann Smith',
  mobile: '07700900000',
  active: false,
  verifiedEmail: true,
  signedLatestAgreement: false,
  latestAgreementVersion: null,
  operatorPartner_id: null,
  residentialAddress: { postcode: 'SW1A 1AA' },
  studentAccount: false,
  staff: false,
  ...over,
  application: { status: 'submitted', lastSubmittedScreeningQuestionnaireAt: null, lastScreeningQuestionnaireResult: null, ...application },
});

const newFlow = { newSignupFlow: true, onboardingBooked: false };

describe('stepsReached', () => {
  it('a new applicant (status submitted) has only signed up', () => {
    expect(stepsReached(applicant(), newFlow)).toEqual(['signedUp']);
  });

  it('in review: the test was started; answers sent then declined: still only started', () => {
    expect(stepsReached(applicant({}, { status: 'in-review' }), newFlow)).toEqual(['signedUp', 'testStarted']);
    const declined = applicant({}, { status: 'declined', lastSubmittedScreeningQuestionnaireAt: '2026-01-02T10:00:00Z', lastScreeningQuestionnaireResult: 'failed' });
    expect(stepsReached(declined, newFlow)).toEqual(['signedUp', 'testStarted']);
  });

  it('declined at sign-up for too little experience, never tested: signed up only', () => {
    expect(stepsReached(applicant({}, { status: 'declined' }), newFlow)).toEqual(['signedUp']);
  });

  it('passed (interview) with the address missing: basic information not done yet', () => {
    expect(stepsReached(applicant({}, { status: 'interview', lastScreeningQuestionnaireResult: 'passed' }), newFlow)).toEqual([
      'signedUp',
      'testStarted',
      'testPassed',
    ]);
  });

  it('passed and the details in: basic information done; a booked session next', () => {
    const ready = applicant({ residentialAddress: address }, { status: 'interview' });
    expect(stepsReached(ready, newFlow)).toEqual(['signedUp', 'testStarted', 'testPassed', 'basicInfoDone']);
    expect(stepsReached(ready, { ...newFlow, onboardingBooked: true }).at(-1)).toBe('onboardingBooked');
  });

  it('the agreement signed, then active', () => {
    const signed = applicant({ residentialAddress: address, signedLatestAgreement: true, latestAgreementVersion: 'UK-2026-01' }, { status: 'interview' });
    expect(stepsReached(signed, newFlow).at(-1)).toBe('agreementSigned');
    expect(stepsReached({ ...signed, active: true }, newFlow)).toEqual(PERSON_STEPS);
  });

  it('a worker ops made active without a test or any detail passed every step before', () => {
    const activated = applicant({ active: true, residentialAddress: null, mobile: null }, { status: 'pending' });
    expect(stepsReached(activated, newFlow)).toEqual(PERSON_STEPS);
  });

  it('a city without the test (old sign-up flow): the details in count as past the test', () => {
    const ready = applicant({ residentialAddress: address }, { status: 'submitted' });
    expect(stepsReached(ready, { newSignupFlow: false, onboardingBooked: false })).toEqual(['signedUp', 'testStarted', 'testPassed', 'basicInfoDone']);
    expect(stepsReached(ready, newFlow)).toEqual(['signedUp']);
  });

  it('students and staff are not in the funnel', () => {
    expect(stepsReached(applicant({ studentAccount: true }), newFlow)).toEqual([]);
    expect(stepsReached(applicant({ staff: true, active: true }), newFlow)).toEqual([]);
  });
});

describe('helpers', () => {
  it('conversion is the share of the previous step, null for the first or an empty one', () => {
    expect(conversion(25, 100)).toBe(0.25);
    expect(conversion(5, null)).toBeNull();
    expect(conversion(0, 0)).toBeNull();
  });

  it('median as percentile_cont(0.5)', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('weekOf is the Monday (UTC)', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-23');
  });
});
