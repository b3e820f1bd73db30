/**
 * The session lookup of every authenticated request (issue 15 "a cheaper session"): one prepared
 * flat join. It must find exactly what drizzle's nested query found (the worker and their
 * application, staff roles included), refuse expired and ended sessions, and write last-seen at
 * most once an hour.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, deleteSession, deleteWorkerSessions, findSession, loadSessionWorker } from '../../../server/platform/auth/session-service';
import { sessions, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from './account-fixtures';
import type { TestApp } from '../app-harness';

let t: TestApp;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function workerId(email: string): Promise<string> {
  const [row] = await t.app.db.select({ id: workers.id }).from(workers).where(eq(workers.email, email));
  return row.id;
}

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
});

afterAll(async () => {
  await t?.close();
});

describe('findSession', () => {
  it.each([
    'worker.london@demo.portal.test',
    'applicant.new@demo.portal.test',
    'student@demo.portal.test',
    'ops@demo.portal.test',
    'support@demo.portal.test',
  ])('finds %s exactly as the nested drizzle query does (application, staff role)', async (email) => {
    const id = await workerId(email);
    const { token } = await createSession(t.app.db, id, { maxAgeMs: DAY });
    const found = await findSession(t.app.db, token);
    expect(found?.worker).toEqual(await loadSessionWorker(t.app.db, id));
  });

  it('carries the staff role and an application row (or null)', async () => {
    const ops = await findSession(t.app.db, (await createSession(t.app.db, await workerId('ops@demo.portal.test'), { maxAgeMs: DAY })).token);
    expect(ops?.worker.staffRole).toBe('ops');
    const london = await findSession(t.app.db, (await createSession(t.app.db, await workerId('worker.london@demo.portal.test'), { maxAgeMs: DAY })).token);
    expect(london?.worker.application?.workerId).toBe(london?.worker.id);
  });

  it('refuses an expired session, an ended one and a malformed token', async () => {
    const id = await workerId('worker.paris@demo.portal.test');
    const now = new Date();
    const session = await createSession(t.app.db, id, { maxAgeMs: DAY, now });
    expect(await findSession(t.app.db, session.token, new Date(now.getTime() + 23 * HOUR))).not.toBeNull();
    expect(await findSession(t.app.db, session.token, new Date(now.getTime() + 25 * HOUR))).toBeNull();

    expect(await deleteSession(t.app.db, session.token)).toBe(true);
    expect(await findSession(t.app.db, session.token)).toBeNull();

    const other = await createSession(t.app.db, id, { maxAgeMs: DAY });
    expect(await deleteWorkerSessions(t.app.db, id)).toBeGreaterThan(0);
    expect(await findSession(t.app.db, other.token)).toBeNull();
    expect(await findSession(t.app.db, 'not a token')).toBeNull();
  });

  it('writes last-seen at most once an hour, not per request', async () => {
    const id = await workerId('worker.vienna@demo.portal.test');
    const start = new Date('2030-01-01T08:00:00Z');
    const session = await createSession(t.app.db, id, { maxAgeMs: 30 * DAY, now: start });
    const lastSeen = async () => (await t.app.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, session.sessionId)))[0].at;

    await findSession(t.app.db, session.token, new Date(start.getTime() + 30 * 60 * 1000));
    expect(await lastSeen()).toEqual(start);
    const later = new Date(start.getTime() + 2 * HOUR);
    await findSession(t.app.db, session.token, later);
    expect(await lastSeen()).toEqual(later);
  });

  it('is what the API sees: a logged-in request, then 401 once the session is gone', async () => {
    const { token } = await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().worker.email).toBe('worker.london@demo.portal.test');
    await deleteSession(t.app.db, token);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});
