/**
 * Public landing pages (W§2): a partner or campaign landing `(L)/apply/{id}`, and a job-board
 * advert's `/indeed-landing/{stub}`; in the `language` query's language, else the page's.
 */
import type { Endpoint } from '../endpoint';

export const getPartnership = {
  method: 'GET',
  path: '/api/partnerships/:id',
  access: 'public',
  params: 'partnership-params',
  query: 'language-query',
  answers: { 200: 'partnership-response' },
} as const satisfies Endpoint;

export const getIndeedLanding = {
  method: 'GET',
  path: '/api/indeed-landing/:stub/json',
  access: 'public',
  params: 'indeed-landing-params',
  query: 'language-query',
  answers: { 200: 'indeed-landing-response' },
} as const satisfies Endpoint;

export const LANDINGS_ENDPOINTS = { getPartnership, getIndeedLanding };
