/**
 * W§7 `GET /api/hero/bookings/{id}/confirm` (a GET that changes something: same-origin only,
 * plugins/security.ts) and `POST /api/hero/notes` { booking, report, body }.
 */
import type { FastifyInstance } from 'fastify';
import type { BookingParams } from '../../../engine/generated/api/booking-params';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { NoteBody } from '../../../engine/generated/api/note-body';
import type { NoteResponse } from '../../../engine/generated/api/note-response';
import { confirmBooking } from '../../bookings/booking-service';
import { addNote } from '../../bookings/note-service';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';
import { BOOKING_NOT_FOUND, CONFIRM_CONFLICTS, type BookingsRoutesOptions } from '../bookings/index';

const TAGS = ['bookings'];

export default async function heroBookingsRoutes(app: FastifyInstance, opts: BookingsRoutesOptions) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Params: BookingParams; Reply: BookingResponse }>(
    '/hero/bookings/:id/confirm',
    {
      onRequest: app.requireAccess('bookings'),
      schema: {
        summary: 'Confirm an unconfirmed upcoming booking (again: the same answer)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/booking-params#' },
        response: {
          200: { $ref: '/api/booking-response#' },
          ...errors({ 400: INVALID_INPUT, 403: 'CROSS_SITE_REQUEST: not sent from a page of the portal.', 404: BOOKING_NOT_FOUND, 409: CONFIRM_CONFLICTS }, 'bookings'),
        },
      },
    },
    async (request) => confirmBooking(app.deps, request.worker!, request.params.id, opts),
  );

  app.post<{ Body: NoteBody; Reply: NoteResponse }>(
    '/hero/notes',
    {
      onRequest: app.requireAccess('bookings'),
      schema: {
        summary: "A note on the worker's own past booking; a treatment report where the region has them",
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/note-body#' },
        response: {
          201: { $ref: '/api/note-response#' },
          ...errors(
            {
              400: `${INVALID_INPUT} The body and report are checked with the region's booking-note form (no report where treatmentReportEnabled is off).`,
              404: BOOKING_NOT_FOUND,
              409: 'BOOKING_IS_CANCELLED: the booking was cancelled (W§8). BOOKING_NOT_FINISHED: the booking is not past yet (ended less than checkOutThresholdMinutes ago, or still to come).',
            },
            'bookings',
          ),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await addNote(app.deps, request.worker!, request.body)),
  );
}
