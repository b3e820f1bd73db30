/**
 * The logged-in person's consents (issue 31): marketing mail to their e-mail address (the choice on record,
 * changeable here with its date) and the terms and conditions they accepted. Practitioners and students only:
 * staff accounts get no marketing mail and accept no terms (the `consents` area answers them 403 NOT_FOR_STAFF).
 */
import type { Endpoint } from '../endpoint';

export const getConsents = {
  method: 'GET',
  path: '/api/me/consents',
  access: 'consents',
  answers: { 200: 'consents-response' },
} as const satisfies Endpoint;

/** Records the marketing choice for the account's e-mail address with its time, like /unsubscribe and acceptMarketing. */
export const putConsents = {
  method: 'PUT',
  path: '/api/me/consents',
  access: 'consents',
  body: 'consents-update-body',
  answers: { 200: 'consents-response' },
} as const satisfies Endpoint;

export const CONSENTS_ENDPOINTS = { getConsents, putConsents };
