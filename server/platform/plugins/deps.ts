import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The plain dependencies handlers hand to the services (deps.ts). */
    deps: ServerDeps;
  }
}

/** Gathers what the other plugins decorated into the one object services take. */
async function depsPlugin(app: FastifyInstance, opts: { clock?: () => Date }) {
  const deps: ServerDeps = {
    db: app.db,
    regions: app.regions,
    forms: app.forms,
    mailer: app.mailer,
    agreements: app.agreements,
    log: app.log,
    clock: opts.clock ?? (() => new Date()),
    pendingMail: app.pendingMail,
    // A getter: with PORT=0 the listening address is known only once the server listens.
    get publicUrl() {
      return app.publicUrl;
    },
  };
  app.decorate('deps', deps);
}

export default fp(depsPlugin, { name: 'deps', dependencies: ['security', 'database', 'regions', 'forms', 'mail', 'auth', 'agreements'] });
