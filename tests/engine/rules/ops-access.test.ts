import { describe, expect, it } from 'vitest';
import { checkOpsAccess, isLoopbackDevelopment, OPS_DENIALS } from '../../../engine/rules/ops-access';

const loopback = { appEnv: 'test', listensOnLoopback: true, socketIsLoopback: true, hostIsLoopback: true };

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
  it('opens the tools to an ops account, or on a loopback development server', () => {
    expect(checkOpsAccess({ loggedIn: true, staffRole: 'ops', loopbackDevelopment: false })).toBeNull();
    expect(checkOpsAccess({ loggedIn: false, staffRole: null, loopbackDevelopment: true })).toBeNull();
  });

  it('refuses visitors with 401 and everybody else (workers, support) with 403', () => {
    expect(checkOpsAccess({ loggedIn: false, staffRole: null, loopbackDevelopment: false })).toEqual(OPS_DENIALS.visitor);
    expect(checkOpsAccess({ loggedIn: true, staffRole: null, loopbackDevelopment: false })).toEqual(OPS_DENIALS.other);
    expect(checkOpsAccess({ loggedIn: true, staffRole: 'support', loopbackDevelopment: false })).toEqual(OPS_DENIALS.other);
  });
});
