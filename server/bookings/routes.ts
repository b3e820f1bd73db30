/**
 * The worker's bookings (W§2, W§7): `GET /api/bookings?startsAt=`, `GET /api/bookings/{id}` and
 * `PUT /api/bookings/{id}`. PUT takes one change, `{ "isConfirmed": true }` (confirming, the same
 * as GET /api/hero/bookings/{id}/confirm): a worker changes nothing else about a booking here.
 * Another worker's booking is 404.
 */
import { BOOKINGS_ENDPOINTS } from '../../engine/api/endpoints/bookings';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { bookingDetail, confirmBooking, listBookings } from './booking-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export const BOOKING_NOT_FOUND = "BOOKING_NOT_FOUND: no such booking of this worker (another worker's booking is not found either).";
export const CONFIRM_CONFLICTS = 'BOOKING_IS_CANCELLED: the booking was cancelled (W§8). BOOKING_HAS_STARTED: only an upcoming booking can be confirmed.';

export default featureRoutes(BOOKINGS_ENDPOINTS, ['bookings'], (app, context) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const detail = { mapTileUrl: context.mapTileUrl };
  return {
    getBookings: {
      summary: "The worker's upcoming bookings and the region's history window, by day in the city's timezone",
      errors: { 400: `${INVALID_INPUT} INVALID_DATE_TIME on /query/startsAt: not an ISO 8601 date-time.` },
      handler: async (request) => listBookings(app.deps, request.worker!, request.query),
    },
    getBooking: {
      summary: 'One booking of the worker, every field the worker may see now',
      errors: { 400: INVALID_INPUT, 404: BOOKING_NOT_FOUND },
      handler: async (request) => bookingDetail(app.deps, request.worker!, request.params.id, detail),
    },
    confirmBooking: {
      summary: 'Confirm a booking: the body is { "isConfirmed": true } and nothing else',
      errors: { 400: INVALID_INPUT, 404: BOOKING_NOT_FOUND, 409: CONFIRM_CONFLICTS },
      handler: async (request) => confirmBooking(app.deps, request.worker!, request.params.id, detail),
    },
  };
});
