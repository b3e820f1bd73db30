/** Marketing preferences (R§2, R§7) anyone may change; accepting marketing mail is the perks area's. */
import type { Endpoint } from '../endpoint';

/** The body is held to the `unsubscribe` form. */
export const unsubscribeMarketing = {
  method: 'POST',
  path: '/api/unsubscribe',
  access: 'public',
  body: 'unsubscribe-body',
  answers: { 200: 'ok-response' },
} as const satisfies Endpoint;

export const MARKETING_ENDPOINTS = { unsubscribeMarketing };
