import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailTokens, outbox, sessions } from '../../../server/platform/db/schema';
import type { TestApp } from '../app-harness';
import { bearer, cookie, createAccountsApp, lastMailTo, logInAs, post, setCookieOf, signUpAs, tokenInMail, workerByEmail } from '../auth/account-fixtures';
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

const request = (email: string) => post(t.app, '/api/hero/password-reset/request', { email });
const check = (token: string) => post(t.app, '/api/hero/password-reset/check', { token });
const use = (token: string, password: string) => post(t.app, '/api/hero/password-reset/use', { token, password });

/** Asks for a reset link and reads it from the mail, as the person would. */
async function resetLinkFor(email: string): Promise<string> {
  const before = await lastMailTo(t.app.db, email);
  const res = await request(email);
  expect(res.statusCode).toBe(200);
  for (let i = 0; i < 80; i++) {
    const mail = await lastMailTo(t.app.db, email);
    if (mail && mail.id !== before?.id && mail.text.includes('/password-reset/')) return tokenInMail(mail.text, '/password-reset');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('POST /api/hero/password-reset/request', () => {
  it('answers 200 { ok: true } and mails a one-hour link to an existing account, in its language', async () => {
    const token = await resetLinkFor('camille@example.fr');
    const mail = await lastMailTo(t.app.db, 'camille@example.fr');
    expect(mail.language).toBe('fr_FR');
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/password-reset\//);
    const [row] = await t.app.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset'));
    expect(row.tokenHash).not.toBe(token);
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it('answers exactly the same for an address without an account, and sends nothing', async () => {
    const known = await request('ada@example.com');
    const unknown = await request('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.db.select().from(outbox).where(eq(outbox.to, 'nobody@example.com'))).toEqual([]);
  });

  it('refuses a malformed address on /email', async () => {
    const res = await request('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' }]);
  });
});

describe('POST /api/hero/password-reset/check and /use', () => {
  it('checks a link without using it up, then sets the new password once; every other session ends', async () => {
    const phone = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    const laptop = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    const token = await resetLinkFor('ada@example.com');

    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check(token)).json()).toEqual({ valid: true });

    const short = await use(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ path: '/password', code: 'FORM_ERROR_PASSWORD_LENGTH', params: { minLength: 6 } }]);
    // A refused password does not use the link up.
    expect((await check(token)).statusCode).toBe(200);

    const done = await use(token, 'brand-new-secret');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    for (const session of [phone, laptop]) {
      expect((await t.app.inject({ url: '/api/me', headers: bearer(session.token) })).statusCode).toBe(401);
    }
    const ada = await workerByEmail(t.app.db, 'ada@example.com');
    expect(await t.app.db.select().from(sessions).where(eq(sessions.workerId, ada.id))).toEqual([]);
    expect((await post(t.app, '/api/login', { email: 'ada@example.com', password: 'secret-pass' })).statusCode).toBe(401);
    await logInAs(t.app, 'ada@example.com', 'brand-new-secret');
    // The link reached the inbox: the address is proven.
    expect(ada.verifiedEmail).toBe(true);

    // Single use.
    const again = await use(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('TOKEN_INVALID');
    expect((await check(token)).json().error).toBe('TOKEN_INVALID');
  });

  it('ends the session the reset was made from too, and clears its cookie (issue 25: the old password opens nothing)', async () => {
    const here = await logInAs(t.app, 'ada@example.com', 'brand-new-secret');
    const elsewhere = await logInAs(t.app, 'ada@example.com', 'brand-new-secret');
    const token = await resetLinkFor('ada@example.com');
    const res = await post(t.app, '/api/hero/password-reset/use', { token, password: 'third-secret' }, cookie(here.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(setCookieOf(res)).toMatch(/portal_session=;.*Expires=Thu, 01 Jan 1970/);
    for (const session of [here, elsewhere]) {
      expect((await t.app.inject({ url: '/api/me', headers: bearer(session.token) })).statusCode).toBe(401);
    }
    await logInAs(t.app, 'ada@example.com', 'third-secret');
  });

  it('refuses a link after its hour is up', async () => {
    const token = await resetLinkFor('camille@example.fr');
    const camille = await workerByEmail(t.app.db, 'camille@example.fr');
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.workerId, camille.id), eq(emailTokens.purpose, 'reset')));
    expect((await check(token)).json().error).toBe('TOKEN_INVALID');
    expect((await use(token, 'brand-new-secret')).json().error).toBe('TOKEN_INVALID');
    expect((await post(t.app, '/api/login', { email: 'camille@example.fr', password: 'secret-pass' })).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    const first = await resetLinkFor('camille@example.fr');
    const second = await resetLinkFor('camille@example.fr');
    expect((await check(first)).statusCode).toBe(400);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('refuses made-up tokens and a missing token', async () => {
    expect((await check('A'.repeat(43))).json().error).toBe('TOKEN_INVALID');
    expect((await check('short')).json().error).toBe('TOKEN_INVALID');
    const missing = await post(t.app, '/api/hero/password-reset/use', { password: 'whatever-123' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: '/token', code: 'FORM_ERROR_REQUIRED' }]);
  });
});
