/**
 * Jobs on two instances of one PostgreSQL (issue 25, item 12): with both running, every job is done once, by
 * whichever instance claims it; a job taken by an instance that then dies is done by the other once its lease is
 * over. PostgreSQL only (npm test's PostgreSQL pass): PGlite is one process's database (job-queue.test.ts runs
 * the same claims there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/client';
import { listen, type Unlisten } from '../../../server/platform/db/notifications';
import { jobs } from '../../../server/platform/db/schema';
import { claimDueJobs, enqueueJob, JOBS_CHANNEL, makeDueNow, pendingJobs } from '../../../server/platform/jobs/job-store';
import { JobRunner } from '../../../server/platform/jobs/job-runner';
import { SCREENING_SCORE_QUEUE } from '../../../server/screening/screening-plugin';
import type { TestApp } from '../app-harness';
import { createTestDatabase, testDatabaseKind } from '../db-harness';
import { applicationStatus, createScreeningApp, sendAnswers, signUpApplicant, startTest, testAnswers } from '../screening/applicants';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until `done()` holds. */
async function until(done: () => Promise<boolean>, withinMs: number): Promise<void> {
  const end = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms`);
    await sleep(20);
  }
}

let database: DatabaseHandle;
let second: DatabaseHandle;

describe.skipIf(testDatabaseKind() !== 'postgres')('jobs on two instances of one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    second = await openDatabase({ databaseUrl: url, poolMax: 4 });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  it('with both running, each of 40 jobs is done exactly once, and both take some', async () => {
    const done: { key: string; by: string }[] = [];
    const runners: JobRunner[] = [];
    const unlisten: Unlisten[] = [];
    for (const [name, handle] of [['A', database], ['B', second]] as const) {
      const runner = new JobRunner({ db: handle.db, instance: name, pollMs: 200 });
      runner.handle('count', async (job) => {
        await sleep(5);
        done.push({ key: job.key, by: name });
      });
      unlisten.push(await listen(handle, JOBS_CHANNEL, () => runner.wake()));
      runner.start();
      runners.push(runner);
    }
    try {
      const now = new Date();
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => enqueueJob((i % 2 ? second : database).db, { queue: 'count', key: `job-${i}`, runAt: now, maxAttempts: 3 })),
      );
      await until(async () => done.length >= 40 && (await pendingJobs(database.db, 'count')).length === 0, 10_000);
      // Anything done twice would be done within this.
      await sleep(300);
      expect(done.map((d) => d.key).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `job-${i}`).sort());
      expect(new Set(done.map((d) => d.by))).toEqual(new Set(['A', 'B']));
    } finally {
      await Promise.all(unlisten.map((stop) => stop()));
      await Promise.all(runners.map((runner) => runner.close()));
      await database.db.delete(jobs);
    }
  });

  describe('the screening score', () => {
    let b: TestApp;
    beforeAll(async () => {
      // Scores are not due on their own (an hour): the test makes this one due.
      b = await createScreeningApp({ sharedDatabase: second, jobs: { pollMs: 200 } });
    }, 60_000);
    afterAll(async () => {
      await b?.close();
    });

    it('taken by instance A, which then dies before it is done: B scores it once the lease is over', async () => {
      const london = await testAnswers(b.app, 'UK-LONDON');
      const ada = await signUpApplicant(b.app);
      expect((await startTest(b.app, ada)).statusCode).toBe(200);
      expect((await sendAnswers(b.app, ada, london.withCorrect(10))).statusCode).toBe(202);
      expect((await pendingJobs(database.db, SCREENING_SCORE_QUEUE)).map((job) => job.key)).toEqual([ada.id]);

      // Instance A (its own connection to the database) claims the job with a short lease and is killed: it never
      // finishes. One transaction: B, looking every 200 ms, cannot take the job between "due" and "claimed".
      const leaseMs = 600;
      const claimedAt = Date.now();
      const [taken] = await database.db.transaction(async (tx) => {
        await makeDueNow(tx, SCREENING_SCORE_QUEUE, new Date());
        return claimDueJobs(tx, { queues: [SCREENING_SCORE_QUEUE], instance: 'instance-A', now: new Date(), leaseMs, limit: 1 });
      });
      expect(taken).toMatchObject({ key: ada.id, attempt: 1 });

      // B leaves it alone while the lease holds, then takes it (its second attempt) and scores it.
      b.app.jobs.wake();
      await sleep(leaseMs / 2);
      expect(await applicationStatus(b.app, ada)).toBe('in-review');
      await until(async () => (await applicationStatus(b.app, ada)) === 'interview', leaseMs + 2000);
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs);
      expect(await pendingJobs(database.db, SCREENING_SCORE_QUEUE)).toEqual([]);
    });
  });
});
