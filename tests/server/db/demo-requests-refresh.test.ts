/**
 * Issue 26's demo requests to book on an old data directory: the first ones expire two hours after the
 * seeding, so every start of a demo server (server/main.ts) makes a new set for the Paris worker when
 * none is pending any more; once, even with two instances starting together.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRequestExpired } from '../../../engine/rules/request-to-book';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { bookingRequests } from '../../../server/platform/db/schema';
import { DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { refreshDemoRequests } from '../../../server/seed/modules/demo-extra-bookings';
import { createTestDatabase, testDatabaseKind } from '../db-harness';

const DAY = 24 * 3600_000;

describe(`demo requests to book at a later start (${testDatabaseKind()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const demoRequests = () => handle.db.select().from(bookingRequests).where(and(eq(bookingRequests.workerId, DEMO_WORKER_IDS.workerParis), like(bookingRequests.id, 'demo-request-paris-%')));
  const pendingAt = async (now: Date) => (await demoRequests()).filter((r) => r.state === 'pending' && !isRequestExpired(r, now));

  it('keeps the seeded requests while one is pending', async () => {
    const now = new Date();
    expect((await pendingAt(now)).length).toBeGreaterThan(0);
    expect(await refreshDemoRequests(handle.db, now)).toBe(0);
  });

  it('adds a new set of the same shape, with the time in its ids, once the old ones have expired', async () => {
    const later = new Date(Date.now() + 3 * DAY);
    expect(await pendingAt(later)).toEqual([]);
    const before = (await demoRequests()).length;

    expect(await refreshDemoRequests(handle.db, later)).toBe(3);
    const made = (await demoRequests()).slice(before);
    const stamp = later.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    expect(made.map((r) => r.id).sort()).toEqual([`demo-request-paris-expired-${stamp}`, `demo-request-paris-last-minutes-${stamp}`, `demo-request-paris-soon-${stamp}`]);
    // Two pending (90 and 20 minutes left), one expired, each for a start after `later`.
    expect((await pendingAt(later)).map((r) => r.id).sort()).toEqual([`demo-request-paris-last-minutes-${stamp}`, `demo-request-paris-soon-${stamp}`]);
    for (const request of made) expect(request.startsAt.getTime()).toBeGreaterThan(later.getTime());
    // No two overlap: accepting one never takes another's slot (an addition here is 15 minutes).
    const spans = made.map((r) => [r.startsAt.getTime(), r.startsAt.getTime() + r.basket.reduce((sum, line) => sum + line.minutes + 15 * (line.additions?.length ?? 0), 0) * 60_000]).sort((a, b) => a[0]! - b[0]!);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]!);

    // A start a minute later finds them pending: nothing new.
    expect(await refreshDemoRequests(handle.db, new Date(later.getTime() + 60_000))).toBe(0);
  });

  it('makes one set when two instances start at once', async () => {
    const later = new Date(Date.now() + 3 * DAY + 3 * 3600_000);
    // On PostgreSQL the two run on two connections of the pool: the worker's row lock orders them.
    const made = await Promise.all([refreshDemoRequests(handle.db, later), refreshDemoRequests(handle.db, new Date(later.getTime() + 60_000))]);
    expect(made.sort()).toEqual([0, 3]);
    expect((await pendingAt(later)).length).toBe(2);
  });
});
