/**
 * Issue 26: the booking-creation helpers of W§7 and the extra bookings (extend a booking, book a
 * returning customer again), and requests to book.
 */
import type { Endpoint } from '../endpoint';

export const getBookableDates = {
  method: 'GET',
  path: '/api/dates',
  access: 'extraBookings',
  answers: { 200: 'bookable-dates-response' },
} as const satisfies Endpoint;

export const getWorkerSpecialities = {
  method: 'GET',
  path: '/api/workers/:id/specialities',
  access: 'extraBookings',
  params: 'worker-id-params',
  answers: { 200: 'worker-specialities-response' },
} as const satisfies Endpoint;

export const getBookingProducts = {
  method: 'GET',
  path: '/api/products',
  access: 'extraBookings',
  query: 'products-query',
  answers: { 200: 'products-response' },
} as const satisfies Endpoint;

export const checkBookingLocation = {
  method: 'POST',
  path: '/api/search/checkLocationIsValid',
  access: 'extraBookings',
  body: 'location-check-body',
  answers: { 200: 'location-check-response' },
} as const satisfies Endpoint;

/** A read, though a POST (the basket is the body). */
export const getAvailableSlots = {
  method: 'POST',
  path: '/api/search/availableSlotsForWorkersOnDate',
  access: 'extraBookings',
  body: 'available-slots-body',
  answers: { 200: 'available-slots-response' },
} as const satisfies Endpoint;

/** A read, though a POST (the basket is the body). */
export const getBookingPrice = {
  method: 'POST',
  path: '/api/bookings/price',
  access: 'extraBookings',
  body: 'booking-price-body',
  answers: { 200: 'booking-price-response' },
} as const satisfies Endpoint;

export const getCustomerCards = {
  method: 'GET',
  path: '/api/users/:id/cards',
  access: 'extraBookings',
  params: 'customer-params',
  answers: { 200: 'customer-cards-response' },
} as const satisfies Endpoint;

export const getAdditionOptions = {
  method: 'GET',
  path: '/api/bookings/:id/additionOptions',
  access: 'extraBookings',
  params: 'booking-params',
  answers: { 200: 'addition-options-response' },
} as const satisfies Endpoint;

/** Book a returning customer again; the trailing slash is the spec's. */
export const createBooking = {
  method: 'POST',
  path: '/api/bookings/',
  access: 'extraBookings',
  body: 'booking-create-body',
  answers: { 201: 'booking-response' },
} as const satisfies Endpoint;

export const addBookingAdditions = {
  method: 'POST',
  path: '/api/bookings/:id/additions',
  access: 'extraBookings',
  params: 'booking-params',
  body: 'booking-additions-body',
  answers: { 200: 'booking-response' },
} as const satisfies Endpoint;

export const getPaymentClientToken = {
  method: 'GET',
  path: '/api/payments/client-token',
  access: 'extraBookings',
  answers: { 200: 'payment-client-token-response' },
} as const satisfies Endpoint;

export const getBookingRequests = {
  method: 'GET',
  path: '/api/booking-requests',
  access: 'requestToBook',
  answers: { 200: 'booking-requests-response' },
} as const satisfies Endpoint;

export const acceptBookingRequest = {
  method: 'POST',
  path: '/api/booking-requests/:id/accept',
  access: 'requestToBook',
  params: 'booking-request-params',
  body: null,
  answers: { 201: 'booking-response' },
} as const satisfies Endpoint;

export const declineBookingRequest = {
  method: 'POST',
  path: '/api/booking-requests/:id/decline',
  access: 'requestToBook',
  params: 'booking-request-params',
  body: null,
  answers: { 200: 'ok-response' },
} as const satisfies Endpoint;

export const EXTRA_BOOKINGS_ENDPOINTS = {
  getBookableDates,
  getWorkerSpecialities,
  getBookingProducts,
  checkBookingLocation,
  getAvailableSlots,
  getBookingPrice,
  getCustomerCards,
  getAdditionOptions,
  createBooking,
  addBookingAdditions,
  getPaymentClientToken,
  getBookingRequests,
  acceptBookingRequest,
  declineBookingRequest,
};
