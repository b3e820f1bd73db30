/**
 * Control characters at the edge (server/platform/plugins/input-characters.ts): a NUL byte or another
 * terminal control code in any field of a JSON body, a query or a path is a 400
 * INVALID_CHARACTERS naming the field, nothing is stored and nothing is logged as an error.
 * PostgreSQL refuses U+0000 in text, so without the rule these were 500s.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { pageViewEvents } from '../../../server/platform/db/schema';
import { londonAnswers } from '../../fixtures/signup-answers';
import { bearer, countRows, RELAXED_LIMITS, signupPayload, signUpAs } from '../auth/account-fixtures';
import { createTestApp, type TestApp } from '../app-harness';

let t: TestApp;
let token: string;
const logLines: { level: number; msg: string }[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
      callback();
    },
  });
  t = await createTestApp({ authRateLimits: RELAXED_LIMITS, logger: { level: 'warn', stream } });
  token = (await signUpAs(t.app, londonAnswers)).token;
});
afterAll(async () => {
  await t.close();
});

async function stored() {
  const [views] = await t.app.db.select({ n: count() }).from(pageViewEvents);
  return { ...(await countRows(t.app)), pageViews: views.n };
}

const student = {
  studentAccount: true,
  email: 'student\u0000@example.com',
  password: 'secret-pass',
  firstName: 'Sam',
  lastName: 'Student',
  city_id: 'GB-LONDON',
};

describe('a NUL byte or another control character in a request', () => {
  const cases: { name: string; method: 'POST' | 'PUT'; url: string; auth?: boolean; payload: () => unknown; path: string }[] = [
    { name: 'sign-up', method: 'POST', url: '/api/signup', payload: () => ({ ...signupPayload(t.app, { ...londonAnswers, email: 'nul@example.com' }), firstName: 'Ada\u0000' }), path: '/firstName' },
    { name: 'student sign-up', method: 'POST', url: '/api/signup', payload: () => student, path: '/email' },
    { name: 'login', method: 'POST', url: '/api/login', payload: () => ({ email: 'ada@example.com', password: 'secret\u0000pass' }), path: '/password' },
    { name: 'reset request', method: 'POST', url: '/api/hero/password-reset/request', payload: () => ({ email: 'ada\u0000@example.com' }), path: '/email' },
    { name: 'PUT /api/me', method: 'PUT', url: '/api/me', auth: true, payload: () => ({ profile: { firstName: 'A\u001bda' } }), path: '/profile/firstName' },
    {
      name: 'page views',
      method: 'POST',
      url: '/api/events',
      payload: () => ({ events: [{ path: '/bookings\u0000', occurredAt: '2025-03-01T10:00:00.000Z' }] }),
      path: '/events/0/path',
    },
    { name: 'a key of the body', method: 'PUT', url: '/api/me', auth: true, payload: () => ({ 'first\u0007Name': 'Ada' }), path: '/first\u0007Name' },
    { name: 'a lone surrogate', method: 'PUT', url: '/api/me', auth: true, payload: () => ({ profile: { firstName: 'Ada\ud800' } }), path: '/profile/firstName' },
  ];

  it.each(cases)('$name: 400 INVALID_CHARACTERS at the field, nothing stored', async ({ method, url, auth, payload, path }) => {
    const before = await stored();
    const errorsBefore = logLines.filter((l) => l.level >= 50).length;
    const res = await t.app.inject({ method, url, headers: auth ? bearer(token) : {}, payload: payload() as object });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_CHARACTERS', details: [{ path, code: 'INVALID_CHARACTERS' }] });
    expect(await stored()).toEqual(before);
    expect(logLines.filter((l) => l.level >= 50).length).toBe(errorsBefore);
  });

  it('refuses them in a query string and a path parameter too', async () => {
    const query = await t.app.inject({ url: '/api/one-time-login?token=abc%00def' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ error: 'INVALID_CHARACTERS', details: [{ path: '/query/token' }] });
    const param = await t.app.inject({ url: '/api/hero-referrer/a%01b' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({ error: 'INVALID_CHARACTERS', details: [{ path: '/params/code' }] });
  });

  it('lets tabs, line breaks and every printable character through to the route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ada@example.com', password: 'Zoë\t😀\r\n' } });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' });
  });

  it('a route that takes no body refuses one (400 BODY_NOT_ALLOWED), accepting none, null and {}', async () => {
    const junk = await t.app.inject({ method: 'POST', url: '/api/logout', payload: { anything: 1 } });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ error: 'BODY_NOT_ALLOWED' });
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', payload: {} })).statusCode).toBe(200);
  });

  it("the router's refusals answer in the error format: BAD_URL, URI_TOO_LONG", async () => {
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/documents/%ED%A0%80', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'BAD_URL' });
    // Over the longest path parameter any route documents (server/app.ts MAX_PATH_PARAMETER_LENGTH, 1024).
    const long = await t.app.inject({ method: 'DELETE', url: `/api/documents/${'a'.repeat(1100)}`, headers: bearer(token) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ error: 'URI_TOO_LONG' });
  });
});
