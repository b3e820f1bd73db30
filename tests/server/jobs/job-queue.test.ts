/**
 * The job queue in the database (issue 25, item 12): claimed by one taker, due at its time, held for a lease and
 * taken again after it, tried again with a growing delay, kept as failed when its tries are spent. The clock is
 * handed in, so no test waits. Runs on PGlite and (npm test's second pass) PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { jobs } from '../../../server/platform/db/schema';
import { claimDueJobs, completeJob, enqueueJob, failJob, nextDueAt, pendingJobs } from '../../../server/platform/jobs/job-store';
import { JobRunner } from '../../../server/platform/jobs/job-runner';
import { createTestDatabase, testDatabaseKind } from '../db-harness';

const T0 = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const Q = 'test-queue';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(jobs);
});

const enqueue = (key: string, runAt = T0, maxAttempts = 3, queue = Q) => enqueueJob(handle.db, { queue, key, runAt, maxAttempts });
const claim = (instance: string, now: Date, limit = 10, leaseMs = 60_000) => claimDueJobs(handle.db, { queues: [Q], instance, now, leaseMs, limit });
const row = async (key: string) => (await handle.db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe(`the job queue on ${testDatabaseKind()}`, () => {
  it('gives a due job to one claimer only, also when two claim at once', async () => {
    for (let i = 0; i < 12; i++) await enqueue(`k${i}`);
    const [a, b] = await Promise.all([claim('A', T0, 8), claim('B', T0, 8)]);
    const keys = [...a, ...b].map((job) => job.key);
    expect(keys).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
    expect(await claim('C', T0)).toEqual([]);
    expect(a.concat(b).every((job) => job.attempt === 1)).toBe(true);
  });

  it('is not due before its time, and only for the queues asked for', async () => {
    await enqueue('later', at(3000));
    await enqueue('other', T0, 3, 'another-queue');
    expect(await claim('A', at(2999))).toEqual([]);
    expect(await nextDueAt(handle.db, [Q])).toEqual(at(3000));
    expect((await claim('A', at(3000))).map((job) => job.key)).toEqual(['later']);
  });

  it('is taken again once the lease of an instance that died has run out, with its attempt counted', async () => {
    await enqueue('k');
    const [taken] = await claim('dead', T0, 1, 1000);
    expect(taken.attempt).toBe(1);
    expect(await claim('B', at(999))).toEqual([]);
    // The runner of B sleeps until the lease ends, not a poll interval more.
    expect(await nextDueAt(handle.db, [Q])).toEqual(at(1000));
    const [again] = await claim('B', at(1000));
    expect(again).toMatchObject({ key: 'k', attempt: 2 });
    await completeJob(handle.db, again, 'B');
    expect(await row('k')).toBeUndefined();
    // The dead instance's late completion changes nothing.
    await completeJob(handle.db, taken, 'dead');
    expect(await pendingJobs(handle.db, Q)).toEqual([]);
  });

  it('a failed try is due again after the delay; once its tries are spent it is kept as failed and never taken', async () => {
    await enqueue('flaky', T0, 2);
    const [first] = await claim('A', T0);
    expect(await failJob(handle.db, first, { instance: 'A', now: T0, error: 'database went away', retryInMs: 500 })).toBe(true);
    expect(await claim('A', at(499))).toEqual([]);
    const [second] = await claim('A', at(500));
    expect(second.attempt).toBe(2);
    expect(await failJob(handle.db, second, { instance: 'A', now: at(500), error: 'still away', retryInMs: 1000 })).toBe(false);
    expect(await row('flaky')).toMatchObject({ failedAt: at(500), lastError: 'still away', lockedBy: null });
    expect(await claim('A', at(60_000))).toEqual([]);
    expect(await pendingJobs(handle.db, Q)).toEqual([]);
    expect(await nextDueAt(handle.db, [Q])).toBeNull();
    // Scheduled again (new answers): it lives again with its tries back.
    await enqueue('flaky', at(1000), 2);
    expect(await claim('A', at(1000))).toMatchObject([{ key: 'flaky', attempt: 1 }]);
  });

  it('a job whose every try died with its instance is kept as failed, not taken forever', async () => {
    await enqueue('poison', T0, 2);
    await claim('A', T0, 1, 100);
    await claim('B', at(100), 1, 100);
    expect(await claim('C', at(200))).toEqual([]);
    expect(await row('poison')).toMatchObject({ attempts: 2, failedAt: at(200), lastError: 'its instance stopped during the last try' });
  });

  it('scheduled again while it runs: the run ends, the new schedule stays and runs', async () => {
    await enqueue('k');
    const [running] = await claim('A', T0);
    await enqueue('k', at(50));
    await completeJob(handle.db, running, 'A');
    expect(await row('k')).toMatchObject({ runAt: at(50), lockedBy: null, attempts: 0 });
    expect(await claim('B', at(50))).toMatchObject([{ key: 'k', attempt: 1 }]);
  });

  it('an enqueue that only makes sure a job exists leaves a pending or failed one as it is', async () => {
    await enqueue('k', at(5000));
    await enqueueJob(handle.db, { queue: Q, key: 'k', runAt: T0, maxAttempts: 3 }, { ifAbsent: true });
    expect(await row('k')).toMatchObject({ runAt: at(5000) });
  });
});

describe('the runner', () => {
  function runner(now: { t: Date }, run: (key: string, attempt: number) => Promise<void>) {
    const r = new JobRunner({ db: handle.db, instance: 'R', clock: () => now.t, retryDelayMs: 1000, batchSize: 2 });
    r.handle(Q, (job) => run(job.key, job.attempt), { maxAttempts: 3 });
    return r;
  }

  it('runs every due job once, more than a batch of them, and removes them', async () => {
    const now = { t: T0 };
    const ran: string[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) await enqueue(key);
    await enqueue('future', at(10_000));
    await runner(now, async (key) => void ran.push(key)).drain();
    expect(ran.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await pendingJobs(handle.db, Q)).map((job) => job.key)).toEqual(['future']);
  });

  it('tries a failing job again after 1 s, then 2 s (doubling), and keeps it as failed after the third try', async () => {
    const now = { t: T0 };
    const tries: number[] = [];
    const r = runner(now, async (_key, attempt) => {
      tries.push(attempt);
      throw new Error(`try ${attempt} failed`);
    });
    await enqueue('k');
    await r.drain();
    expect(await row('k')).toMatchObject({ runAt: at(1000), attempts: 1, lastError: 'try 1 failed', failedAt: null });
    now.t = at(1000);
    await r.drain();
    expect(await row('k')).toMatchObject({ runAt: at(3000), attempts: 2 });
    now.t = at(3000);
    await r.drain();
    expect(tries).toEqual([1, 2, 3]);
    expect(await row('k')).toMatchObject({ failedAt: at(3000), lastError: 'try 3 failed' });
  });
});
