import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { AppEnv } from '../engine/regions/types';
import type { RegionSet } from '../engine/regions/region-set';
import type { DatabaseHandle } from './db/client';
import errorFormat from './plugins/error-format';
import security from './plugins/security';
import database from './plugins/database';
import regions from './plugins/regions';
import client from './plugins/client';
import forms from './plugins/forms';
import healthRoutes from './routes/health/index';
import citiesRoutes from './routes/cities/index';
import configRoutes from './routes/config/index';
import formsRoutes from './routes/forms/index';
import mail from './plugins/mail';
import devRoutes from './routes/dev/index';
import eventsRoutes from './routes/events/index';

export interface BuildAppOptions {
  /** An opened and migrated database (tests hand in a cloned in-memory PGlite). */
  database: DatabaseHandle;
  /** Close the database when the app closes (main.ts: yes; tests own their handle). */
  closeDatabase?: boolean;
  /** The validated region set (load with loadRegionDir; the server refuses an invalid folder before this). */
  regions: RegionSet;
  appEnv: AppEnv;
  /** Built SPA folder (dist/client); null serves the API only. */
  clientDir?: string | null;
  /** Served behind HTTPS: enables HSTS and upgrade-insecure-requests. */
  https?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** smtp:// URL: e-mail goes out through SMTP; null/absent: outbox table and console only. */
  smtpUrl?: string | null;
  /** Serve GET /api/dev/outbox (the dev mailbox). Default: only without smtpUrl. main.ts decides with devMailboxEnabled(). */
  mailboxEnabled?: boolean;
}

/** The whole portal as one Fastify instance: API under /api, the SPA everywhere else. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // Region-composed payloads are validated in handlers with the shared AJV factory; route
    // schemas must never silently coerce or strip what the client sent.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true } },
    bodyLimit: 1024 * 1024,
    trustProxy: opts.https ?? false,
  });

  await app.register(errorFormat);
  // The SPA adds a cache-buster `_` to every GET (W§7); it is not part of any route's query.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object' && '_' in query) delete query._;
  });
  await app.register(security, { https: opts.https ?? false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(database, { handle: opts.database, closeOnShutdown: opts.closeDatabase ?? false });
  await app.register(regions, { set: opts.regions, env: opts.appEnv });
  await app.register(mail, { smtpUrl: opts.smtpUrl ?? null });
  await app.register(forms);
  await app.register(client, { clientDir: opts.clientDir ?? null });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(citiesRoutes);
      await api.register(configRoutes);
      await api.register(formsRoutes);
      await api.register(eventsRoutes);
      if (opts.mailboxEnabled ?? !opts.smtpUrl) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  // Page URLs fall back to the SPA; /api and /assets answer a real 404.
  app.setNotFoundHandler((request, reply) => {
    if (app.spaFallback(request, reply)) return;
    void reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}
