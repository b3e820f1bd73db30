/** The worker's bookings (W§2, W§7): the list, one booking, confirming it, and a note on a past one. */
import type { Endpoint } from '../endpoint';

export const getBookings = {
  method: 'GET',
  path: '/api/bookings',
  access: 'bookings',
  query: 'bookings-query',
  answers: { 200: 'bookings-response' },
} as const satisfies Endpoint;

export const getBooking = {
  method: 'GET',
  path: '/api/bookings/:id',
  access: 'bookings',
  params: 'booking-params',
  answers: { 200: 'booking-response' },
} as const satisfies Endpoint;

/** The one change a worker makes to a booking: `{ isConfirmed: true }`. */
export const confirmBooking = {
  method: 'PUT',
  path: '/api/bookings/:id',
  access: 'bookings',
  params: 'booking-params',
  body: 'booking-update-body',
  answers: { 200: 'booking-response' },
} as const satisfies Endpoint;

export const BOOKINGS_ENDPOINTS = { getBookings, getBooking, confirmBooking };

/** The same confirmation as a GET (the portal's button and the e-mail's link): same-origin only. */
export const heroConfirmBooking = {
  method: 'GET',
  path: '/api/hero/bookings/:id/confirm',
  access: 'bookings',
  params: 'booking-params',
  answers: { 200: 'booking-response' },
} as const satisfies Endpoint;

/** The body is checked with the region's booking-note form, not a schema of schemas/api. */
export const addBookingNote = {
  method: 'POST',
  path: '/api/hero/notes',
  access: 'bookings',
  body: 'note-body',
  answers: { 201: 'note-response' },
} as const satisfies Endpoint;

export const HERO_BOOKINGS_ENDPOINTS = { heroConfirmBooking, addBookingNote };
