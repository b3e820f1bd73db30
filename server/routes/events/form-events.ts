import type { FastifyInstance } from 'fastify';
import type { FormEventsBatch } from '../../../engine/generated/api/form-events-batch';
import { recordFormEvents } from '../../insights/form-events-service';
import { CLIENT_RATE_LIMITED, errors, INVALID_INPUT, noContent } from '../route-schema';

/** Issue 29: the field events the forms report (drop-off per question), anonymous, only after the visitor's consent. */
export default async function formEventsRoutes(app: FastifyInstance) {
  const { formEvents } = app.limits.limits;
  app.post<{ Body: FormEventsBatch }>(
    '/form-events',
    {
      schema: {
        summary: 'Record what one visitor did in one form: questions focused, answered (never the value), errors shown, submit, abandon',
        description: `Anonymous: the visitor key is stored hashed, no property can carry a typed answer. Each event counts against the client (its account, else its IP address): ${formEvents.max} in ${formEvents.windowMs / 60_000} minutes. All clients together are also capped per day; past that cap a batch is answered 204 and not stored.`,
        tags: ['operations'],
        body: { $ref: '/api/form-events-batch#' },
        response: { 204: noContent('Recorded (or dropped: the daily cap of all form events)'), ...errors({ 400: INVALID_INPUT, 429: CLIENT_RATE_LIMITED }) },
      },
    },
    async (request, reply) => {
      if (await app.limits.admitFormEvents(request, reply, request.body.events.length)) {
        await recordFormEvents(app.deps, request.body);
      }
      return reply.status(204).send();
    },
  );
}
