/**
 * The worker's bookings (W§2, W§7): `GET /api/bookings?startsAt=`, `GET /api/bookings/{id}` and
 * `PUT /api/bookings/{id}`. PUT takes one change, `{ "isConfirmed": true }` (confirming, the same
 * as GET /api/hero/bookings/{id}/confirm): a worker changes nothing else about a booking here.
 * Another worker's booking is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { BookingParams } from '../../../engine/generated/api/booking-params';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { BookingUpdateBody } from '../../../engine/generated/api/booking-update-body';
import type { BookingsQuery } from '../../../engine/generated/api/bookings-query';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import { bookingDetail, confirmBooking, listBookings } from '../../bookings/booking-service';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';

export interface BookingsRoutesOptions {
  /** MAP_TILE_URL: the tile server of the embedded map; null: buttons and the address only. */
  mapTileUrl: string | null;
}

const TAGS = ['bookings'];
export const BOOKING_NOT_FOUND = "BOOKING_NOT_FOUND: no such booking of this worker (another worker's booking is not found either).";
export const CONFIRM_CONFLICTS = 'BOOKING_IS_CANCELLED: the booking was cancelled (W§8). BOOKING_HAS_STARTED: only an upcoming booking can be confirmed.';

export default async function bookingsRoutes(app: FastifyInstance, opts: BookingsRoutesOptions) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: BookingsQuery; Reply: BookingsResponse }>(
    '/bookings',
    {
      onRequest: app.requireAccess('bookings'),
      schema: {
        summary: "The worker's upcoming bookings and the region's history window, by day in the city's timezone",
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/bookings-query#' },
        response: {
          200: { $ref: '/api/bookings-response#' },
          ...errors({ 400: `${INVALID_INPUT} INVALID_DATE_TIME on /query/startsAt: not an ISO 8601 date-time.` }, 'bookings'),
        },
      },
    },
    async (request) => listBookings(app.deps, request.worker!, request.query),
  );

  app.get<{ Params: BookingParams; Reply: BookingResponse }>(
    '/bookings/:id',
    {
      onRequest: app.requireAccess('bookings'),
      schema: {
        summary: 'One booking of the worker, every field the worker may see now',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/booking-params#' },
        response: { 200: { $ref: '/api/booking-response#' }, ...errors({ 400: INVALID_INPUT, 404: BOOKING_NOT_FOUND }, 'bookings') },
      },
    },
    async (request) => bookingDetail(app.deps, request.worker!, request.params.id, opts),
  );

  app.put<{ Params: BookingParams; Body: BookingUpdateBody; Reply: BookingResponse }>(
    '/bookings/:id',
    {
      onRequest: app.requireAccess('bookings'),
      schema: {
        summary: 'Confirm a booking: the body is { "isConfirmed": true } and nothing else',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/booking-params#' },
        body: { $ref: '/api/booking-update-body#' },
        response: {
          200: { $ref: '/api/booking-response#' },
          ...errors({ 400: INVALID_INPUT, 404: BOOKING_NOT_FOUND, 409: CONFIRM_CONFLICTS }, 'bookings'),
        },
      },
    },
    async (request) => confirmBooking(app.deps, request.worker!, request.params.id, opts),
  );
}
