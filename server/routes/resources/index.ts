/** Resources (W§2): GET /api/resources/, the community sections of the worker's country and language. */
import type { FastifyInstance } from 'fastify';
import type { ResourcesResponse } from '../../../engine/generated/api/resources-response';
import { listResources } from '../../resources/resources-service';
import { errors, SESSION_REQUIRED } from '../route-schema';

export default async function resourcesRoutes(app: FastifyInstance) {
  app.get<{ Reply: ResourcesResponse }>(
    '/resources/',
    {
      onRequest: app.requireAccess('resources'),
      schema: {
        summary: "The resource sections of the worker's country and language, with their links",
        tags: ['resources'],
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/resources-response#' }, ...errors({}, 'resources') },
      },
    },
    async (request) => listResources(app.deps, request.worker!),
  );
}
