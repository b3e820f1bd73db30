import type { FastifyInstance } from 'fastify';
import type { recordFormEvents as recordFormEventsEndpoint } from '../../engine/api/endpoints/events';
import type { EndpointRoute } from '../platform/api/endpoint-routes';
import { recordFormEvents } from '../insights/form-events-service';
import { CLIENT_RATE_LIMITED, INVALID_INPUT } from '../platform/api/route-schema';

/** Issue 29: the field events the forms report (drop-off per question), anonymous, only after the visitor's consent. */
export function formEventsRoute(app: FastifyInstance): EndpointRoute<typeof recordFormEventsEndpoint> {
  const { formEvents } = app.limits.limits;
  return {
    summary: 'Record what one visitor did in one form: questions focused, answered (never the value), errors shown, submit, abandon',
    description: `Anonymous: the visitor key is stored hashed, no property can carry a typed answer. Each event counts against the client (its account, else its IP address): ${formEvents.max} in ${formEvents.windowMs / 60_000} minutes. All clients together are also capped per day; past that cap a batch is answered 204 and not stored.`,
    answers: { 204: 'Recorded (or dropped: the daily cap of all form events)' },
    errors: { 400: INVALID_INPUT, 429: CLIENT_RATE_LIMITED },
    handler: async (request, reply) => {
      if (await app.limits.admitFormEvents(request, reply, request.body.events.length)) {
        await recordFormEvents(app.deps, request.body);
      }
      return reply.status(204).send();
    },
  };
}
