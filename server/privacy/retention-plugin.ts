/**
 * The daily retention job (issue 31, retention-service.ts) on the database's job queue (server/platform/jobs): one
 * job per UTC day, key = the day, due at 03:00 UTC. Every instance schedules the next one at start (a job already
 * there is left alone), and the run schedules the day after; whichever instance claims it runs it, and the run's
 * row in `retention_runs` keeps a second run that day (a retry, a job scheduled again after the first finished)
 * from doing anything. Nothing runs at start: the first run after a deploy is the next 03:00.
 *
 * Documents are removed from the app's store (app.ts): the folder of DATA_DIR/uploads or the bucket of STORAGE_URL,
 * the one the Documents feature uses.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { enqueueJob } from '../platform/jobs/job-store';
import type { DocumentStore } from '../platform/storage/document-store';
import { applyRetention, retentionDay } from './retention-service';

export const RETENTION_QUEUE = 'privacy-retention';

/** 03:00 UTC: the quietest hour of the three countries (04:00 in Paris and Vienna in winter, 03:00 in London). */
const RUN_HOUR_UTC = 3;

/** The next 03:00 UTC strictly after `now`. */
export function nextRetentionRun(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export interface RetentionPluginOptions {
  /** The app's document store (app.ts), the one the Documents feature uses. */
  documentStore: DocumentStore;
}

async function retentionPlugin(app: FastifyInstance, opts: RetentionPluginOptions) {
  const schedule = (runAt: Date) =>
    enqueueJob(app.db, { queue: RETENTION_QUEUE, key: retentionDay(runAt), runAt, maxAttempts: app.jobs.maxAttempts(RETENTION_QUEUE) }, { ifAbsent: true });

  app.jobs.handle(
    RETENTION_QUEUE,
    async () => {
      const now = app.deps.clock();
      await applyRetention(app.deps, opts.documentStore, now);
      await schedule(nextRetentionRun(now));
    },
    { maxAttempts: 3 },
  );

  app.addHook('onReady', async () => {
    try {
      await schedule(nextRetentionRun(app.jobs.now()));
    } catch (err) {
      // Never block the start: the next start, or the current run, schedules it.
      app.log.error({ err }, 'could not schedule the retention job');
    }
  });
}

export default fp(retentionPlugin, { name: 'privacy-retention', dependencies: ['database', 'regions', 'deps', 'jobs'] });
