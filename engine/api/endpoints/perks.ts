/**
 * Perks (W§2, W§7, R§2 Student perks): the partner offers (`partnerOffers` area: workers and
 * students, each their own audience's), the linked customer account and accepting marketing
 * (`perks` area), and confirming a link from its e-mail (no session: the inbox is the proof).
 */
import type { Endpoint } from '../endpoint';

export const getPartnerOffers = {
  method: 'GET',
  path: '/api/partner-offers',
  access: 'partnerOffers',
  answers: { 200: 'partner-offers-response' },
} as const satisfies Endpoint;

export const getLinkedUser = {
  method: 'GET',
  path: '/api/linked-user',
  access: 'perks',
  answers: { 200: 'linked-user-response' },
} as const satisfies Endpoint;

/** The body is checked with the region's perks-link form. */
export const linkUser = {
  method: 'POST',
  path: '/api/linked-user',
  access: 'perks',
  body: 'linked-user-body',
  answers: { 200: 'linked-user-response' },
} as const satisfies Endpoint;

export const confirmUserLink = {
  method: 'POST',
  path: '/api/linked-user/confirm',
  access: 'public',
  body: 'linked-user-confirm-body',
  answers: { 200: 'linked-user-confirm-response' },
} as const satisfies Endpoint;

export const unlinkUser = {
  method: 'DELETE',
  path: '/api/linked-user',
  access: 'perks',
  body: null,
  answers: { 200: 'linked-user-response' },
} as const satisfies Endpoint;

export const acceptMarketing = {
  method: 'POST',
  path: '/api/acceptMarketing',
  access: 'perks',
  body: 'accept-marketing-body',
  payload: 'accept-marketing-request',
  answers: { 200: 'accept-marketing-response' },
} as const satisfies Endpoint;

export const PERKS_ENDPOINTS = { getPartnerOffers, getLinkedUser, linkUser, confirmUserLink, unlinkUser, acceptMarketing };
