/**
 * Download my data (issue 31): the archive holds every table's rows about the person and none about anyone else,
 * with their documents and signed agreements; it is prepared in the background, e-mailed about with a link on the
 * public origin, downloaded by its owner only, one request a day, gone after 7 days. And a test that lists the
 * columns pointing at a person in the database and fails when one is neither exported nor excluded with a reason.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { EXPORT_SECTIONS, NOT_EXPORTED } from '../../../server/privacy/data-export-sections';
import { applyRetention } from '../../../server/privacy/retention-service';
import { UploadStore } from '../../../server/platform/storage/upload-store';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import { PDF, uploadDocument } from '../documents/document-upload';
import type { TestApp } from '../app-harness';

const LONDON = 'worker.london@demo.portal.test';
const PUBLIC_URL = 'https://portal.example.test';

let t: TestApp;
let uploadsDir: string;
let now = new Date();
let london: Record<string, string>;
let paris: Record<string, string>;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'data-export-'));
  t = await createAccountsApp({ seeded: true, clock: () => now, uploadsDir, publicUrl: PUBLIC_URL, jobs: { pollMs: 100 } });
  london = bearer((await logInAs(t.app, LONDON, DEMO_PASSWORD)).token);
  paris = bearer((await logInAs(t.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token);
});

afterAll(async () => {
  await t?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const getState = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me/data-export', headers });
const ask = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/me/data-export', headers: { ...headers, 'sec-fetch-site': 'same-origin' } });
const download = (headers: Record<string, string>, id: string) => t.app.inject({ method: 'GET', url: `/api/me/data-export/${id}/archive`, headers });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the columns that point at a person', () => {
  it('are each read by a section of the archive, or left out with a reason', async () => {
    const rows = await t.app.db.execute<{ table_name: string; column_name: string }>(sql`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'workers' and kcu.table_schema = 'public'`);
    const pointing = rows.rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
    expect(pointing.length).toBeGreaterThan(25);
    const covered = new Set(EXPORT_SECTIONS.flatMap((section) => section.covers));
    const forgotten = pointing.filter((column) => !covered.has(column) && !(column in NOT_EXPORTED));
    expect(forgotten, 'a new column pointing at a person: export it (server/privacy/data-export-sections.ts) or say why not').toEqual([]);
    // Nothing stale either: every covered or excluded column exists.
    expect([...covered, ...Object.keys(NOT_EXPORTED)].filter((column) => !pointing.includes(column))).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
  });
});

describe('the copy of my data', () => {
  let exportId = '';
  let archive: Record<string, Uint8Array> = {};

  it('is asked for once a day, prepared in the background and e-mailed about with a link on the public origin', async () => {
    const upload = await uploadDocument(t.app, { id: DEMO_WORKER_IDS.workerLondon, headers: london }, 'qualification', { name: 'diploma.pdf', content: PDF });
    expect(upload.statusCode).toBe(201);

    const before = await getState(london);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ latest: null, nextRequestAt: null });

    const asked = await ask(london);
    expect(asked.statusCode).toBe(202);
    exportId = asked.json().latest.id;
    expect(asked.json().latest.state).toMatch(/^(preparing|ready)$/);
    expect(asked.json().nextRequestAt).toBe(new Date(now.getTime() + 24 * 3600_000).toISOString());

    const again = await ask(london);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('DATA_EXPORT_TOO_SOON');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await t.app.db.execute(sql`select id from data_exports where worker_id = ${DEMO_WORKER_IDS.workerLondon}`)).rows).toHaveLength(1);

    const ready = await until(() => getState(london).then((r) => r.json()), (body) => body.latest.state === 'ready');
    expect(ready.latest).toMatchObject({ id: exportId, state: 'ready' });
    expect(ready.latest.sizeBytes).toBeGreaterThan(PDF.length);
    expect(new Date(ready.latest.expiresAt).getTime() - new Date(ready.latest.readyAt).getTime()).toBe(7 * 24 * 3600_000);

    const mails = await until(
      () => t.app.db.execute<{ to: string; subject: string; text: string }>(sql`select "to", subject, text from outbox where "to" = ${LONDON} and subject = 'Your data is ready to download'`),
      (r) => r.rows.length > 0,
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].text).toContain(`${PUBLIC_URL}/my-data`);
  });

  it('is downloaded by its owner only: a ZIP of data.json, the documents and the signed agreements', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/me/data-export/${exportId}/archive` })).statusCode).toBe(401);
    const someoneElse = await download(paris, exportId);
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json().error).toBe('DATA_EXPORT_NOT_FOUND');

    const res = await download(london, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    archive = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(archive);
    expect(names).toContain('data.json');
    const diploma = names.find((name) => name.startsWith('documents/') && name.endsWith('-diploma.pdf'));
    expect(diploma).toBeDefined();
    expect(Buffer.from(archive[diploma!]).equals(PDF)).toBe(true);
    const agreements = names.filter((name) => name.startsWith('agreements/'));
    expect(agreements.length).toBeGreaterThan(0);
    expect(strFromU8(archive[agreements[0]].subarray(0, 5))).toBe('%PDF-');
  });

  it("holds every table's rows about the person and none about anyone else, without the account's secrets", async () => {
    const data = JSON.parse(strFromU8(archive['data.json'])) as { person: { id: string }; sections: Record<string, Record<string, unknown>[]> };
    const id = DEMO_WORKER_IDS.workerLondon;
    expect(data.person.id).toBe(id);
    expect(data.sections.account).toHaveLength(1);
    expect(data.sections.account[0]).toMatchObject({ id, email: LONDON });
    // Every covered column: the archive has exactly the rows the database has for the person.
    for (const section of EXPORT_SECTIONS) {
      const rows = data.sections[section.key];
      expect(rows, section.key).toBeDefined();
      if (section.covers.length === 0) continue;
      const where = sql.join(section.covers.map((column) => sql`${sql.identifier(column.split('.')[1])} = ${id}`), sql` or `);
      const table = section.covers[0].split('.')[0];
      const [{ n }] = (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)).rows;
      if (section.key === 'bookingNotes' || section.key === 'bookingOtherPractitioners') expect(rows.length, section.key).toBeGreaterThanOrEqual(Number(n));
      else expect(rows.length, section.key).toBe(Number(n));
      for (const row of rows) {
        if (section.key === 'bookingNotes' || section.key === 'bookingOtherPractitioners' || section.key === 'supportMessages') continue;
        expect(section.covers.some((column) => row[column.split('.')[1]] === id), `${section.key}: a row about someone else`).toBe(true);
      }
    }
    // The demo worker has bookings, statements, ratings and reviews, a signed agreement, sessions: none is empty.
    for (const key of ['bookings', 'bookingItems', 'statements', 'ratings', 'reviews', 'signedAgreements', 'sessions', 'documents', 'application']) {
      expect(data.sections[key].length, key).toBeGreaterThan(0);
    }
    const text = strFromU8(archive['data.json']);
    const others = await t.app.db.execute<{ email: string }>(sql`select email from workers where id <> ${id}`);
    for (const { email } of others.rows) expect(text.includes(`"${email}"`), email).toBe(false);
    for (const secret of ['password_hash', 'token_hash', 'storage_key', 'calendar_feed_token_hash']) expect(text).not.toContain(`"${secret}"`);
  });

  it('is gone after 7 days: the page says expired, the download answers 410, the retention run removes the file', async () => {
    const filesBefore = (await readdir(uploadsDir)).filter((name) => !name.endsWith('.part'));
    now = new Date(now.getTime() + 7 * 24 * 3600_000 + 60_000);
    expect((await getState(london)).json().latest.state).toBe('expired');
    const gone = await download(london, exportId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('DATA_EXPORT_EXPIRED');
    const store = await UploadStore.open(uploadsDir);
    await applyRetention(t.app.deps, store, now);
    const filesAfter = (await readdir(uploadsDir)).filter((name) => !name.endsWith('.part'));
    expect(filesBefore.length - filesAfter.length).toBe(1);
    // A new request is allowed again.
    expect((await ask(london)).statusCode).toBe(202);
  });

  it('is open to applicants and students too; staff accounts have none', async () => {
    const applicant = bearer((await logInAs(t.app, 'applicant.basic-info@demo.portal.test', DEMO_PASSWORD)).token);
    const student = bearer((await logInAs(t.app, 'student@demo.portal.test', DEMO_PASSWORD)).token);
    const support = bearer((await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD)).token);
    expect((await ask(applicant)).statusCode).toBe(202);
    expect((await ask(student)).statusCode).toBe(202);
    const staff = await ask(support);
    expect(staff.statusCode).toBe(403);
  });
});
