import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { FormService } from '../forms/form-service';

declare module 'fastify' {
  interface FastifyInstance {
    forms: FormService;
  }
}

async function formsPlugin(app: FastifyInstance) {
  app.decorate('forms', new FormService(app.regions, app.db));
}

export default fp(formsPlugin, { name: 'forms', dependencies: ['regions', 'database'] });
