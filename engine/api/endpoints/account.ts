/** The logged-in account (W§7): /api/me and the worker's referrals. */
import type { Endpoint } from '../endpoint';

export const getMe = {
  method: 'GET',
  path: '/api/me',
  access: 'session',
  answers: { 200: 'session-response' },
} as const satisfies Endpoint;

/** Parts of the account; each part also needs its own area (server/accounts/me-update-areas.ts). */
export const putMe = {
  method: 'PUT',
  path: '/api/me',
  access: 'session',
  body: 'me-update-body',
  payload: 'me-update',
  headers: 'form-version-headers',
  answers: { 200: 'session-response' },
} as const satisfies Endpoint;

export const getReferrals = {
  method: 'GET',
  path: '/api/me/referrals',
  access: 'referrals',
  answers: { 200: 'referrals-response' },
} as const satisfies Endpoint;

export const ACCOUNT_ENDPOINTS = { getMe, putMe, getReferrals };
