/** What visitors did, batched by the browser (also sendBeacon targets): page views, and form events (issue 29). */
import type { Endpoint } from '../endpoint';

export const recordPageViews = {
  method: 'POST',
  path: '/api/events',
  access: 'public',
  body: 'page-view-batch',
  answers: { 204: null },
} as const satisfies Endpoint;

/** Only after the visitor accepted analytics. */
export const recordFormEvents = {
  method: 'POST',
  path: '/api/form-events',
  access: 'public',
  body: 'form-events-batch',
  answers: { 204: null },
} as const satisfies Endpoint;

export const EVENTS_ENDPOINTS = { recordPageViews, recordFormEvents };
