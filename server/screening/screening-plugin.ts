/**
 * Decorates the app with the scoring queue of the screening test (`app.screeningJobs`): jobs
 * are scheduled by POST /api/competency-test/answers, the queue is swept for unscored
 * responses when the app is ready (a restart loses timers, not answers), and waiting jobs are
 * cancelled / running ones awaited when the app closes, before the database goes away.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ScoringQueue } from './scoring-queue';
import { scoreLatestResponse, workersAwaitingScore } from './screening-service';

/** W§4: the results are polled every 5 s for up to 20 s; a score a few seconds in fits that. */
export const DEFAULT_SCORING_DELAY_MS = 3000;

export interface ScreeningPluginOptions {
  /** Delay between the answers and their score (tests: 0 or a few ms). Default 3000. */
  scoringDelayMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    screeningJobs: ScoringQueue;
  }
}

async function screeningPlugin(app: FastifyInstance, opts: ScreeningPluginOptions) {
  const queue = new ScoringQueue({
    delayMs: opts.scoringDelayMs ?? DEFAULT_SCORING_DELAY_MS,
    run: async (workerId) => {
      const outcome = await scoreLatestResponse(app.deps, workerId);
      if (outcome.kind === 'scored') {
        app.log.info({ workerId, score: outcome.score, status: outcome.status }, 'screening test scored');
      }
    },
    onError: (workerId, err, willRetry) => app.log.error({ err, workerId, willRetry }, 'screening test scoring failed'),
  });
  app.decorate('screeningJobs', queue);

  app.addHook('onReady', async () => {
    try {
      for (const workerId of await workersAwaitingScore(app.db)) queue.schedule(workerId);
    } catch (err) {
      // Never block the start: the next start sweeps again.
      app.log.error({ err }, 'could not look for unscored screening tests');
    }
  });
  app.addHook('onClose', async () => {
    await queue.close();
  });
}

export default fp(screeningPlugin, { name: 'screening', dependencies: ['database', 'regions', 'forms', 'deps'] });
