import { describe, expect, it } from 'vitest';
import { checkOpsAccess, isLoopbackDevelopment } from '../../../engine/rules/ops-access';
import { regionSwitchesOf, type Viewer } from '../../../engine/rules/access';

const loopback = { appEnv: 'test', listensOnLoopback: true, socketIsLoopback: true, hostIsLoopback: true };
const worker: Viewer = {
  kind: 'practitioner',
  stage: 'done',
  active: true,
  flags: { hideStatements: false, hideReferral: false, hideCommunity: false, hidePartnershipAgreement: false, cannotUpdateBankingDetails: false },
  switches: regionSwitchesOf(undefined),
};

describe('isLoopbackDevelopment', () => {
  it('holds only when every fact holds', () => {
    expect(isLoopbackDevelopment(loopback)).toBe(true);
    expect(isLoopbackDevelopment({ ...loopback, appEnv: 'production' })).toBe(false);
    expect(isLoopbackDevelopment({ ...loopback, listensOnLoopback: false })).toBe(false);
    expect(isLoopbackDevelopment({ ...loopback, socketIsLoopback: false })).toBe(false);
    expect(isLoopbackDevelopment({ ...loopback, hostIsLoopback: false })).toBe(false);
  });
});

describe('checkOpsAccess', () => {
  it('opens the tools to an ops account, or to anyone on a loopback development server', () => {
    expect(checkOpsAccess({ kind: 'staff', role: 'ops' }, false)).toBeNull();
    expect(checkOpsAccess(null, true)).toBeNull();
  });

  it('refuses visitors with 401 and workers and support staff with 403', () => {
    expect(checkOpsAccess(null, false)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(checkOpsAccess(worker, false)).toMatchObject({ status: 403, code: 'STAFF_ONLY' });
    expect(checkOpsAccess({ kind: 'staff', role: 'support' }, false)).toMatchObject({ status: 403, code: 'STAFF_ONLY' });
  });
});
