import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens } from '../../../server/platform/db/schema';
import type { TestApp } from '../app-harness';
import { createAccountsApp, lastMailTo, signUpAs, tokenInMail, workerByEmail } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';

// Issue 25 item 4 (login CSRF by link): following a login or verification link must not log anyone in; only a
// same-origin POST does, so another site cannot log a visitor into the attacker's account with the attacker's link.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createAccountsApp();
  await signUpAs(t.app, londonAnswers);
  token = tokenInMail((await lastMailTo(t.app.db, 'ada@example.com', { waitMs: 3000 })).text, '/verify-email');
});
afterAll(async () => {
  await t.close();
});

const preview = (value: string) => t.app.inject({ url: `/api/one-time-login?token=${encodeURIComponent(value)}` });
const continueAs = (value: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/one-time-login', payload: { token: value }, headers });
const unused = async () => (await t.app.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'verify'))).every((row) => row.usedAt === null);

describe('GET /api/one-time-login (following the link)', () => {
  it('says whose link it is, sets no session cookie, verifies nothing and leaves the link usable', async () => {
    const res = await preview(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'ada@example.com', purpose: 'verify' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await workerByEmail(t.app.db, 'ada@example.com')).verifiedEmail).toBe(false);
    expect(await unused()).toBe(true);
    // Opened twice (a mail scanner, then the person): still the same answer.
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('answers TOKEN_INVALID for a made-up link', async () => {
    const res = await preview('A'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('TOKEN_INVALID');
  });
});

describe('POST /api/one-time-login (Continue)', () => {
  it('refuses a request from another site, by Sec-Fetch-Site or by Origin, and leaves the link unused', async () => {
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://attacker.example' }];
    for (const headers of foreign) {
      const res = await continueAs(token, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toBe('CROSS_SITE_REQUEST');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await unused()).toBe(true);
  });

  it('from the portal itself logs in with the cookie, verifies the address and uses the link up', async () => {
    const res = await continueAs(token, { origin: 'http://localhost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().worker).toMatchObject({ email: 'ada@example.com', verifiedEmail: true });
    expect(String(res.headers['set-cookie'])).toContain('portal_session=');
    expect((await preview(token)).json().error).toBe('TOKEN_INVALID');
    expect((await continueAs(token, { 'sec-fetch-site': 'same-origin' })).json().error).toBe('TOKEN_INVALID');
  });
});
