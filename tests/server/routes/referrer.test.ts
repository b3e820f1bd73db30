import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../../server/seed/run-seeds';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs, signUpAs } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
  await runSeeds(t.app.db, { modules: [demoAccountsSeed] });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/hero-referrer/{code}', () => {
  it('names the referrer by first name only', async () => {
    const res = await t.app.inject({ url: '/api/hero-referrer/AMELIA2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Amelia' });
  });

  it('reads a code typed in lower case', async () => {
    expect((await t.app.inject({ url: '/api/hero-referrer/amelia2026' })).json()).toEqual({ name: 'Amelia' });
  });

  it('answers 404 REFERRER_NOT_FOUND for an unknown or malformed code', async () => {
    for (const code of ['NOBODY999', 'not-a-code!', 'X'.repeat(20)]) {
      const res = await t.app.inject({ url: `/api/hero-referrer/${encodeURIComponent(code)}` });
      expect(res.statusCode, code).toBe(404);
      expect(res.json().error).toBe('REFERRER_NOT_FOUND');
    }
  });
});

describe('a sign-up with a referral code reaches the referrer\'s list', () => {
  it('adds the new applicant to GET /api/me/referrals of the referrer, newest first', async () => {
    await signUpAs(t.app, { ...londonAnswers, email: 'zoe@example.com', firstName: 'Zoe Quinn', referralCode: 'AMELIA2026' });
    const { token } = await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD);
    const res = await t.app.inject({ url: '/api/me/referrals', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.referrals[0]).toMatchObject({ name: 'Zoe', stage: 0, status: 'submitted' });
    expect(body.referrals[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows a worker only their own referees', async () => {
    const { token } = await logInAs(t.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD);
    expect((await t.app.inject({ url: '/api/me/referrals', headers: bearer(token) })).json()).toMatchObject({ referrals: [], total: 0 });
  });
});
