import type { FastifyInstance } from 'fastify';
import type { PageViewBatch } from '../../../engine/generated/api/page-view-batch';
import { recordPageViews } from '../../events/page-view-service';
import formEventsRoutes from './form-events';
import { CLIENT_RATE_LIMITED, errors, INVALID_INPUT, noContent } from '../route-schema';

export default async function eventsRoutes(app: FastifyInstance) {
  const { pageViews } = app.limits.limits;
  app.post<{ Body: PageViewBatch }>(
    '/events',
    {
      schema: {
        summary: 'Record page views (batched by the client after route changes)',
        description:
          `Each view counts against the client (its account, else its IP address): ${pageViews.max} in ${pageViews.windowMs / 60_000} minutes. Views without an account are also capped together per day; past that cap a batch is answered 204 and not stored.`,
        tags: ['operations'],
        body: { $ref: '/api/page-view-batch#' },
        response: { 204: noContent('Recorded (or dropped: the daily cap of views without an account)'), ...errors({ 400: INVALID_INPUT, 429: CLIENT_RATE_LIMITED }) },
      },
    },
    async (request, reply) => {
      if (await app.limits.admitPageViews(request, reply, request.body.events.length)) {
        await recordPageViews(app.deps, request.body, request.workerId);
      }
      return reply.status(204).send();
    },
  );

  await app.register(formEventsRoutes);
}
