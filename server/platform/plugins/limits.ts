/**
 * Limits per client on what visitors write or look up without an account (`app.limits`,
 * server/platform/limits/visitor-limits.ts), and the housekeeping that keeps what they may fill bounded: ended
 * rate-limit windows (page views past their retention go in the daily retention job, server/privacy). Every
 * instance runs it; each delete is one statement, so instances running it together only find less to do.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { resolveVisitorLimits, visitorLimiter, type VisitorLimiter, type VisitorLimitOptions } from '../limits/visitor-limits';
import { purgeExpiredWindows } from '../limits/window-store';

declare module 'fastify' {
  interface FastifyInstance {
    limits: VisitorLimiter;
  }
}

/** A window ends at most 10 minutes after it is counted in (the longest login or vote window). */
const WINDOW_PURGE_INTERVAL_MS = 5 * 60 * 1000;

export interface LimitsPluginOptions {
  visitorLimits?: VisitorLimitOptions;
  /** The limits' clock in ms (default Date.now; tests start it at the start of a window). */
  now?: () => number;
}

async function limitsPlugin(app: FastifyInstance, opts: LimitsPluginOptions) {
  const now = opts.now ?? Date.now;
  app.decorate('limits', visitorLimiter(app.db, resolveVisitorLimits(opts.visitorLimits), now));

  const every = (intervalMs: number, what: string, purge: () => Promise<number>) => {
    const run = async () => {
      try {
        const removed = await purge();
        if (removed > 0) app.log.info({ removed }, `${what}: purged`);
      } catch (err) {
        app.log.warn({ err }, `${what}: could not purge`);
      }
    };
    // Unref'd: a timer never keeps a stopping process alive.
    const timer = setInterval(() => void run(), intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    return run;
  };
  const purgeWindows = every(WINDOW_PURGE_INTERVAL_MS, 'ended rate-limit windows', () => purgeExpiredWindows(app.db, now()));
  app.addHook('onReady', async () => {
    await purgeWindows();
  });
}

export default fp(limitsPlugin, { name: 'limits', dependencies: ['database'] });
