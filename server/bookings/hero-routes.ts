/**
 * W§7 `GET /api/hero/bookings/{id}/confirm` (a GET that changes something: same-origin only,
 * plugins/security.ts) and `POST /api/hero/notes` { booking, report, body }.
 */
import { HERO_BOOKINGS_ENDPOINTS } from '../../engine/api/endpoints/bookings';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { confirmBooking } from './booking-service';
import { addNote } from './note-service';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { BOOKING_NOT_FOUND, CONFIRM_CONFLICTS } from './routes';

export default featureRoutes(HERO_BOOKINGS_ENDPOINTS, ['bookings'], (app, context) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    heroConfirmBooking: {
      summary: 'Confirm an unconfirmed upcoming booking (again: the same answer)',
      errors: { 400: INVALID_INPUT, 403: 'CROSS_SITE_REQUEST: not sent from a page of the portal.', 404: BOOKING_NOT_FOUND, 409: CONFIRM_CONFLICTS },
      handler: async (request) => confirmBooking(app.deps, request.worker!, request.params.id, { mapTileUrl: context.mapTileUrl }),
    },
    addBookingNote: {
      summary: "A note on the worker's own past booking; a treatment report where the region has them",
      errors: {
        400: `${INVALID_INPUT} The body and report are checked with the region's booking-note form (no report where treatmentReportEnabled is off).`,
        404: BOOKING_NOT_FOUND,
        409: 'BOOKING_IS_CANCELLED: the booking was cancelled (W§8). BOOKING_NOT_FINISHED: the booking is not past yet (ended less than checkOutThresholdMinutes ago, or still to come).',
      },
      handler: async (request, reply) => reply.status(201).send(await addNote(app.deps, request.worker!, request.body)),
    },
  };
});
