/**
 * The job queue's SQL (issue 25: a job is done by one instance, and survives the death of the instance that took
 * it). Every function is one statement on the `jobs` table, so any number of instances can call them at once:
 * claiming takes due rows with `FOR UPDATE SKIP LOCKED` (two instances never take the same row) and holds them
 * for a lease; a row whose lease ran out is due again. Times are the caller's clock, handed in, so tests need no
 * sleeps; instances behind one database keep their clocks in sync (NTP), as their sessions and logs already need.
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { notify } from '../db/notifications';

/** The channel an enqueue NOTIFYs on commit: every instance's runner looks again for the next due job. */
export const JOBS_CHANNEL = 'jobs';

export interface EnqueueJob {
  queue: string;
  /** What the job is about (one pending job per queue and key). */
  key: string;
  runAt: Date;
  /** Tries in all before the job is kept as failed. */
  maxAttempts: number;
}

/**
 * Schedules a job, inside the caller's transaction when there is one (the job then exists exactly when the data it
 * is about does). Scheduling a key that is pending again moves it to `runAt` and gives it its attempts back; a run
 * already under way finishes, and the job runs once more after it. `ifAbsent`: leave a pending or failed job alone
 * (a sweep that only makes sure a job exists).
 */
export async function enqueueJob(db: Database, job: EnqueueJob, opts: { ifAbsent?: boolean } = {}): Promise<void> {
  const insert = db.insert(jobs).values(job);
  await (opts.ifAbsent
    ? insert.onConflictDoNothing({ target: [jobs.queue, jobs.key] })
    : insert.onConflictDoUpdate({
        target: [jobs.queue, jobs.key],
        set: {
          runAt: job.runAt,
          maxAttempts: job.maxAttempts,
          attempts: 0,
          generation: sql`${jobs.generation} + 1`,
          failedAt: null,
          lastError: null,
        },
      }));
  await notify(db, JOBS_CHANNEL, job.queue);
}

export interface ClaimedJob {
  id: string;
  queue: string;
  key: string;
  /** This try's number, from 1. */
  attempt: number;
  maxAttempts: number;
  generation: number;
}

/** Pending, due, and not held by a live lease: what an instance may take. */
function claimable(queues: readonly string[], now: Date) {
  return and(
    inArray(jobs.queue, [...queues]),
    isNull(jobs.failedAt),
    lte(jobs.runAt, now),
    or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
  );
}

/**
 * Takes up to `limit` due jobs of these queues for `leaseMs`: each one's attempt counted as it is taken (a try that
 * dies with its instance counts too, so a job that kills every instance that runs it stops being tried). A job whose
 * last try died that way is kept as failed here rather than taken again.
 */
export async function claimDueJobs(
  db: Database,
  opts: { queues: readonly string[]; instance: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  if (opts.queues.length === 0) return [];
  await db
    .update(jobs)
    .set({ failedAt: opts.now, lastError: sql`coalesce(${jobs.lastError}, 'its instance stopped during the last try')`, lockedBy: null, lockedUntil: null })
    .where(and(claimable(opts.queues, opts.now), gte(jobs.attempts, jobs.maxAttempts)));
  // A materialized CTE: the LIMIT applies once, whatever plan the UPDATE gets.
  const taken = await db.execute<{ id: string; queue: string; key: string; attempts: number; max_attempts: number; generation: number }>(sql`
    with next as materialized (
      select ${jobs.id} as id from ${jobs}
      where ${claimable(opts.queues, opts.now)} and ${jobs.attempts} < ${jobs.maxAttempts}
      order by ${jobs.runAt}
      limit ${opts.limit}
      for update skip locked
    )
    update ${jobs} set
      attempts = ${jobs.attempts} + 1,
      locked_by = ${opts.instance},
      locked_until = ${new Date(opts.now.getTime() + opts.leaseMs).toISOString()}::timestamptz
    from next where ${jobs.id} = next.id
    returning ${jobs.id} as id, ${jobs.queue} as queue, ${jobs.key} as key, ${jobs.attempts} as attempts,
      ${jobs.maxAttempts} as max_attempts, ${jobs.generation} as generation`);
  return taken.rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    key: row.key,
    attempt: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    generation: Number(row.generation),
  }));
}

/** A done job's row goes; if it was scheduled again meanwhile, the new schedule stays (and runs). */
export async function completeJob(db: Database, job: ClaimedJob, instance: string): Promise<void> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.id, job.id), eq(jobs.generation, job.generation)))
    .returning({ id: jobs.id });
  if (deleted.length === 0) await release(db, job, instance);
}

/**
 * A failed try: due again after `retryInMs`, or kept as failed (with the error) once its attempts are spent.
 * Returns whether it will be tried again.
 */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  opts: { instance: string; now: Date; error: string; retryInMs: number },
): Promise<boolean> {
  const willRetry = job.attempt < job.maxAttempts;
  const updated = await db
    .update(jobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastError: opts.error.slice(0, 2000),
      ...(willRetry ? { runAt: new Date(opts.now.getTime() + opts.retryInMs) } : { failedAt: opts.now }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.generation, job.generation), eq(jobs.lockedBy, opts.instance)))
    .returning({ id: jobs.id });
  if (updated.length === 0) await release(db, job, opts.instance);
  return willRetry;
}

/** Gives back a job this instance holds (scheduled again while it ran: the new schedule decides). */
async function release(db: Database, job: ClaimedJob, holder: string): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, holder)));
}

/**
 * When the next pending job of these queues becomes claimable (its run_at, or the end of the lease holding it), or
 * null when there is none: the runner sleeps until then.
 */
export async function nextDueAt(db: Database, queues: readonly string[]): Promise<Date | null> {
  if (queues.length === 0) return null;
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(greatest(${jobs.runAt}, coalesce(${jobs.lockedUntil}, ${jobs.runAt})))` })
    .from(jobs)
    .where(and(inArray(jobs.queue, [...queues]), isNull(jobs.failedAt)));
  return row?.at ? new Date(row.at) : null;
}

export interface PendingJob {
  key: string;
  runAt: Date;
  attempts: number;
  lockedBy: string | null;
}

/** The pending jobs of a queue, soonest first (tests, and what an operator would ask). */
export async function pendingJobs(db: Database, queue: string): Promise<PendingJob[]> {
  return db
    .select({ key: jobs.key, runAt: jobs.runAt, attempts: jobs.attempts, lockedBy: jobs.lockedBy })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), isNull(jobs.failedAt)))
    .orderBy(asc(jobs.runAt));
}

/** Makes every pending, unheld job of a queue due now (tests; an operator's "run now"). */
export async function makeDueNow(db: Database, queue: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.queue, queue), isNull(jobs.failedAt), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))));
}
