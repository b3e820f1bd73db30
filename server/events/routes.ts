import { EVENTS_ENDPOINTS } from '../../engine/api/endpoints/events';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { recordPageViews } from './page-view-service';
import { formEventsRoute } from './form-events-routes';
import { CLIENT_RATE_LIMITED, INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(EVENTS_ENDPOINTS, ['operations'], (app) => {
  const { pageViews } = app.limits.limits;
  return {
    recordPageViews: {
      summary: 'Record page views (batched by the client after route changes)',
      description:
        `Each view counts against the client (its account, else its IP address): ${pageViews.max} in ${pageViews.windowMs / 60_000} minutes. Views without an account are also capped together per day; past that cap a batch is answered 204 and not stored.`,
      answers: { 204: 'Recorded (or dropped: the daily cap of views without an account)' },
      errors: { 400: INVALID_INPUT, 429: CLIENT_RATE_LIMITED },
      handler: async (request, reply) => {
        if (await app.limits.admitPageViews(request, reply, request.body.events.length)) {
          await recordPageViews(app.deps, request.body, request.workerId);
        }
        return reply.status(204).send();
      },
    },
    recordFormEvents: formEventsRoute(app),
  };
});
