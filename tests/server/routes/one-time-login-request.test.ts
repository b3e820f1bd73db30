import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../app-harness';
import { bearer, createAccountsApp, lastMailTo, post, signUpAs, tokenInMail } from '../auth/account-fixtures';
import { londonAnswers, parisAnswers } from '../../fixtures/signup-answers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
  await signUpAs(t.app, londonAnswers);
  await signUpAs(t.app, parisAnswers);
});
afterAll(async () => {
  await t.close();
});

const request = (app: TestApp['app'], email: string) => post(app, '/api/one-time-login/request', { email });

/** Waits for a one-time login mail to `email` newer than `afterId`. */
async function loginMailTo(email: string, afterId?: string) {
  for (let i = 0; i < 80; i++) {
    const mail = await lastMailTo(t.app.db, email);
    if (mail && mail.id !== afterId && mail.text.includes('/onetimelogin/')) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no login mail to ${email}`);
}

describe('POST /api/one-time-login/request', () => {
  it('mails a known address a single-use login link, in its language, that opens a session', async () => {
    const before = await lastMailTo(t.app.db, 'camille@example.fr');
    const res = await request(t.app, 'Camille@Example.fr ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await loginMailTo('camille@example.fr', before?.id);
    expect(mail.language).toBe('fr_FR');
    const token = tokenInMail(mail.text, '/onetimelogin');

    const continueAs = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/one-time-login', payload: { token: value }, headers: { 'sec-fetch-site': 'same-origin' } });
    const login = await continueAs(token);
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json() as { token: string };
    const me = await t.app.inject({ url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).toContain('camille@example.fr');
    // Single use.
    expect((await continueAs(token)).statusCode).toBe(400);
  });

  it('answers exactly the same for an address without an account, and sends nothing', async () => {
    const known = await request(t.app, 'ada@example.com');
    const unknown = await request(t.app, 'nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await loginMailTo('ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, 'nobody@example.com'))).toEqual([]);
  });

  it('refuses a malformed address on /email', async () => {
    const res = await request(t.app, 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' }]);
    expect((await post(t.app, '/api/one-time-login/request', {})).statusCode).toBe(400);
  });

  it('is rate limited per address, then sends nothing more', async () => {
    const limited = await createTestApp({ authRateLimits: { perEmailAndIp: { max: 3, timeWindowMs: 60_000 }, perIp: { max: 100, timeWindowMs: 60_000 } } });
    try {
      await signUpAs(limited.app, londonAnswers);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await request(limited.app, 'ada@example.com')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The same for an unknown address: the limit does not tell either.
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++) unknown.push((await request(limited.app, 'nobody@example.com')).statusCode);
      expect(unknown).toEqual([200, 200, 200, 429]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mails = await limited.app.db.select().from(outbox).where(eq(outbox.to, 'ada@example.com'));
      expect(mails.filter((mail) => mail.text.includes('/onetimelogin/'))).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
