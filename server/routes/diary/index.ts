/**
 * The diary (W§7 `GET /diary/availabilities`, `PUT /availability`, `GET /diary/demand`; issue 16)
 * and the worker's service areas. Reading is the `diary` area (every worker); changing is the
 * `availability` area (active workers only).
 */
import type { FastifyInstance } from 'fastify';
import type { AvailabilitiesResponse } from '../../../engine/generated/api/availabilities-response';
import type { AvailabilityBody } from '../../../engine/generated/api/availability-body';
import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';
import type { DiaryRangeQuery } from '../../../engine/generated/api/diary-range-query';
import type { ServiceAreasBody } from '../../../engine/generated/api/service-areas-body';
import type { ServiceAreasResponse } from '../../../engine/generated/api/service-areas-response';
import { listAvailabilities, saveAvailability } from '../../diary/availability-service';
import { diaryDemand } from '../../diary/demand-service';
import { saveServiceAreas, serviceAreas } from '../../diary/service-areas-service';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['diary'];
const RANGE_ERRORS = `${INVALID_INPUT} INVALID_DATE on /query/from or /query/to; INVALID_RANGE on /query/to (before from, or more than 31 days).`;

export default async function diaryRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: DiaryRangeQuery; Reply: AvailabilitiesResponse }>(
    '/diary/availabilities',
    {
      onRequest: app.requireAccess('diary'),
      schema: {
        summary: "The worker's available periods and bookings of the days asked, in the city's timezone",
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/diary-range-query#' },
        response: { 200: { $ref: '/api/availabilities-response#' }, ...errors({ 400: RANGE_ERRORS }, 'diary') },
      },
    },
    async (request) => listAvailabilities(app.deps, request.worker!, request.query),
  );

  app.put<{ Body: AvailabilityBody; Reply: AvailabilitiesResponse }>(
    '/availability',
    {
      onRequest: app.requireAccess('availability'),
      schema: {
        summary: "Replace the worker's available periods of one week (those not over yet)",
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/availability-body#' },
        response: {
          200: { $ref: '/api/availabilities-response#' },
          ...errors(
            {
              400: `${INVALID_INPUT} INVALID_WEEK_START on /weekStart; on /intervals/<n>/startsAt or /endsAt: INVALID_DATE_TIME, AVAILABILITY_OUTSIDE_HOURS, AVAILABILITY_NOT_ON_SLOT, AVAILABILITY_EMPTY, AVAILABILITY_OVERLAP, AVAILABILITY_IN_PAST, AVAILABILITY_OUTSIDE_WEEK. Nothing is stored.`,
            },
            'availability',
          ),
        },
      },
    },
    async (request) => saveAvailability(app.deps, request.worker!, request.body),
  );

  app.get<{ Querystring: DiaryRangeQuery; Reply: DiaryDemandResponse }>(
    '/diary/demand',
    {
      onRequest: app.requireAccess('diary'),
      schema: {
        summary: "Demand per slot of the days asked and per service area of the worker's city",
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/diary-range-query#' },
        response: { 200: { $ref: '/api/diary-demand-response#' }, ...errors({ 400: RANGE_ERRORS }, 'diary') },
      },
    },
    async (request) => diaryDemand(app.deps, request.worker!, request.query),
  );

  app.get<{ Reply: ServiceAreasResponse }>(
    '/me/service-areas',
    {
      onRequest: app.requireAccess('diary'),
      schema: {
        summary: "The service areas of the worker's city and those the worker covers",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/service-areas-response#' }, ...errors({}, 'diary') },
      },
    },
    async (request) => serviceAreas(app.deps, request.worker!),
  );

  app.put<{ Body: ServiceAreasBody; Reply: ServiceAreasResponse }>(
    '/me/service-areas',
    {
      onRequest: app.requireAccess('availability'),
      schema: {
        summary: 'Replace the service areas the worker covers',
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/service-areas-body#' },
        response: {
          200: { $ref: '/api/service-areas-response#' },
          ...errors({ 400: `${INVALID_INPUT} SERVICE_AREA_UNKNOWN on /covered/<n>: not an area of the worker's city.` }, 'availability'),
        },
      },
    },
    async (request) => saveServiceAreas(app.deps, request.worker!, request.body),
  );
}
