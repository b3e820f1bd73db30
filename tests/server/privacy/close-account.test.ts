/**
 * Close my account (issue 31), on the database of the run (PGlite, and PostgreSQL under test:postgres): confirmed
 * with the password; the sessions end and the login is refused; documents are gone from the database and from the
 * store; what is kept (statements, signed agreements, bookings) stays without bank details or contact details, the
 * name only where a kept record needs it; support sees the account as closed; the address may sign up again.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs, post, signUpAs } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';
import { PDF, uploadDocument } from '../documents/document-upload';
import type { TestApp } from '../app-harness';

const LONDON = 'worker.london@demo.portal.test';
const STUDENT = 'student.paris@demo.portal.test';

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'close-account-'));
  t = await createAccountsApp({ seeded: true, uploadsDir });
});

afterAll(async () => {
  await t?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const close = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/me/close', headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, payload: JSON.stringify(payload) });
const countOf = async (table: string, column: string, id: string) =>
  Number((await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`)).rows[0].n);
const workerRow = async (id: string) => (await t.app.db.select().from(workers).where(eq(workers.id, id)))[0]!;
const storedFiles = async () => (await readdir(uploadsDir)).filter((name) => !name.endsWith('.part'));

describe('closing a worker account', () => {
  const id = DEMO_WORKER_IDS.workerLondon;
  let session: Record<string, string>;
  let kept: Record<string, number>;

  beforeAll(async () => {
    session = bearer((await logInAs(t.app, LONDON, DEMO_PASSWORD)).token);
    expect((await uploadDocument(t.app, { id, headers: session }, 'qualification', { name: 'diploma.pdf', content: PDF })).statusCode).toBe(201);
    kept = {
      statements: await countOf('statements', 'worker_id', id),
      bookings: await countOf('bookings', 'worker_id', id),
      agreement_signatures: await countOf('agreement_signatures', 'worker_id', id),
    };
    expect(Object.values(kept).every((n) => n > 0)).toBe(true);
  });

  it('refuses a wrong password on the password field, and changes nothing', async () => {
    const res = await close(session, { password: 'not-my-password' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'PASSWORD_INCORRECT', details: [{ path: '/password', code: 'PASSWORD_INCORRECT' }] });
    const bad = await close(session, { password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_FAILED');
    const row = await workerRow(id);
    expect(row.closedAt).toBeNull();
    expect(row.email).toBe(LONDON);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: session })).statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('closes with the password: sessions end, the login is refused, personal data and files are gone, kept records minimised', async () => {
    const other = bearer((await logInAs(t.app, LONDON, DEMO_PASSWORD)).token);
    const res = await close(session, { password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/portal_session=;/);

    for (const headers of [session, other]) expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(401);
    const login = await post(t.app, '/api/login', { email: LONDON, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe('INVALID_CREDENTIALS');

    const row = await workerRow(id);
    expect(row.closedAt).not.toBeNull();
    expect(row.active).toBe(false);
    expect(row.email).toBe(`closed-${id}@erased.invalid`);
    expect(row.passwordHash).toBeNull();
    expect([row.bankingIban, row.bankingAccountNumber, row.bankingSortCode, row.mobile, row.residentialAddress1, row.residentialPostcode, row.bio]).toEqual([null, null, null, null, null, null, null]);
    // Statements and the signed agreement name the person: the name stays with them.
    expect(row.firstName).not.toBeNull();

    for (const table of ['sessions', 'worker_documents', 'ratings', 'reviews', 'email_tokens', 'availabilities', 'worker_service_areas', 'screening_responses']) {
      expect(await countOf(table, 'worker_id', id), table).toBe(0);
    }
    expect(await countOf('referrals', 'referrer_worker_id', id)).toBe(0);
    expect(await storedFiles()).toEqual([]);
    for (const [table, n] of Object.entries(kept)) expect(await countOf(table, 'worker_id', id), table).toBe(n);
    expect(await countOf('page_view_events', 'worker_id', id)).toBe(0);
    expect((await t.app.db.execute(sql`select id from conversations where worker_id = ${id} and status = 'open'`)).rows).toEqual([]);

    // The confirmation went to the address the account had.
    await Promise.all([...t.app.pendingMail]);
    const mails = await t.app.db.execute<{ subject: string; text: string }>(sql`select subject, text from outbox where "to" = ${LONDON}`);
    expect(mails.rows.map((m) => m.subject)).toEqual(['Your account is closed']);
    expect(mails.rows[0].text).toContain('/privacy');
  });

  it('lets the same address sign up again', async () => {
    const again = await signUpAs(t.app, { ...londonAnswers, email: LONDON });
    expect(again.token).toBeTruthy();
    expect((await post(t.app, '/api/login', { email: LONDON, password: londonAnswers.password })).statusCode).toBe(200);
  });
});

describe('closing a student account', () => {
  it('keeps nothing that names them: no kept record needs the name', async () => {
    const id = DEMO_WORKER_IDS.studentParis;
    const session = bearer((await logInAs(t.app, STUDENT, DEMO_PASSWORD)).token);
    expect((await close(session, { password: DEMO_PASSWORD })).statusCode).toBe(204);
    const row = await workerRow(id);
    expect(row.closedAt).not.toBeNull();
    expect([row.firstName, row.lastName, row.name]).toEqual([null, null, null]);
    expect((await post(t.app, '/api/login', { email: STUDENT, password: DEMO_PASSWORD })).statusCode).toBe(401);
  });

  it('counts wrong passwords: the sixth in an hour is refused with 429', async () => {
    const session = bearer((await logInAs(t.app, 'student@demo.portal.test', DEMO_PASSWORD)).token);
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await close(session, { password: `wrong-${i}` })).statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await workerRow(DEMO_WORKER_IDS.student)).closedAt).toBeNull();
  });
});
