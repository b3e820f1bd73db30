/**
 * The daily retention job (issue 31, retention-service.ts) on the database's job queue (server/platform/jobs): one
 * job per UTC day, key = the day, due at 03:00 UTC. Every instance schedules the next one at start (a job already
 * there is left alone), and the run schedules the day after; whichever instance claims it runs it, and the run's
 * row in `retention_runs` keeps a second run that day (a retry, a job scheduled again after the first finished)
 * from doing anything. Nothing runs at start: the first run after a deploy is the next 03:00.
 *
 * Documents are removed from the store of this instance: the folder of DATA_DIR/uploads or the bucket of
 * STORAGE_URL, the same place the Documents feature uses. (A server without an uploads folder, a test's, keeps its
 * uploads in a temporary folder of its own feature; the tests call `applyRetention` with their store.)
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { StorageLocation } from '../platform/config';
import { enqueueJob } from '../platform/jobs/job-store';
import { openDocumentStore, type DocumentStore } from '../documents/document-store';
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
  uploadsDir: string | null;
  storage: StorageLocation | null;
}

async function retentionPlugin(app: FastifyInstance, opts: RetentionPluginOptions) {
  let store: DocumentStore | null = null;
  const openStore = async () => (store ??= await openDocumentStore({ uploadsDir: opts.uploadsDir, storage: opts.storage }));
  app.addHook('onClose', async () => {
    await store?.close();
  });

  const schedule = (runAt: Date) =>
    enqueueJob(app.db, { queue: RETENTION_QUEUE, key: retentionDay(runAt), runAt, maxAttempts: app.jobs.maxAttempts(RETENTION_QUEUE) }, { ifAbsent: true });

  app.jobs.handle(
    RETENTION_QUEUE,
    async () => {
      const now = app.deps.clock();
      await applyRetention(app.deps, await openStore(), now);
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
