import { describe, expect, it } from 'vitest';
import {
  APPLICATION_PROGRESS as P,
  applicationProgress,
  type ApplicationStatus,
  type ProgressWorker,
} from '../../../engine/rules/application-progress';
import { studentProgress } from '../../../engine/rules/student-progress';

const complete: ProgressWorker = {
  name: 'Ada Lovelace',
  mobile: '+44 7700 900123',
  active: false,
  verifiedEmail: true,
  signedLatestAgreement: true,
  latestAgreementVersion: 'UK-2026-01',
  operatorPartner_id: null,
  residentialAddress: { address1: '1 Main Street', postcode: 'SW1A 1AA', city: 'London' },
  application: { status: 'submitted' },
};
const w = (status: ApplicationStatus, changes: Partial<ProgressWorker> = {}): ProgressWorker => ({
  ...complete,
  ...changes,
  application: { status },
});
const newFlow = { newSignupFlow: true };
const oldFlow = { newSignupFlow: false };

describe('applicationProgress (W§4)', () => {
  it('declined is declined, whatever else holds', () => {
    expect(applicationProgress(w('declined', { active: true }), newFlow)).toBe(P.DECLINED);
  });

  it('an active worker, or successful with a latest agreement version, is done', () => {
    expect(applicationProgress(w('interview', { active: true, name: null }), newFlow)).toBe(P.DONE);
    expect(applicationProgress(w('successful', { signedLatestAgreement: false }), newFlow)).toBe(P.DONE);
    expect(applicationProgress(w('successful', { latestAgreementVersion: null, signedLatestAgreement: false }), newFlow)).toBe(P.AGREEMENT);
  });

  it('with the new onboarding flow, pending, submitted and in-review are the test stage', () => {
    for (const status of ['pending', 'submitted', 'in-review'] as const) {
      expect(applicationProgress(w(status), newFlow), status).toBe(P.TEST);
    }
    expect(applicationProgress(w('submitted', { name: null }), oldFlow)).toBe(P.BASIC_INFO);
    expect(applicationProgress(w('pending'), oldFlow)).toBe(P.NOT_STARTED);
  });

  it('basic info is needed when the address, name or mobile is missing, or in interview/on-boarding', () => {
    expect(applicationProgress(w('submitted', { residentialAddress: { address1: '', postcode: 'X', city: 'Y' } }), oldFlow)).toBe(P.BASIC_INFO);
    expect(applicationProgress(w('submitted', { residentialAddress: null }), oldFlow)).toBe(P.BASIC_INFO);
    expect(applicationProgress(w('submitted', { mobile: ' ' }), oldFlow)).toBe(P.BASIC_INFO);
    expect(applicationProgress(w('interview'), newFlow)).toBe(P.BASIC_INFO);
    expect(applicationProgress(w('on-boarding'), newFlow)).toBe(P.BASIC_INFO);
  });

  it('the agreement is needed when unsigned or when the e-mail is unverified', () => {
    expect(applicationProgress(w('submitted', { signedLatestAgreement: false }), oldFlow)).toBe(P.AGREEMENT);
    expect(applicationProgress(w('submitted', { verifiedEmail: false }), oldFlow)).toBe(P.AGREEMENT);
    expect(applicationProgress(w('submitted'), oldFlow)).toBe(P.DONE);
  });

  it('an operator partner worker with an unverified e-mail goes to the agreement step first', () => {
    expect(applicationProgress(w('interview', { operatorPartner_id: 'op-1', verifiedEmail: false, name: null }), newFlow)).toBe(P.AGREEMENT);
    expect(applicationProgress(w('interview', { operatorPartner_id: 'op-1', verifiedEmail: true }), newFlow)).toBe(P.BASIC_INFO);
  });
});

describe('studentProgress (R§4)', () => {
  it('is basic info until name, mobile, gender and education are filled', () => {
    expect(studentProgress(null)).toBe('not-started');
    expect(studentProgress({ name: 'Sam', mobile: '07700 900123', gender: 'female', education: null })).toBe('basic-info');
    expect(studentProgress({ name: 'Sam', mobile: '07700 900123', gender: 'female', education: 'bachelor' })).toBe('done');
  });
});
