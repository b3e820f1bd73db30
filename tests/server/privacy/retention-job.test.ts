/**
 * The retention job (issue 31, server/privacy/retention-service.ts) on seeded data: for each rule, a row one day
 * inside its country's period is kept and one a day past it goes (regions/*.json: links 7 days, page views 90,
 * support chats 730, declined applications 180 (AT 210), abandoned applications 365); a stripped person's document
 * files leave the store; two runs at once do the work once. The job is called directly, with a fixed `now`.
 */
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app-harness';
import {
  bookings,
  conversations,
  dataExports,
  documentTypes,
  emailTokens,
  linkedUserRequests,
  messages,
  pageViewEvents,
  retentionRuns,
  screeningResponses,
  sessions,
  statements,
  supportContactRequests,
  workerApplications,
  workerDocuments,
  workers,
  type ApplicationStatus,
} from '../../../server/platform/db/schema';
import { UploadStore } from '../../../server/platform/storage/upload-store';
import { applyRetention, type RetentionRunResult } from '../../../server/privacy/retention-service';
import { nextRetentionRun, RETENTION_QUEUE } from '../../../server/privacy/retention-plugin';
import { pendingJobs } from '../../../server/platform/jobs/job-store';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T03:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

let t: TestApp;
let store: UploadStore;
let run: RetentionRunResult;
let n = 0;

async function person(
  countryId: string,
  opts: { status?: ApplicationStatus; changed?: Date; active?: boolean } = {},
): Promise<string> {
  n += 1;
  const changed = opts.changed ?? now;
  const [row] = await t.app.db
    .insert(workers)
    .values({
      email: `person${n}@example.com`,
      passwordHash: 'x',
      firstName: `First${n}`,
      lastName: 'Person',
      name: `First${n} Person`,
      mobile: '+44 7700 900123',
      countryId,
      cityId: { UK: 'UK-LONDON', FR: 'FR-PARIS', AT: 'AT-VIENNA' }[countryId],
      residentialAddress1: '1 High Street',
      residentialPostcode: 'E1 6AN',
      bankingIban: 'GB33BUKB20201555555555',
      active: opts.active ?? false,
      referralCode: `FIRST${n}`,
      createdAt: changed,
      updatedAt: changed,
    })
    .returning({ id: workers.id });
  if (opts.status) {
    await t.app.db.insert(workerApplications).values({
      workerId: row.id,
      status: opts.status,
      treatments: ['SPECIALITY_SWEDISH_MASSAGE'],
      licenceNumber: 'L-123',
      school: 'A school',
      createdAt: changed,
      updatedAt: changed,
    });
  }
  return row.id;
}

async function documentOf(workerId: string): Promise<string> {
  const file = await store.receive(Readable.from(Buffer.from('%PDF-1.4 retention test')));
  await store.commit(file);
  const [type] = await t.app.db.select({ id: documentTypes.id }).from(documentTypes).limit(1);
  await t.app.db.insert(workerDocuments).values({ workerId, documentTypeId: type.id, storageKey: file.key, mimeType: 'application/pdf', sizeBytes: file.size });
  return file.key;
}

const ids = {} as Record<string, string>;
const files = {} as Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  store = await UploadStore.open(null);
  const db = t.app.db;

  // expiredLinks: 7 days after expiry (or use).
  ids.linksUK = await person('UK');
  ids.linksUK2 = await person('UK');
  await db.insert(sessions).values([
    { tokenHash: 'session-kept', workerId: ids.linksUK, expiresAt: ago(6) },
    { tokenHash: 'session-gone', workerId: ids.linksUK, expiresAt: ago(8) },
  ]);
  await db.insert(emailTokens).values([
    { purpose: 'reset', tokenHash: 'token-kept', workerId: ids.linksUK, expiresAt: ago(6) },
    { purpose: 'verify', tokenHash: 'token-gone', workerId: ids.linksUK, expiresAt: ago(8) },
    { purpose: 'one-time-login', tokenHash: 'token-used', workerId: ids.linksUK, expiresAt: ago(-1), usedAt: ago(8) },
  ]);
  await db.insert(linkedUserRequests).values([
    { workerId: ids.linksUK, email: 'kept@example.com', tokenHash: 'perks-kept', expiresAt: ago(6) },
    { workerId: ids.linksUK2, email: 'gone@example.com', tokenHash: 'perks-gone', expiresAt: ago(8) },
  ]);

  // pageViews: 90 days after they were received; a logged-in person's by their country.
  ids.viewerFR = await person('FR');
  await db.insert(pageViewEvents).values([
    { path: '/kept', receivedAt: ago(89) },
    { path: '/gone', receivedAt: ago(91) },
    { path: '/kept-fr', workerId: ids.viewerFR, receivedAt: ago(89) },
    { path: '/gone-fr', workerId: ids.viewerFR, receivedAt: ago(91) },
  ]);

  // supportChats: 2 years (730 days) after closing; an open conversation stays whatever its age.
  ids.chatter = await person('AT');
  const chats = await db
    .insert(conversations)
    .values([
      { workerId: ids.chatter, status: 'closed', createdAt: ago(800), lastMessageAt: ago(729), closedAt: ago(729) },
      { workerId: ids.chatter, status: 'closed', createdAt: ago(800), lastMessageAt: ago(731), closedAt: ago(731) },
      { workerId: ids.chatter, status: 'open', createdAt: ago(1000), lastMessageAt: ago(1000) },
    ])
    .returning({ id: conversations.id });
  [ids.chatKept, ids.chatGone, ids.chatOpen] = chats.map((c) => c.id);
  await db.insert(messages).values(chats.map((c) => ({ conversationId: c.id, author: 'worker' as const, authorId: ids.chatter, body: 'Hello' })));
  await db.insert(supportContactRequests).values([
    { name: 'Kept', email: 'kept@example.com', message: 'Hi', languageId: 'en_GB', countryId: 'UK', handledAt: ago(729) },
    { name: 'Gone', email: 'gone@example.com', message: 'Hi', languageId: 'en_GB', countryId: 'UK', handledAt: ago(731) },
    { name: 'Waiting', email: 'waiting@example.com', message: 'Hi', languageId: 'en_GB', countryId: 'UK', createdAt: ago(1000) },
  ]);

  // declinedApplications: 180 days in the UK, 210 in Austria, from the decision.
  ids.declinedKeptUK = await person('UK', { status: 'declined', changed: ago(179) });
  ids.declinedGoneUK = await person('UK', { status: 'declined', changed: ago(181) });
  ids.declinedKeptAT = await person('AT', { status: 'declined', changed: ago(209) });
  ids.declinedGoneAT = await person('AT', { status: 'declined', changed: ago(211) });
  files.kept = await documentOf(ids.declinedKeptUK);
  files.gone1 = await documentOf(ids.declinedGoneUK);
  files.gone2 = await documentOf(ids.declinedGoneUK);
  await db.insert(screeningResponses).values({ workerId: ids.declinedGoneUK, formId: 'competency-test', answers: { q1: 'a' } });

  // abandonedApplications: 365 days without a step (a change to the application or the account, or a login).
  ids.abandonedKept = await person('FR', { status: 'submitted', changed: ago(364) });
  ids.abandonedGone = await person('FR', { status: 'pending', changed: ago(366) });
  ids.abandonedLoggedIn = await person('FR', { status: 'interview', changed: ago(400) });
  await db.insert(sessions).values({ tokenHash: 'recent-login', workerId: ids.abandonedLoggedIn, expiresAt: ago(-20), lastSeenAt: ago(364) });
  ids.activeOld = await person('FR', { status: 'successful', changed: ago(2000), active: true });
  files.abandoned = await documentOf(ids.abandonedGone);

  // closedAccounts: what a closed account kept (statements, bookings), with its row, 6 years after closing in the
  // UK (2190 days), 10 in France (3650).
  for (const [key, country, days] of [['closedKeptUK', 'UK', 2189], ['closedGoneUK', 'UK', 2191], ['closedKeptFR', 'FR', 2191]] as const) {
    ids[key] = await person(country);
    await db.update(workers).set({ closedAt: ago(days), personalDataErasedAt: ago(days), email: `closed-${ids[key]}@erased.invalid` }).where(eq(workers.id, ids[key]));
    await db.insert(statements).values({ workerId: ids[key], title: 'Week 1', total: 100 });
    await db.insert(bookings).values({ workerId: ids[key], startsAt: ago(days + 10), endsAt: ago(days + 10) });
  }

  // The archives of people's data: their file goes at expiry (7 days after ready), the request's row 7 days later.
  ids.archiveOwner = await person('UK', { active: true });
  files.archive = await documentOf(ids.archiveOwner);
  await db.delete(workerDocuments).where(eq(workerDocuments.storageKey, files.archive));
  await db.insert(dataExports).values([
    { workerId: ids.archiveOwner, requestedAt: ago(8), readyAt: ago(8), expiresAt: ago(1), storageKey: files.archive, sizeBytes: 10 },
    { workerId: ids.archiveOwner, requestedAt: ago(13), readyAt: ago(13), expiresAt: ago(6), sizeBytes: 10 },
    { workerId: ids.archiveOwner, requestedAt: ago(15), readyAt: ago(15), expiresAt: ago(8), sizeBytes: 10 },
  ]);

  run = await applyRetention(t.app.deps, store, now);
});

afterAll(async () => {
  await store?.close();
  await t?.close();
});

const exists = async (path: string) => (await t.app.db.select({ id: pageViewEvents.id }).from(pageViewEvents).where(eq(pageViewEvents.path, path))).length > 0;

describe('the retention job, each rule at its boundary', () => {
  it('ran and logged counts only', () => {
    expect(run.ran).toBe(true);
    if (!run.ran) return;
    expect(run.removed).toEqual({
      expiredLinks: { sessions: 1, emailTokens: 2, perksLinkRequests: 1, dataRequests: 1, archives: 1 },
      pageViews: { pageViews: 2 },
      supportChats: { conversations: 1, messages: 1, contactMessages: 1 },
      declinedApplications: { people: 2, documents: 2, files: 2 },
      abandonedApplications: { people: 1, documents: 1, files: 1 },
      closedAccounts: { accounts: 1, statements: 1, bookings: 1 },
    });
  });

  it("closedAccounts: the kept records and the account's row, after the country's period from the closing", async () => {
    const left = (await t.app.db.select({ id: workers.id }).from(workers).where(inArray(workers.id, [ids.closedKeptUK, ids.closedGoneUK, ids.closedKeptFR]))).map((w) => w.id);
    expect(left.sort()).toEqual([ids.closedKeptUK, ids.closedKeptFR].sort());
    expect(await t.app.db.select().from(statements).where(eq(statements.workerId, ids.closedGoneUK))).toEqual([]);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.workerId, ids.closedGoneUK))).toEqual([]);
    expect(await t.app.db.select().from(statements).where(eq(statements.workerId, ids.closedKeptUK))).toHaveLength(1);
  });

  it("an archive of a person's data: its file at expiry, the request's row 7 days later", async () => {
    const rows = await t.app.db.select().from(dataExports).where(eq(dataExports.workerId, ids.archiveOwner));
    expect(rows.map((row) => [row.expiresAt!.toISOString(), row.storageKey]).sort()).toEqual([
      [ago(6).toISOString(), null],
      [ago(1).toISOString(), null],
    ].sort());
    expect(await store.read(files.archive)).toBeNull();
  });

  it('expiredLinks: sessions, e-mailed tokens and perks-link requests 7 days after expiry or use', async () => {
    const hashes = async (table: typeof sessions | typeof emailTokens | typeof linkedUserRequests) =>
      (await t.app.db.select({ h: table.tokenHash }).from(table)).map((r) => r.h).sort();
    expect((await hashes(sessions)).filter((h) => h.startsWith('session'))).toEqual(['session-kept']);
    expect(await hashes(emailTokens)).toEqual(['token-kept']);
    expect(await hashes(linkedUserRequests)).toEqual(['perks-kept']);
  });

  it('pageViews: 90 days after the server received them, anonymous or not', async () => {
    expect(await exists('/kept')).toBe(true);
    expect(await exists('/kept-fr')).toBe(true);
    expect(await exists('/gone')).toBe(false);
    expect(await exists('/gone-fr')).toBe(false);
  });

  it('supportChats: closed conversations and their messages 730 days after closing; handled help-centre messages', async () => {
    const left = (await t.app.db.select({ id: conversations.id }).from(conversations)).map((c) => c.id).sort();
    expect(left).toEqual([ids.chatKept, ids.chatOpen].sort());
    const inChats = (await t.app.db.select({ c: messages.conversationId }).from(messages)).map((m) => m.c).sort();
    expect(inChats).toEqual([ids.chatKept, ids.chatOpen].sort());
    const contacts = (await t.app.db.select({ name: supportContactRequests.name }).from(supportContactRequests)).map((r) => r.name).sort();
    expect(contacts).toEqual(['Kept', 'Waiting']);
  });

  it("declinedApplications: the person's details and documents, by their country's period (UK 180 days, AT 210)", async () => {
    const rows = await t.app.db
      .select({ id: workers.id, email: workers.email, firstName: workers.firstName, mobile: workers.mobile, iban: workers.bankingIban, address: workers.residentialAddress1, passwordHash: workers.passwordHash, erased: workers.personalDataErasedAt, countryId: workers.countryId })
      .from(workers)
      .where(inArray(workers.id, [ids.declinedKeptUK, ids.declinedGoneUK, ids.declinedKeptAT, ids.declinedGoneAT]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const kept of [ids.declinedKeptUK, ids.declinedKeptAT]) {
      expect(byId.get(kept)).toMatchObject({ erased: null, mobile: '+44 7700 900123', iban: 'GB33BUKB20201555555555' });
      expect(byId.get(kept)?.firstName).toMatch(/^First/);
    }
    for (const gone of [ids.declinedGoneUK, ids.declinedGoneAT]) {
      expect(byId.get(gone)).toMatchObject({
        email: `erased-${gone}@erased.invalid`,
        firstName: null,
        mobile: null,
        iban: null,
        address: null,
        passwordHash: null,
        erased: now,
      });
    }
    // What the funnel counts stays: the row, its country and the application's status, without its answers.
    expect(byId.get(ids.declinedGoneAT)?.countryId).toBe('AT');
    const [application] = await t.app.db.select().from(workerApplications).where(eq(workerApplications.workerId, ids.declinedGoneUK));
    expect(application).toMatchObject({ status: 'declined', treatments: [], licenceNumber: null, school: null });
    expect(await t.app.db.select().from(screeningResponses).where(eq(screeningResponses.workerId, ids.declinedGoneUK))).toEqual([]);
  });

  it("documents of a stripped person leave the database and the store; a kept person's stay", async () => {
    const keys = (await t.app.db.select({ key: workerDocuments.storageKey }).from(workerDocuments)).map((d) => d.key);
    expect(keys).toEqual([files.kept]);
    expect(await store.read(files.kept)).not.toBeNull();
    for (const key of [files.gone1, files.gone2, files.abandoned]) expect(await store.read(key)).toBeNull();
  });

  it('abandonedApplications: 365 days without a change or a login; an active practitioner is never touched', async () => {
    const erased = await t.app.db
      .select({ id: workers.id, erased: workers.personalDataErasedAt })
      .from(workers)
      .where(inArray(workers.id, [ids.abandonedKept, ids.abandonedGone, ids.abandonedLoggedIn, ids.activeOld]));
    expect(Object.fromEntries(erased.map((r) => [r.id, r.erased !== null]))).toEqual({
      [ids.abandonedKept]: false,
      [ids.abandonedGone]: true,
      [ids.abandonedLoggedIn]: false,
      [ids.activeOld]: false,
    });
  });
});

describe('once a day across instances', () => {
  it('two runs at once: one does the work, the other nothing; a run the same day does nothing', async () => {
    const tomorrow = new Date(now.getTime() + DAY);
    await t.app.db.insert(pageViewEvents).values([{ path: '/tomorrow-gone', receivedAt: new Date(tomorrow.getTime() - 91 * DAY) }]);
    const results = await Promise.all([applyRetention(t.app.deps, store, tomorrow), applyRetention(t.app.deps, store, tomorrow)]);
    expect(results.map((r) => r.ran).sort()).toEqual([false, true]);
    const done = results.find((r) => r.ran);
    expect(done?.ran && done.removed.pageViews).toEqual({ pageViews: 1 });
    expect(await exists('/tomorrow-gone')).toBe(false);
    expect(await exists('/kept')).toBe(true); // received exactly 90 days before: on the cut-off, kept
    expect((await applyRetention(t.app.deps, store, new Date(tomorrow.getTime() + 60_000))).ran).toBe(false);
    const days = (await t.app.db.select({ day: retentionRuns.day }).from(retentionRuns)).map((r) => r.day).sort();
    expect(days).toEqual(['2026-06-15', '2026-06-16']);
    const [row] = await t.app.db.select().from(retentionRuns).where(eq(retentionRuns.day, '2026-06-15'));
    expect(JSON.stringify(row.removed)).not.toMatch(/@|First/);
  });

  it('the app schedules the next run on the job queue, at 03:00 UTC, one job per day', async () => {
    const pending = await pendingJobs(t.app.db, RETENTION_QUEUE);
    expect(pending).toHaveLength(1);
    expect(pending[0].runAt.getUTCHours()).toBe(3);
    expect(pending[0].key).toBe(pending[0].runAt.toISOString().slice(0, 10));
    expect(nextRetentionRun(new Date('2026-06-15T02:59:00Z')).toISOString()).toBe('2026-06-15T03:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-06-15T03:00:00Z')).toISOString()).toBe('2026-06-16T03:00:00.000Z');
    // Nothing ran at start: the seeded rows the job would remove were there until it was called.
    expect((await t.app.db.execute(sql`select 1 from retention_runs where day = current_date`)).rows).toEqual([]);
  });
});
