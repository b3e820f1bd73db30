/**
 * The worker's private calendar feed: turn it on (or get a new link, revoking the old), see
 * whether it is on, turn it off; and the feed itself, read by a calendar application with the
 * secret in its URL and no cookie.
 */
import { CALENDAR_FEED_ENDPOINTS } from '../../engine/api/endpoints/calendar-feed';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { calendarFeed, calendarFeedState, createCalendarFeed, deleteCalendarFeed } from './calendar-feed-service';

const STATE = 'Whether the feed is on';

export default featureRoutes(CALENDAR_FEED_ENDPOINTS, ['calendar feed'], (app) => {
  // The feed's state, the secret link and the bookings: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    getCalendarFeed: {
      summary: 'Whether the private calendar feed is on (the link itself is shown only when made)',
      answers: { 200: STATE },
      handler: async (request) => calendarFeedState(app.deps, request.worker!.id),
    },
    createCalendarFeed: {
      summary: 'Turn the private calendar feed on, or replace its link (the previous link stops working)',
      handler: async (request) => createCalendarFeed(app.deps, request.worker!.id),
    },
    deleteCalendarFeed: {
      summary: 'Turn the private calendar feed off (its link answers 404 from now on)',
      answers: { 200: STATE },
      handler: async (request) => deleteCalendarFeed(app.deps, request.worker!.id),
    },
    getCalendarFeedFile: {
      summary: "A worker's upcoming bookings as an iCalendar feed (the secret in the URL is the only key)",
      answers: { 200: 'The calendar (RFC 5545)' },
      errors: {
        404: 'CALENDAR_FEED_NOT_FOUND: no feed has this link (never made, renewed or turned off).',
        429: 'TOO_MANY_REQUESTS: too many fetches from this address; Retry-After says when to try again.',
      },
      // A calendar application fetches about hourly; a guesser gets nowhere either way (256-bit secret).
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
      handler: async (request, reply) => {
        const body = await calendarFeed(app.deps, request.params.token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="bookings.ics"')
          .send(body);
      },
    },
  };
});
