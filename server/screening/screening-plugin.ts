/**
 * The scoring job of the screening test (`app.screeningJobs`), on the database's job queue (server/platform/jobs): the
 * answers and their job are stored in one transaction (POST /api/competency-test/answers), the job runs a few
 * seconds later on whichever instance claims it first, once, and again after a failure or the death of that
 * instance. At start, answers stored before the queue existed get their job too (a job already there is left
 * alone, so every instance may look).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import { enqueueJob, makeDueNow, pendingJobs } from '../platform/jobs/job-store';
import { scoreLatestResponse, workersAwaitingScore } from './screening-service';

/** W§4: the results are polled every 5 s for up to 20 s; a score a few seconds in fits that. */
export const DEFAULT_SCORING_DELAY_MS = 3000;

export const SCREENING_SCORE_QUEUE = 'screening-score';

export interface ScreeningPluginOptions {
  /** Delay between the answers and their score (tests: 0 or a few ms). Default 3000. */
  scoringDelayMs?: number;
}

export interface ScreeningJobs {
  /** Schedules the applicant's score, in the transaction that stores their answers. */
  schedule(tx: Database, workerId: string): Promise<void>;
  /** Applicants waiting for a score, with when it is due (ms since epoch). */
  pending(): Promise<{ workerId: string; dueAt: number }[]>;
  /** Makes every waiting score due and runs what this instance can claim (tests; an operator's "score now"). */
  runScheduledNow(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    screeningJobs: ScreeningJobs;
  }
}

async function screeningPlugin(app: FastifyInstance, opts: ScreeningPluginOptions) {
  const delayMs = opts.scoringDelayMs ?? DEFAULT_SCORING_DELAY_MS;
  app.jobs.handle(SCREENING_SCORE_QUEUE, async (job) => {
    const outcome = await scoreLatestResponse(app.deps, job.key);
    if (outcome.kind === 'scored') {
      app.log.info({ workerId: job.key, score: outcome.score, status: outcome.status }, 'screening test scored');
    }
  });
  const maxAttempts = app.jobs.maxAttempts(SCREENING_SCORE_QUEUE);
  const jobFor = (workerId: string) => ({
    queue: SCREENING_SCORE_QUEUE,
    key: workerId,
    runAt: new Date(app.jobs.now().getTime() + delayMs),
    maxAttempts,
  });

  app.decorate<ScreeningJobs>('screeningJobs', {
    schedule: (tx, workerId) => enqueueJob(tx, jobFor(workerId)),
    pending: async () => (await pendingJobs(app.db, SCREENING_SCORE_QUEUE)).map((job) => ({ workerId: job.key, dueAt: job.runAt.getTime() })),
    runScheduledNow: async () => {
      await makeDueNow(app.db, SCREENING_SCORE_QUEUE, app.jobs.now());
      await app.jobs.drain();
    },
  });

  app.addHook('onReady', async () => {
    try {
      for (const workerId of await workersAwaitingScore(app.db)) await enqueueJob(app.db, jobFor(workerId), { ifAbsent: true });
    } catch (err) {
      // Never block the start: the next start looks again.
      app.log.error({ err }, 'could not look for unscored screening tests');
    }
  });
}

export default fp(screeningPlugin, { name: 'screening', dependencies: ['database', 'regions', 'forms', 'deps', 'jobs'] });
