/** The bookings list's popups and the worker's base location (W§2, W§4). */
import type { Endpoint } from '../endpoint';

export const getPopups = {
  method: 'GET',
  path: '/api/me/popups',
  access: 'popups',
  answers: { 200: 'popups-response' },
} as const satisfies Endpoint;

export const dismissPopup = {
  method: 'POST',
  path: '/api/me/popups/:key/dismiss',
  access: 'popups',
  params: 'popup-params',
  body: null,
  answers: { 204: null },
} as const satisfies Endpoint;

export const updateLocation = {
  method: 'PUT',
  path: '/api/me/location',
  access: 'location',
  body: 'location-update-body',
  payload: 'location-update',
  answers: { 200: 'location-response' },
} as const satisfies Endpoint;

export const confirmLocation = {
  method: 'POST',
  path: '/api/me/location/confirm',
  access: 'location',
  body: null,
  answers: { 200: 'location-response' },
} as const satisfies Endpoint;

export const POPUPS_ENDPOINTS = { getPopups, dismissPopup, updateLocation, confirmLocation };
