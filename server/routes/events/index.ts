import type { FastifyInstance } from 'fastify';
import type { PageViewBatch } from '../../../engine/generated/api/page-view-batch';
import { recordPageViews } from '../../events/page-view-service';
import { errors, INVALID_INPUT, noContent } from '../route-schema';

export default async function eventsRoutes(app: FastifyInstance) {
  app.post<{ Body: PageViewBatch }>(
    '/events',
    {
      schema: {
        summary: 'Record page views (batched by the client after route changes)',
        tags: ['operations'],
        body: { $ref: '/api/page-view-batch#' },
        response: { 204: noContent('Recorded'), ...errors({ 400: INVALID_INPUT }) },
      },
    },
    async (request, reply) => {
      await recordPageViews(app.deps, request.body, request.workerId);
      return reply.status(204).send();
    },
  );
}
