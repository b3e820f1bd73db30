/**
 * The diary (W§7 `GET /diary/availabilities`, `PUT /availability`, `GET /diary/demand`; issue 16)
 * and the worker's service areas. Reading is the `diary` area (every worker); changing is the
 * `availability` area (active workers only).
 */
import { DIARY_ENDPOINTS } from '../../engine/api/endpoints/diary';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { listAvailabilities, saveAvailability } from './availability-service';
import { diaryDemand } from './demand-service';
import { saveServiceAreas, serviceAreas } from './service-areas-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

const RANGE_ERRORS = `${INVALID_INPUT} INVALID_DATE on /query/from or /query/to; INVALID_RANGE on /query/to (before from, or more than 31 days).`;

export default featureRoutes(DIARY_ENDPOINTS, ['diary'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    getDiaryAvailabilities: {
      summary: "The worker's available periods and bookings of the days asked, in the city's timezone",
      errors: { 400: RANGE_ERRORS },
      handler: async (request) => listAvailabilities(app.deps, request.worker!, request.query),
    },
    putAvailability: {
      summary: "Replace the worker's available periods of one week (those not over yet)",
      errors: {
        400: `${INVALID_INPUT} INVALID_WEEK_START on /weekStart; on /intervals/<n>/startsAt or /endsAt: INVALID_DATE_TIME, AVAILABILITY_OUTSIDE_HOURS, AVAILABILITY_NOT_ON_SLOT, AVAILABILITY_EMPTY, AVAILABILITY_OVERLAP, AVAILABILITY_IN_PAST, AVAILABILITY_OUTSIDE_WEEK. Nothing is stored.`,
      },
      handler: async (request) => saveAvailability(app.deps, request.worker!, request.body),
    },
    getDiaryDemand: {
      summary: "Demand per slot of the days asked and per service area of the worker's city",
      errors: { 400: RANGE_ERRORS },
      handler: async (request) => diaryDemand(app.deps, request.worker!, request.query),
    },
    getServiceAreas: {
      summary: "The service areas of the worker's city and those the worker covers",
      handler: async (request) => serviceAreas(app.deps, request.worker!),
    },
    putServiceAreas: {
      summary: 'Replace the service areas the worker covers',
      errors: { 400: `${INVALID_INPUT} SERVICE_AREA_UNKNOWN on /covered/<n>: not an area of the worker's city.` },
      handler: async (request) => saveServiceAreas(app.deps, request.worker!, request.body),
    },
  };
});
