/**
 * Issue 26: the booking-creation helpers of W§7 and the extra bookings behind the regions'
 * extra-booking buttons (extend a booking, book a returning customer again), and requests to book.
 * Handlers stay thin: server/extra-bookings holds the services, engine/rules the rules. Another
 * worker's booking, customer or request is a 404; a booking whose group the region does not enable
 * is a 403 EXTRA_BOOKING_NOT_ENABLED.
 */
import { EXTRA_BOOKINGS_ENDPOINTS } from '../../engine/api/endpoints/extra-bookings';
import { workerRegion } from '../platform/workers/worker-region';
import { featureRoutes } from '../platform/api/endpoint-routes';
import {
  availableSlots,
  bookableDatesOf,
  bookingPrice,
  checkLocation,
  customerCardsOf,
  productsOf,
  workerSpecialities,
} from './booking-helpers-service';
import { addAdditions, additionOptions } from './extend-service';
import { createRebooking } from './rebook-service';
import { acceptRequest, declineRequest, listRequests } from './request-to-book-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

const NOT_ENABLED = "EXTRA_BOOKING_NOT_ENABLED: the region's extraBookingButtons do not enable this booking's (or basket's) group.";
const BASKET = 'BASKET_TOO_SHORT / BASKET_TOO_LONG: the basket is outside the region\'s basketDurationMinimum and basketDurationMaximum.';
const BASKET_400 = `${INVALID_INPUT} PRODUCT_NOT_OFFERED, DURATION_NOT_OFFERED, ADDITION_NOT_OFFERED on /items/<n>/...`;
const BOOKING_404 = "BOOKING_NOT_FOUND: no such booking of this worker (another worker's booking is not found either).";
const NOT_BETA = 'REQUEST_TO_BOOK_NOT_ENABLED: requestToBook2024Enabled is off in the region, or the worker is not in its beta list.';
const REQUEST_404 = 'REQUEST_NOT_FOUND: no such request of this worker.';

export default featureRoutes(EXTRA_BOOKINGS_ENDPOINTS, ['extra bookings'], (app, context) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const deps = () => ({ ...app.deps, payments: context.payments });
  const detailOptions = { mapTileUrl: context.mapTileUrl };
  return {
    getBookableDates: {
      summary: 'The days a booking can be made for',
      handler: async (request) => bookableDatesOf(app.deps, request.worker!),
    },
    getWorkerSpecialities: {
      summary: "The worker's own specialities the region's price list sells",
      errors: { 400: INVALID_INPUT, 404: 'NOT_FOUND: not your own worker id.' },
      handler: async (request) => workerSpecialities(app.deps, request.worker!, request.params.id),
    },
    getBookingProducts: {
      summary: 'The products the worker sells in a service area (or at the place of one of their bookings), priced, with their addition options',
      errors: {
        400: `${INVALID_INPUT} SERVICE_AREA_OR_BOOKING_REQUIRED (neither or both), SERVICE_AREA_UNKNOWN on /query/serviceArea (a booking's place outside the city's areas is answered, not covered); POSTCODE_REQUIRED on /query/fromBookingId (a booking without a postcode).`,
        404: `${BOOKING_404} (fromBookingId)`,
      },
      handler: async (request) => productsOf(app.deps, request.worker!, request.query),
    },
    checkBookingLocation: {
      summary: "Whether a postcode is valid and in one of the worker's service areas",
      errors: { 400: INVALID_INPUT },
      handler: async (request) => checkLocation(app.deps, request.worker!, request.body.postcode),
    },
    getAvailableSlots: {
      summary: "The worker's free starts on a day for a basket: availability minus bookings, in the region's hours and slots",
      errors: { 400: `${BASKET_400} DATE_NOT_BOOKABLE on /date.` },
      handler: async (request) => availableSlots(app.deps, request.worker!, request.body.date, request.body.items),
    },
    getBookingPrice: {
      summary: "A basket priced from the region's price list",
      errors: { 400: BASKET_400 },
      handler: async (request) => bookingPrice(app.deps, request.worker!, request.body.items),
    },
    getCustomerCards: {
      summary: "A customer's saved cards (brand, last four digits, expiry): a customer of one of the worker's bookings",
      errors: { 400: INVALID_INPUT, 404: "NOT_FOUND: no customer of this worker's bookings." },
      handler: async (request) => customerCardsOf(app.deps, request.worker!, request.params.id),
    },
    getAdditionOptions: {
      summary: "The addition options of a booking's treatments (extend)",
      errors: {
        400: INVALID_INPUT,
        403: NOT_ENABLED,
        404: BOOKING_404,
        409: 'BOOKING_IS_CANCELLED, BOOKING_NOT_CONFIRMED, BOOKING_HAS_STARTED: only an upcoming confirmed booking is extended.',
      },
      handler: async (request) => additionOptions(app.deps, request.worker!, request.params.id),
    },
    createBooking: {
      summary: 'Book the customer of one of the worker\'s bookings again: an unconfirmed booking, paid by an authorisation on a saved card',
      errors: {
        400: `${BASKET_400} INVALID_DATE_TIME, DATE_NOT_BOOKABLE, SLOT_OUTSIDE_HOURS, SLOT_NOT_ON_GRID, SLOT_IN_PAST, SLOT_NOT_AVAILABLE on /startsAt; POSTCODE_INVALID, NOT_IN_SERVICE_AREAS on /postcode (the given one, or without one the booking's place); POSTCODE_REQUIRED on /postcode (no postcode given and the booking has none, or address lines without a postcode); ADDRESS_REQUIRED on /address1 (another place without its first line); CARD_UNKNOWN, CARD_EXPIRED on /cardId.`,
        402: 'PAYMENT_DECLINED: the card was refused; nothing was booked.',
        403: NOT_ENABLED,
        404: `${BOOKING_404} (fromBookingId)`,
        409: `SLOT_TAKEN: the worker has another booking then. ${BASKET} BOOKING_HAS_NO_CUSTOMER: the booking has no customer account.`,
      },
      handler: async (request, reply) => reply.status(201).send(await createRebooking(deps(), request.worker!, request.body, detailOptions)),
    },
    addBookingAdditions: {
      summary: 'Extend a booking with additions of the price list',
      errors: {
        400: `${INVALID_INPUT} NOT_A_TREATMENT_OF_BOOKING on /additions/<n>/speciality, ADDITION_NOT_OFFERED on /additions/<n>/id.`,
        402: 'PAYMENT_DECLINED: the card was refused; nothing was added.',
        403: NOT_ENABLED,
        404: BOOKING_404,
        409: `BOOKING_IS_CANCELLED, BOOKING_NOT_CONFIRMED, BOOKING_HAS_STARTED; ${BASKET} EXTENSION_OVERLAPS_NEXT_BOOKING, EXTENSION_NOT_AVAILABLE, EXTENSION_OUTSIDE_HOURS.`,
      },
      handler: async (request) => addAdditions(deps(), request.worker!, request.params.id, request.body, detailOptions),
    },
    getPaymentClientToken: {
      summary: "A client token of the card-payment provider, with the region's public key",
      handler: async (request) => ({
        provider: context.payments.name,
        clientToken: await context.payments.clientToken(request.worker!.id),
        publicKey: workerRegion(app.deps.regions, request.worker!).keyValues.cardPaymentPublicKey,
      }),
    },
    getBookingRequests: {
      summary: "The worker's pending requests to book, soonest expiry first",
      errors: { 403: NOT_BETA },
      handler: async (request) => listRequests(app.deps, request.worker!),
    },
    acceptBookingRequest: {
      summary: 'Accept a request to book: it becomes an unconfirmed booking',
      errors: {
        400: INVALID_INPUT,
        403: NOT_BETA,
        404: REQUEST_404,
        409: `REQUEST_EXPIRED, REQUEST_ALREADY_ANSWERED, REQUEST_NOT_BOOKABLE, SLOT_TAKEN, REQUEST_SLOT_UNAVAILABLE; ${BASKET}`,
      },
      handler: async (request, reply) => reply.status(201).send(await acceptRequest(app.deps, request.worker!, request.params.id, detailOptions)),
    },
    declineBookingRequest: {
      summary: 'Decline a request to book',
      errors: { 400: INVALID_INPUT, 403: NOT_BETA, 404: REQUEST_404, 409: 'REQUEST_EXPIRED, REQUEST_ALREADY_ANSWERED.' },
      handler: async (request) => declineRequest(app.deps, request.worker!, request.params.id),
    },
  };
});
