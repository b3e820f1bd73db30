/**
 * The worker's private calendar feed: turn it on (or get a new link, revoking the old), see
 * whether it is on, turn it off; and the feed itself, read by a calendar application with the
 * secret in its URL and no cookie.
 */
import type { FastifyInstance } from 'fastify';
import type { CalendarFeedCreatedResponse } from '../../../engine/generated/api/calendar-feed-created-response';
import type { CalendarFeedParams } from '../../../engine/generated/api/calendar-feed-params';
import type { CalendarFeedResponse } from '../../../engine/generated/api/calendar-feed-response';
import { calendarFeed, calendarFeedState, createCalendarFeed, deleteCalendarFeed } from '../../calendar-feed/calendar-feed-service';
import { errors, NO_BODY, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['calendar feed'];
const STATE = { description: 'Whether the feed is on', $ref: '/api/calendar-feed-response#' };

export default async function calendarFeedRoutes(app: FastifyInstance) {
  // The feed's state, the secret link and the bookings: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: CalendarFeedResponse }>(
    '/me/calendar-feed',
    {
      onRequest: app.requireAccess('calendarFeed'),
      schema: {
        summary: 'Whether the private calendar feed is on (the link itself is shown only when made)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: STATE, ...errors({}, 'calendarFeed') },
      },
    },
    async (request) => calendarFeedState(app.deps, request.worker!.id),
  );

  app.post<{ Reply: CalendarFeedCreatedResponse }>(
    '/me/calendar-feed',
    {
      onRequest: app.requireAccess('calendarFeed'),
      config: NO_BODY,
      schema: {
        summary: 'Turn the private calendar feed on, or replace its link (the previous link stops working)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/calendar-feed-created-response#' }, ...errors({}, 'calendarFeed') },
      },
    },
    async (request) => createCalendarFeed(app.deps, request.worker!.id),
  );

  app.delete<{ Reply: CalendarFeedResponse }>(
    '/me/calendar-feed',
    {
      onRequest: app.requireAccess('calendarFeed'),
      config: NO_BODY,
      schema: {
        summary: 'Turn the private calendar feed off (its link answers 404 from now on)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: STATE, ...errors({}, 'calendarFeed') },
      },
    },
    async (request) => deleteCalendarFeed(app.deps, request.worker!.id),
  );

  app.get<{ Params: CalendarFeedParams; Reply: string }>(
    '/calendar/:token.ics',
    {
      // A calendar application fetches about hourly; a guesser gets nowhere either way (256-bit secret).
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: "A worker's upcoming bookings as an iCalendar feed (the secret in the URL is the only key)",
        tags: TAGS,
        params: { $ref: '/api/calendar-feed-params#' },
        response: {
          200: { description: 'The calendar (RFC 5545)', content: { 'text/calendar': { schema: { $ref: '/api/icalendar-document#' } } } },
          ...errors({
            404: 'CALENDAR_FEED_NOT_FOUND: no feed has this link (never made, renewed or turned off).',
            429: 'TOO_MANY_REQUESTS: too many fetches from this address; Retry-After says when to try again.',
          }),
        },
      },
    },
    async (request, reply) => {
      const body = await calendarFeed(app.deps, request.params.token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="bookings.ics"')
        .send(body);
    },
  );
}
