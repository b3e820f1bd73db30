import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens, workers } from '../../../server/platform/db/schema';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, lastMailTo, setCookieOf, signUpAs, tokenInMail, workerByEmail } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createAccountsApp();
  session = (await signUpAs(t.app, londonAnswers)).token;
});
afterAll(async () => {
  await t.close();
});

/** "Continue" on the link's page: a same-origin POST (the GET only previews, see one-time-login.test.ts). */
const oneTimeLogin = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/one-time-login', payload: { token }, headers: { 'sec-fetch-site': 'same-origin' } });

describe('POST /api/one-time-login with the verification link of the sign-up mail', () => {
  it('verifies the address, signs in (session response and cookie), and works once', async () => {
    const mail = await lastMailTo(t.app.db, 'ada@example.com', { waitMs: 3000 });
    const token = tokenInMail(mail.text, '/verify-email');
    expect((await workerByEmail(t.app.db, 'ada@example.com')).verifiedEmail).toBe(false);

    const res = await oneTimeLogin(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.worker).toMatchObject({ email: 'ada@example.com', verifiedEmail: true });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieOf(res)).toContain(`portal_session=${body.token}`);
    expect((await workerByEmail(t.app.db, 'ada@example.com')).verifiedEmail).toBe(true);

    const again = await oneTimeLogin(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('TOKEN_INVALID');
  });

  it('refuses an expired link, a made-up one and none at all', async () => {
    // Ada is verified now: make her unverified again to get a fresh link for the expiry check.
    await t.app.db.update(workers).set({ verifiedEmail: false }).where(eq(workers.email, 'ada@example.com'));
    await t.app.inject({ url: '/api/resend-email-verification', headers: bearer(session) });
    const token = tokenInMail((await lastMailTo(t.app.db, 'ada@example.com')).text, '/verify-email');
    await t.app.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.purpose, 'verify'));
    expect((await oneTimeLogin(token)).json().error).toBe('TOKEN_INVALID');
    expect((await workerByEmail(t.app.db, 'ada@example.com')).verifiedEmail).toBe(false);
    expect((await oneTimeLogin('A'.repeat(43))).json().error).toBe('TOKEN_INVALID');
    const none = await t.app.inject({ method: 'POST', url: '/api/one-time-login', payload: {}, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('VALIDATION_FAILED');
  });

  it('does not accept a password-reset link as a login link', async () => {
    await t.app.inject({ method: 'POST', url: '/api/hero/password-reset/request', payload: { email: 'ada@example.com' } });
    let mail = await lastMailTo(t.app.db, 'ada@example.com');
    for (let i = 0; i < 80 && !mail.text.includes('/password-reset/'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mail = await lastMailTo(t.app.db, 'ada@example.com');
    }
    const token = tokenInMail(mail.text, '/password-reset');
    expect((await oneTimeLogin(token)).json().error).toBe('TOKEN_INVALID');
  });
});

describe('GET /api/resend-email-verification', () => {
  it('sends a new verification link to the logged-in account', async () => {
    const before = await lastMailTo(t.app.db, 'ada@example.com');
    const res = await t.app.inject({ url: '/api/resend-email-verification', headers: bearer(session) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sent: true });
    const mail = await lastMailTo(t.app.db, 'ada@example.com');
    expect(mail.id).not.toBe(before.id);
    const token = tokenInMail(mail.text, '/verify-email');
    expect((await oneTimeLogin(token)).json().worker.verifiedEmail).toBe(true);
  });

  it('sends nothing once the address is verified', async () => {
    const before = await lastMailTo(t.app.db, 'ada@example.com');
    const res = await t.app.inject({ url: '/api/resend-email-verification', headers: bearer(session) });
    expect(res.json()).toEqual({ ok: true, sent: false });
    expect((await lastMailTo(t.app.db, 'ada@example.com')).id).toBe(before.id);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/resend-email-verification' });
    expect(res.statusCode).toBe(401);
  });
});
