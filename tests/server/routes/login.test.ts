import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, workers } from '../../../server/platform/db/schema';
import { hashPassword, CURRENT_SCRYPT_PARAMETERS } from '../../../server/platform/auth/password';
import { createTestApp, type TestApp } from '../app-harness';
import { bearer, cookie, countRows, createAccountsApp, logInAs, post, setCookieOf, signUpAs, signupPayload, workerByEmail } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
  await signUpAs(t.app, londonAnswers);
  await signUpAs(t.app, { ...londonAnswers, email: 'bob@example.com', firstName: 'Bob Builder' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/login', () => {
  it('answers the session response and sets the session cookie', async () => {
    const res = await post(t.app, '/api/login', { email: 'ada@example.com', password: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.worker.email).toBe('ada@example.com');
    expect(body.city.id).toBe('UK-LONDON');
    expect(body.currency.textSymbol).toBe('£');
    expect(setCookieOf(res)).toContain(`portal_session=${body.token};`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes the e-mail in any letter case', async () => {
    const body = await logInAs(t.app, '  ADA@example.com ', 'secret-pass');
    expect(body.worker.email).toBe('ada@example.com');
  });

  it('gives the same 401 for an unknown e-mail and for a wrong password', async () => {
    const wrongPassword = await post(t.app, '/api/login', { email: 'ada@example.com', password: 'not-the-one' });
    const unknownEmail = await post(t.app, '/api/login', { email: 'nobody@example.com', password: 'secret-pass' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error).toBe('INVALID_CREDENTIALS');
    expect(setCookieOf(wrongPassword)).toBe('');
  });

  it('checks the form first: a malformed e-mail or a missing password is a 400 on that field', async () => {
    const res = await post(t.app, '/api/login', { email: 'ada@', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' },
        { path: '/password', code: 'FORM_ERROR_REQUIRED' },
      ]),
    );
  });

  it('upgrades a password hash made with weaker parameters', async () => {
    const weak = await hashPassword('secret-pass', { ...CURRENT_SCRYPT_PARAMETERS, ln: CURRENT_SCRYPT_PARAMETERS.ln - 2 });
    await t.app.db.update(workers).set({ passwordHash: weak }).where(eq(workers.email, 'bob@example.com'));
    await post(t.app, '/api/login', { email: 'bob@example.com', password: 'secret-pass' }).then((r) => expect(r.statusCode).toBe(200));
    const row = await workerByEmail(t.app.db, 'bob@example.com');
    expect(row.passwordHash).toMatch(new RegExp(`^\\$scrypt\\$ln=${CURRENT_SCRYPT_PARAMETERS.ln},`));
    expect((await post(t.app, '/api/login', { email: 'bob@example.com', password: 'secret-pass' })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('accepts the token as a bearer token (native app) and as the cookie', async () => {
    const { token, worker } = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    for (const headers of [bearer(token), cookie(token), { cookie: `lang=fr_FR; portal_session=${token}; other=1` }]) {
      const res = await t.app.inject({ url: '/api/me', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().worker.id).toBe(worker.id);
    }
  });

  it('answers 401 UNAUTHORIZED without a session, with a made-up token, or with an expired one', async () => {
    expect((await t.app.inject({ url: '/api/me' })).json()).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await t.app.inject({ url: '/api/me', headers: bearer('x'.repeat(43)) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: cookie('not a token') })).statusCode).toBe(401);
    const { token, worker } = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.workerId, worker.id));
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('never reads another worker with a worker\'s token', async () => {
    const ada = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    const bob = await logInAs(t.app, 'bob@example.com', 'secret-pass');
    expect((await t.app.inject({ url: '/api/me', headers: bearer(ada.token) })).json().worker.email).toBe('ada@example.com');
    expect((await t.app.inject({ url: '/api/me', headers: bearer(bob.token) })).json().worker.email).toBe('bob@example.com');
    // With both credentials, the explicit bearer token decides; nothing mixes the two accounts.
    const both = await t.app.inject({ url: '/api/me', headers: { ...bearer(bob.token), ...cookie(ada.token) } });
    expect(both.json().worker.email).toBe('bob@example.com');
  });

  it('POST /api/logout ends the session on the server and clears the cookie', async () => {
    const { token } = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    const other = await logInAs(t.app, 'ada@example.com', 'secret-pass');
    const res = await post(t.app, '/api/logout', {}, cookie(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(setCookieOf(res)).toMatch(/portal_session=;.*Max-Age=0/);
    // The token itself is dead, not only the cookie: a copy of it no longer works.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    // Another device stays logged in.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(other.token) })).statusCode).toBe(200);
    // Logging out twice, or without a session, is harmless.
    expect((await post(t.app, '/api/logout', {}, cookie(token))).statusCode).toBe(200);
    expect((await post(t.app, '/api/logout', {})).statusCode).toBe(200);
  });
});

describe('the session cookie behind HTTPS', () => {
  let secure: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    secure = await createAccountsApp({ publicUrl: 'https://portal.example' });
    plain = await createAccountsApp({ publicUrl: 'http://portal.example' });
    await signUpAs(secure.app, londonAnswers);
    await signUpAs(plain.app, londonAnswers);
  });
  afterAll(async () => {
    await secure?.close();
    await plain?.close();
  });

  const logIn = (app: TestApp['app']) =>
    post(app, '/api/login', { email: 'ada@example.com', password: 'secret-pass' }, { origin: app.publicUrl });

  it('is Secure with an https PUBLIC_URL even when the proxy speaks plain HTTP to us, and HSTS is sent', async () => {
    const res = await logIn(secure.app);
    expect(res.statusCode).toBe(200);
    expect(setCookieOf(res)).toMatch(/portal_session=.*; Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const logout = await post(secure.app, '/api/logout', {}, { ...cookie(res.json().token), origin: 'https://portal.example' });
    expect(setCookieOf(logout)).toMatch(/portal_session=;.*Secure/);
  });

  it('is not Secure, and no HSTS, with an http PUBLIC_URL', async () => {
    const res = await logIn(plain.app);
    expect(res.statusCode).toBe(200);
    expect(setCookieOf(res)).not.toMatch(/Secure/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('rate limits (429 TOO_MANY_REQUESTS)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      authRateLimits: { perEmailAndIp: { max: 3, timeWindowMs: 60_000 }, perEmail: { max: 3, timeWindowMs: 60_000, spacingMs: 10 }, perIp: { max: 6, timeWindowMs: 60_000 } },
    });
    await signUpAs(limited.app, londonAnswers);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('stops the client that failed for one e-mail, even with the right password, and tells when to retry', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(limited.app, '/api/login', { email: 'ada@example.com', password: `guess-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post(limited.app, '/api/login', { email: 'ADA@example.com', password: 'secret-pass' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(setCookieOf(blocked)).toBe('');
  });

  it('stops a burst from one address across e-mails', async () => {
    // Four logins so far from this address (the sign-up counts for its own route); six allowed.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post(limited.app, '/api/login', { email: `someone${i}@example.com`, password: 'x' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('limits sign-ups per e-mail from one client as well, storing nothing once limited', async () => {
    const payload = signupPayload(limited.app, { ...londonAnswers, email: 'burst@example.com', password: 'abc' });
    for (let i = 0; i < 3; i++) expect((await post(limited.app, '/api/signup', payload)).statusCode).toBe(400);
    const before = await countRows(limited.app);
    const good = signupPayload(limited.app, { ...londonAnswers, email: 'burst@example.com' });
    const res = await post(limited.app, '/api/signup', good);
    expect(res.statusCode).toBe(429);
    expect(await countRows(limited.app)).toEqual(before);
  });

  it('limits password reset requests per e-mail from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(limited.app, '/api/hero/password-reset/request', { email: 'ada@example.com' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('nobody can lock a worker out (default limits)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await signUpAs(app.app, londonAnswers);
  });
  afterAll(async () => {
    await app?.close();
  });
  const from = (remoteAddress: string, url: string, payload: object) => app.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('ten wrong passwords from one client: that client gets 429, the owner elsewhere logs in and can still ask for a reset', async () => {
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(attacker, '/api/login', { email: 'ada@example.com', password: `guess-${i}` })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const throttled = await from(attacker, '/api/login', { email: 'ada@example.com', password: 'guess-10' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password from the attacking client is refused for now.
    expect((await from(attacker, '/api/login', { email: 'ada@example.com', password: 'secret-pass' })).statusCode).toBe(429);

    const owner = await from('203.0.113.10', '/api/login', { email: 'ada@example.com', password: 'secret-pass' });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(setCookieOf(owner)).toMatch(/portal_session=/);
    const reset = await from('203.0.113.11', '/api/hero/password-reset/request', { email: 'ada@example.com' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('a right password does not count as a failure: the owner logs in again and again', async () => {
    await signUpAs(app.app, { ...londonAnswers, email: 'bea@example.com' });
    for (let i = 0; i < 12; i++) {
      expect((await from('203.0.113.12', '/api/login', { email: 'bea@example.com', password: 'secret-pass' })).statusCode).toBe(200);
    }
  });
});

// Guesses for one address spread over many clients, and parallel guesses: tests/server/limits/login-limits.test.ts.
