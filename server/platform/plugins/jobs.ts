/**
 * The background jobs of this instance (`app.jobs`, server/platform/jobs): feature plugins register a handler per queue
 * while the app is built; the runner starts when the app is ready, wakes on every enqueue's NOTIFY (any instance's;
 * on PGlite this process's own), and stops when the app closes, after the jobs under way and before the database.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JobRunner, type JobRunnerOptions } from '../jobs/job-runner';
import { JOBS_CHANNEL } from '../jobs/job-store';
import { listen, type Unlisten } from '../db/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export type JobsPluginOptions = Partial<Omit<JobRunnerOptions, 'db' | 'instance' | 'log'>>;

async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  const runner = new JobRunner({
    ...opts,
    db: app.db,
    // Named for the operator who reads locked_by: which machine and process holds a job.
    instance: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    log: app.log,
  });
  app.decorate('jobs', runner);

  let unlisten: Unlisten | null = null;
  app.addHook('onReady', async () => {
    try {
      unlisten = await listen(app.database, JOBS_CHANNEL, () => runner.wake(), { onReconnect: () => runner.wake(), log: app.log });
    } catch (err) {
      // Without notifications the runner still looks every pollMs.
      app.log.warn({ err }, 'could not listen for new jobs; polling only');
    }
    runner.start();
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await runner.close();
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
