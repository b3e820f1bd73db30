/**
 * Issue 26: the booking-creation helpers of W§7 and the extra bookings behind the regions'
 * extra-booking buttons (extend a booking, book a returning customer again), and requests to book.
 * Handlers stay thin: server/extra-bookings holds the services, engine/rules the rules. Another
 * worker's booking, customer or request is a 404; a booking whose group the region does not enable
 * is a 403 EXTRA_BOOKING_NOT_ENABLED.
 */
import type { FastifyInstance } from 'fastify';
import type { AdditionOptionsResponse } from '../../../engine/generated/api/addition-options-response';
import type { AvailableSlotsBody } from '../../../engine/generated/api/available-slots-body';
import type { AvailableSlotsResponse } from '../../../engine/generated/api/available-slots-response';
import type { BookableDatesResponse } from '../../../engine/generated/api/bookable-dates-response';
import type { BookingAdditionsBody } from '../../../engine/generated/api/booking-additions-body';
import type { BookingCreateBody } from '../../../engine/generated/api/booking-create-body';
import type { BookingParams } from '../../../engine/generated/api/booking-params';
import type { BookingPriceBody } from '../../../engine/generated/api/booking-price-body';
import type { BookingPriceResponse } from '../../../engine/generated/api/booking-price-response';
import type { BookingRequestParams } from '../../../engine/generated/api/booking-request-params';
import type { BookingRequestsResponse } from '../../../engine/generated/api/booking-requests-response';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { CustomerCardsResponse } from '../../../engine/generated/api/customer-cards-response';
import type { CustomerParams } from '../../../engine/generated/api/customer-params';
import type { LocationCheckBody } from '../../../engine/generated/api/location-check-body';
import type { LocationCheckResponse } from '../../../engine/generated/api/location-check-response';
import type { OkResponse } from '../../../engine/generated/api/ok-response';
import type { PaymentClientTokenResponse } from '../../../engine/generated/api/payment-client-token-response';
import type { ProductsQuery } from '../../../engine/generated/api/products-query';
import type { ProductsResponse } from '../../../engine/generated/api/products-response';
import type { WorkerIdParams } from '../../../engine/generated/api/worker-id-params';
import type { WorkerSpecialitiesResponse } from '../../../engine/generated/api/worker-specialities-response';
import { workerRegion } from '../../accounts/worker-region';
import {
  availableSlots,
  bookableDatesOf,
  bookingPrice,
  checkLocation,
  customerCardsOf,
  productsOf,
  workerSpecialities,
} from '../../extra-bookings/booking-helpers-service';
import { addAdditions, additionOptions } from '../../extra-bookings/extend-service';
import { createRebooking } from '../../extra-bookings/rebook-service';
import { acceptRequest, declineRequest, listRequests } from '../../extra-bookings/request-to-book-service';
import type { PaymentProvider } from '../../payments/payment-provider';
import { errors, INVALID_INPUT, NO_BODY, SESSION_REQUIRED } from '../route-schema';

export interface ExtraBookingsRoutesOptions {
  mapTileUrl: string | null;
  payments: PaymentProvider;
}

const TAGS = ['extra bookings'];
const NOT_ENABLED = "EXTRA_BOOKING_NOT_ENABLED: the region's extraBookingButtons do not enable this booking's (or basket's) group.";
const BASKET = 'BASKET_TOO_SHORT / BASKET_TOO_LONG: the basket is outside the region\'s basketDurationMinimum and basketDurationMaximum.';
const BASKET_400 = `${INVALID_INPUT} PRODUCT_NOT_OFFERED, DURATION_NOT_OFFERED, ADDITION_NOT_OFFERED on /items/<n>/...`;
const BOOKING_404 = "BOOKING_NOT_FOUND: no such booking of this worker (another worker's booking is not found either).";
const NOT_BETA = 'REQUEST_TO_BOOK_NOT_ENABLED: requestToBook2024Enabled is off in the region, or the worker is not in its beta list.';

export default async function extraBookingsRoutes(app: FastifyInstance, opts: ExtraBookingsRoutesOptions) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const deps = () => ({ ...app.deps, payments: opts.payments });
  const detailOptions = { mapTileUrl: opts.mapTileUrl };
  const guard = app.requireAccess('extraBookings');
  const base = { tags: TAGS, security: SESSION_REQUIRED };

  app.get<{ Reply: BookableDatesResponse }>(
    '/dates',
    { onRequest: guard, schema: { ...base, summary: 'The days a booking can be made for', response: { 200: { $ref: '/api/bookable-dates-response#' }, ...errors({}, 'extraBookings') } } },
    async (request) => bookableDatesOf(app.deps, request.worker!),
  );

  app.get<{ Params: WorkerIdParams; Reply: WorkerSpecialitiesResponse }>(
    '/workers/:id/specialities',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "The worker's own specialities the region's price list sells",
        params: { $ref: '/api/worker-id-params#' },
        response: { 200: { $ref: '/api/worker-specialities-response#' }, ...errors({ 400: INVALID_INPUT, 404: 'NOT_FOUND: not your own worker id.' }, 'extraBookings') },
      },
    },
    async (request) => workerSpecialities(app.deps, request.worker!, request.params.id),
  );

  app.get<{ Querystring: ProductsQuery; Reply: ProductsResponse }>(
    '/products',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'The products the worker sells in a service area (or at the place of one of their bookings), priced, with their addition options',
        querystring: { $ref: '/api/products-query#' },
        response: {
          200: { $ref: '/api/products-response#' },
          ...errors(
            {
              400: `${INVALID_INPUT} SERVICE_AREA_OR_BOOKING_REQUIRED (neither or both), SERVICE_AREA_UNKNOWN on /query/serviceArea (a booking's place outside the city's areas is answered, not covered); POSTCODE_REQUIRED on /query/fromBookingId (a booking without a postcode).`,
              404: `${BOOKING_404} (fromBookingId)`,
            },
            'extraBookings',
          ),
        },
      },
    },
    async (request) => productsOf(app.deps, request.worker!, request.query),
  );

  app.post<{ Body: LocationCheckBody; Reply: LocationCheckResponse }>(
    '/search/checkLocationIsValid',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "Whether a postcode is valid and in one of the worker's service areas",
        body: { $ref: '/api/location-check-body#' },
        response: { 200: { $ref: '/api/location-check-response#' }, ...errors({ 400: INVALID_INPUT }, 'extraBookings') },
      },
    },
    async (request) => checkLocation(app.deps, request.worker!, request.body.postcode),
  );

  app.post<{ Body: AvailableSlotsBody; Reply: AvailableSlotsResponse }>(
    '/search/availableSlotsForWorkersOnDate',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "The worker's free starts on a day for a basket: availability minus bookings, in the region's hours and slots",
        body: { $ref: '/api/available-slots-body#' },
        response: { 200: { $ref: '/api/available-slots-response#' }, ...errors({ 400: `${BASKET_400} DATE_NOT_BOOKABLE on /date.` }, 'extraBookings') },
      },
    },
    async (request) => availableSlots(app.deps, request.worker!, request.body.date, request.body.items),
  );

  app.post<{ Body: BookingPriceBody; Reply: BookingPriceResponse }>(
    '/bookings/price',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "A basket priced from the region's price list",
        body: { $ref: '/api/booking-price-body#' },
        response: { 200: { $ref: '/api/booking-price-response#' }, ...errors({ 400: BASKET_400 }, 'extraBookings') },
      },
    },
    async (request) => bookingPrice(app.deps, request.worker!, request.body.items),
  );

  app.get<{ Params: CustomerParams; Reply: CustomerCardsResponse }>(
    '/users/:id/cards',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "A customer's saved cards (brand, last four digits, expiry): a customer of one of the worker's bookings",
        params: { $ref: '/api/customer-params#' },
        response: { 200: { $ref: '/api/customer-cards-response#' }, ...errors({ 400: INVALID_INPUT, 404: "NOT_FOUND: no customer of this worker's bookings." }, 'extraBookings') },
      },
    },
    async (request) => customerCardsOf(app.deps, request.worker!, request.params.id),
  );

  app.get<{ Params: BookingParams; Reply: AdditionOptionsResponse }>(
    '/bookings/:id/additionOptions',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "The addition options of a booking's treatments (extend)",
        params: { $ref: '/api/booking-params#' },
        response: {
          200: { $ref: '/api/addition-options-response#' },
          ...errors({ 400: INVALID_INPUT, 403: NOT_ENABLED, 404: BOOKING_404, 409: 'BOOKING_IS_CANCELLED, BOOKING_NOT_CONFIRMED, BOOKING_HAS_STARTED: only an upcoming confirmed booking is extended.' }, 'extraBookings'),
        },
      },
    },
    async (request) => additionOptions(app.deps, request.worker!, request.params.id),
  );

  app.post<{ Body: BookingCreateBody; Reply: BookingResponse }>(
    '/bookings/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Book the customer of one of the worker\'s bookings again: an unconfirmed booking, paid by an authorisation on a saved card',
        body: { $ref: '/api/booking-create-body#' },
        response: {
          201: { $ref: '/api/booking-response#' },
          ...errors(
            {
              400: `${BASKET_400} INVALID_DATE_TIME, DATE_NOT_BOOKABLE, SLOT_OUTSIDE_HOURS, SLOT_NOT_ON_GRID, SLOT_IN_PAST, SLOT_NOT_AVAILABLE on /startsAt; POSTCODE_INVALID, NOT_IN_SERVICE_AREAS on /postcode (the given one, or without one the booking's place); POSTCODE_REQUIRED on /postcode (no postcode given and the booking has none, or address lines without a postcode); ADDRESS_REQUIRED on /address1 (another place without its first line); CARD_UNKNOWN, CARD_EXPIRED on /cardId.`,
              402: 'PAYMENT_DECLINED: the card was refused; nothing was booked.',
              403: NOT_ENABLED,
              404: `${BOOKING_404} (fromBookingId)`,
              409: `SLOT_TAKEN: the worker has another booking then. ${BASKET} BOOKING_HAS_NO_CUSTOMER: the booking has no customer account.`,
            },
            'extraBookings',
          ),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createRebooking(deps(), request.worker!, request.body, detailOptions)),
  );

  app.post<{ Params: BookingParams; Body: BookingAdditionsBody; Reply: BookingResponse }>(
    '/bookings/:id/additions',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Extend a booking with additions of the price list',
        params: { $ref: '/api/booking-params#' },
        body: { $ref: '/api/booking-additions-body#' },
        response: {
          200: { $ref: '/api/booking-response#' },
          ...errors(
            {
              400: `${INVALID_INPUT} NOT_A_TREATMENT_OF_BOOKING on /additions/<n>/speciality, ADDITION_NOT_OFFERED on /additions/<n>/id.`,
              402: 'PAYMENT_DECLINED: the card was refused; nothing was added.',
              403: NOT_ENABLED,
              404: BOOKING_404,
              409: `BOOKING_IS_CANCELLED, BOOKING_NOT_CONFIRMED, BOOKING_HAS_STARTED; ${BASKET} EXTENSION_OVERLAPS_NEXT_BOOKING, EXTENSION_NOT_AVAILABLE, EXTENSION_OUTSIDE_HOURS.`,
            },
            'extraBookings',
          ),
        },
      },
    },
    async (request) => addAdditions(deps(), request.worker!, request.params.id, request.body, detailOptions),
  );

  app.get<{ Reply: PaymentClientTokenResponse }>(
    '/payments/client-token',
    {
      onRequest: guard,
      schema: { ...base, summary: "A client token of the card-payment provider, with the region's public key", response: { 200: { $ref: '/api/payment-client-token-response#' }, ...errors({}, 'extraBookings') } },
    },
    async (request) => ({
      provider: opts.payments.name,
      clientToken: await opts.payments.clientToken(request.worker!.id),
      publicKey: workerRegion(app.deps.regions, request.worker!).keyValues.cardPaymentPublicKey,
    }),
  );

  const rtb = app.requireAccess('requestToBook');
  app.get<{ Reply: BookingRequestsResponse }>(
    '/booking-requests',
    {
      onRequest: rtb,
      schema: { ...base, summary: "The worker's pending requests to book, soonest expiry first", response: { 200: { $ref: '/api/booking-requests-response#' }, ...errors({ 403: NOT_BETA }, 'requestToBook') } },
    },
    async (request) => listRequests(app.deps, request.worker!),
  );

  app.post<{ Params: BookingRequestParams; Reply: BookingResponse }>(
    '/booking-requests/:id/accept',
    {
      onRequest: rtb,
      config: NO_BODY,
      schema: {
        ...base,
        summary: 'Accept a request to book: it becomes an unconfirmed booking',
        params: { $ref: '/api/booking-request-params#' },
        response: {
          201: { $ref: '/api/booking-response#' },
          ...errors(
            {
              400: INVALID_INPUT,
              403: NOT_BETA,
              404: 'REQUEST_NOT_FOUND: no such request of this worker.',
              409: `REQUEST_EXPIRED, REQUEST_ALREADY_ANSWERED, REQUEST_NOT_BOOKABLE, SLOT_TAKEN, REQUEST_SLOT_UNAVAILABLE; ${BASKET}`,
            },
            'requestToBook',
          ),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await acceptRequest(app.deps, request.worker!, request.params.id, detailOptions)),
  );

  app.post<{ Params: BookingRequestParams; Reply: OkResponse }>(
    '/booking-requests/:id/decline',
    {
      onRequest: rtb,
      config: NO_BODY,
      schema: {
        ...base,
        summary: 'Decline a request to book',
        params: { $ref: '/api/booking-request-params#' },
        response: {
          200: { $ref: '/api/ok-response#' },
          ...errors({ 400: INVALID_INPUT, 403: NOT_BETA, 404: 'REQUEST_NOT_FOUND: no such request of this worker.', 409: 'REQUEST_EXPIRED, REQUEST_ALREADY_ANSWERED.' }, 'requestToBook'),
        },
      },
    },
    async (request) => declineRequest(app.deps, request.worker!, request.params.id),
  );
}
