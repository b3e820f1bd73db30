/**
 * Login limits under concurrency (issue 25, item 2): a guess is counted before its password is checked,
 * in one statement, so parallel guesses get exactly the checks allowed (every 401 is a password checked);
 * the address's ceiling holds for guesses spread over many clients (a few wait their turn, the rest are
 * refused); and the owner keeps a way in: a device or address they logged in from, and the login-link mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../app-harness';
import { setCookieOf, signUpAs } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';

const statusCounts = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

function login(t: TestApp, remoteAddress: string, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, headers });
}

describe('parallel guesses from one client (default limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpAs(t.app, londonAnswers);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('100 wrong passwords for one address at once: exactly 10 are checked, the other 90 get 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(t, '198.51.100.7', 'ada@example.com', `guess-${i}`)));
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 90 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from that client waits like the guesses; the owner elsewhere is not stopped.
    expect((await login(t, '198.51.100.7', 'ada@example.com', 'secret-pass')).statusCode).toBe(429);
    expect((await login(t, '203.0.113.40', 'ada@example.com', 'secret-pass')).statusCode).toBe(200);
  });

  // The other account actions count the same way (no password to check here, so no scrypt to wait for).
  const resetFrom = (remoteAddress: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/hero/password-reset/request', payload: { email }, remoteAddress });

  it('100 reset requests for 100 addresses from one client at once: exactly the 30 a client may make go through', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => resetFrom('198.51.100.8', `someone${i}@example.com`)));
    expect(statusCounts(answers)).toEqual({ 200: 30, 429: 70 });
  });

  it('one IPv6 client is its /64: changing the last groups does not buy more', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => resetFrom(`2001:db8:aa:bb::${(i + 1).toString(16)}`, 'nobody@example.com')));
    expect(statusCounts(answers)).toEqual({ 200: 10, 429: 30 });
  });
});

describe("past the address's ceiling, checks take turns", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Past 3 failures, turns 400 ms apart, none waiting more than 800 ms: 3 more checks at once, at most.
    t = await createTestApp({ authRateLimits: { perEmail: { max: 3, spacingMs: 400, maxWaitMs: 800 } } });
    await signUpAs(t.app, londonAnswers);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('5 new clients at once past the ceiling: 3 are checked in turns, the last 0.8 s later; 2 are refused', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, `192.0.2.${i + 1}`, 'ada@example.com', 'guess')).statusCode).toBe(401);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => login(t, `192.0.2.${i + 10}`, 'ada@example.com', `guess-${i}`)));
    expect(statusCounts(answers)).toEqual({ 401: 3, 429: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(750);
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the mails that let the owner in without the password take turns too, but are never refused', async () => {
    const linkFrom = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/one-time-login/request', payload: { email: 'ada@example.com' }, remoteAddress: address });
    for (let i = 0; i < 3; i++) expect((await linkFrom(`192.0.2.${i + 100}`)).statusCode).toBe(200);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => linkFrom(`192.0.2.${i + 110}`)));
    expect(statusCounts(answers)).toEqual({ 200: 5 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(750);
  });
});

describe('nobody can lock the owner out while their address is flooded', () => {
  let t: TestApp;
  let ownerDevice: string;
  let attackerDevice: string;
  const home = '203.0.113.1';
  beforeAll(async () => {
    // Past 3 failures one more check a minute: a flood keeps the address's ceiling full.
    t = await createTestApp({ authRateLimits: { perEmail: { max: 3, spacingMs: 60_000, maxWaitMs: 0 } } });
    await signUpAs(t.app, londonAnswers);
    await signUpAs(t.app, { ...londonAnswers, email: 'mallory@example.com', firstName: 'Mallory' });
    const owner = await login(t, home, 'ada@example.com', 'secret-pass');
    expect(owner.statusCode).toBe(200);
    ownerDevice = /login_device=([^;]+);/.exec(setCookieOf(owner))![1];
    expect(setCookieOf(owner)).toMatch(/login_device=[^;]+; Max-Age=\d+; Path=\/api\/login; HttpOnly; SameSite=Strict/);
    const attacker = await login(t, '198.51.100.1', 'mallory@example.com', 'secret-pass');
    attackerDevice = /login_device=([^;]+);/.exec(setCookieOf(attacker))![1];
    // 60 clients at once: the 3 failures of the ceiling, one turn, and nothing more for a minute.
    const flood = await Promise.all(Array.from({ length: 60 }, (_, i) => login(t, `198.51.100.${10 + i}`, 'ada@example.com', `guess-${i}`)));
    expect(statusCounts(flood)).toEqual({ 401: 4, 429: 56 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the owner logs in from an address they logged in from before', async () => {
    expect((await login(t, home, 'ada@example.com', 'secret-pass')).statusCode).toBe(200);
  });

  it('the owner logs in from a new network with the browser they logged in with before', async () => {
    const res = await login(t, '192.0.2.50', 'ada@example.com', 'secret-pass', { cookie: `login_device=${ownerDevice}` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("an unknown client waits for the address's next turn, even with a device cookie of another account", async () => {
    const stranger = await login(t, '192.0.2.60', 'ada@example.com', 'secret-pass');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(30);
    const borrowed = await login(t, '192.0.2.61', 'ada@example.com', 'guess', { cookie: `login_device=${attackerDevice}` });
    expect(borrowed.statusCode).toBe(429);
  });

  it('from anywhere, the owner can still have a login link mailed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/one-time-login/request', payload: { email: 'ada@example.com' }, remoteAddress: '192.0.2.62' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
