import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/**
 * Decorates the app with an already opened and migrated database. Opening stays outside
 * the app so tests hand in a cloned PGlite and main.ts decides between PGlite and PostgreSQL.
 */
async function databasePlugin(app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) {
  app.decorate('database', opts.handle);
  app.decorate('db', opts.handle.db);
  if (opts.closeOnShutdown) {
    app.addHook('onClose', async () => {
      await opts.handle.close();
    });
  }
}

export default fp(databasePlugin, { name: 'database' });
