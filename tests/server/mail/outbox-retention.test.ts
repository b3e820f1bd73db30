import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestDatabase } from '../db-harness';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { outbox } from '../../../server/platform/db/schema';
import { OUTBOX_RETENTION_MS, purgeOutbox } from '../../../server/platform/mail/outbox-retention';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

/** One message old enough to purge and one still within the links' lifetime, both with a link. */
async function seed() {
  await database.db.delete(outbox).where(inArray(outbox.to, ['old@example.test', 'new@example.test']));
  await database.db.insert(outbox).values([
    { to: 'old@example.test', subject: 'Old', text: 'https://p.example.test/verify-email/old', html: '<a>old</a>', createdAt: ago(OUTBOX_RETENTION_MS + 60_000), sentAt: ago(OUTBOX_RETENTION_MS), attempts: 1 },
    { to: 'new@example.test', subject: 'New', text: 'https://p.example.test/verify-email/new', html: '<a>new</a>', createdAt: ago(OUTBOX_RETENTION_MS - 60_000) },
  ]);
}
const rows = () => database.db.select().from(outbox).where(inArray(outbox.to, ['old@example.test', 'new@example.test']));

describe('purgeOutbox', () => {
  beforeEach(seed);

  it('keeps messages as long as the longest-lived link: a verification link, 7 days', () => {
    expect(OUTBOX_RETENTION_MS).toBe(7 * DAY_MS);
  });

  it('without SMTP (the dev mailbox) deletes messages older than that, and only those', async () => {
    expect(await purgeOutbox(database.db, 'console', now)).toBe(1);
    expect((await rows()).map((row) => row.to)).toEqual(['new@example.test']);
    expect(await purgeOutbox(database.db, 'console', now)).toBe(0);
  });

  it('with SMTP empties the text of old messages and keeps the record of the delivery', async () => {
    expect(await purgeOutbox(database.db, 'smtp', now)).toBe(1);
    const byTo = new Map((await rows()).map((row) => [row.to, row]));
    expect(byTo.get('old@example.test')).toMatchObject({ subject: 'Old', text: '', html: null, attempts: 1, sentAt: ago(OUTBOX_RETENTION_MS) });
    expect(byTo.get('new@example.test')).toMatchObject({ text: 'https://p.example.test/verify-email/new', html: '<a>new</a>' });
    // Nothing left to do: a second instance running it at the same time finds nothing.
    expect(await purgeOutbox(database.db, 'smtp', now)).toBe(0);
  });

  it('is safe when several instances run it at once', async () => {
    const counts = await Promise.all([purgeOutbox(database.db, 'console', now), purgeOutbox(database.db, 'console', now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await rows()).map((row) => row.to)).toEqual(['new@example.test']);
  });
});
