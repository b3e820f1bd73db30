import type { FastifyInstance } from 'fastify';
import { pageViewEvents } from '../../db/schema';

export const MAX_EVENTS_PER_BATCH = 50;

interface PageViewBody {
  events: { path: string; occurredAt: string; referrer?: string | null; sessionKey?: string | null }[];
}

const pageViewBatchSchema = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS_PER_BATCH,
      items: {
        type: 'object',
        required: ['path', 'occurredAt'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^/' },
          occurredAt: { type: 'string', format: 'date-time' },
          referrer: { type: ['string', 'null'], maxLength: 2048 },
          sessionKey: { type: ['string', 'null'], maxLength: 128 },
        },
      },
    },
  },
} as const;

/** Page views, batched by the client after each route change (W§2 "Page views are tracked after each route change"). */
export default async function eventsRoutes(app: FastifyInstance) {
  app.post<{ Body: PageViewBody }>(
    '/events',
    { schema: { body: pageViewBatchSchema, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      // Sessions come with a later issue; until then every view is anonymous unless something set a worker id.
      const workerId = (request as { workerId?: string }).workerId ?? null;
      await app.db.insert(pageViewEvents).values(
        request.body.events.map((event) => ({
          path: event.path,
          occurredAt: new Date(event.occurredAt),
          referrer: event.referrer || null,
          sessionKey: event.sessionKey || null,
          workerId,
        })),
      );
      return reply.status(204).send();
    },
  );
}
