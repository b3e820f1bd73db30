/**
 * Staff sessions (issue 25, item 6): a support or ops login lasts 12 hours at most, and 30 minutes
 * without a request end it; last seen is written at most once a minute. A practitioner's session
 * keeps the region's three months and never ends for being idle. On the app's fake clock.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs, post, setCookieOf } from './account-fixtures';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let now = new Date('2026-03-02T08:00:00Z');
const at = (offsetMs: number) => (now = new Date(Date.parse('2026-03-02T08:00:00Z') + offsetMs));

const me = (token: string) => t.app.inject({ url: '/api/me', headers: bearer(token) });
/** The sessions of this account opened at this moment of the fake clock. */
const sessionsOf = (workerId: string, createdAt: Date) =>
  t.app.db.select().from(sessions).where(and(eq(sessions.workerId, workerId), eq(sessions.createdAt, createdAt)));

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, clock: () => now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('staff sessions', () => {
  it('last 12 hours: the cookie says so', async () => {
    at(0);
    const res = await post(t.app, '/api/login', { email: 'ops@demo.portal.test', password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(setCookieOf(res)).toMatch(/Max-Age=43200;/);
    const [row] = await sessionsOf(res.json().worker.id, now);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * HOUR);
  });

  it('end after 30 minutes without a request; each request moves the idle time on', async () => {
    const start = at(0);
    const { token, worker } = await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD);
    at(29 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    at(58 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    at(89 * MINUTE);
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    // Ended, not only refused: the row is gone.
    expect(await sessionsOf(worker.id, start)).toEqual([]);
    at(89 * MINUTE + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('end after 12 hours however busy they were', async () => {
    at(0);
    const { token } = await logInAs(t.app, 'ops@demo.portal.test', DEMO_PASSWORD);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      at(minutes * MINUTE);
      expect((await me(token)).statusCode, `at ${minutes} minutes`).toBe(200);
    }
    at(12 * HOUR + MINUTE);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('write last seen at most once a minute', async () => {
    const start = at(0);
    const { token, worker } = await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD);
    const lastSeen = async () => (await sessionsOf(worker.id, start))[0].lastSeenAt;
    at(10_000);
    await me(token);
    at(50_000);
    await me(token);
    expect(await lastSeen()).toEqual(start);
    at(61_000);
    await me(token);
    expect(await lastSeen()).toEqual(now);
  });
});

describe("a practitioner's session", () => {
  it('keeps the region’s three months and never ends for being idle', async () => {
    at(0);
    const res = await post(t.app, '/api/login', { email: 'worker.london@demo.portal.test', password: DEMO_PASSWORD });
    expect(setCookieOf(res)).toMatch(/Max-Age=7776000;/);
    const { token } = res.json() as { token: string };
    at(3 * HOUR);
    expect((await me(token)).statusCode).toBe(200);
    at(60 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    at(91 * DAY);
    expect((await me(token)).statusCode).toBe(401);
  });
});
