/** Who invited a visitor: the practitioner behind the referral code of a sign-up link. */
import type { Endpoint } from '../endpoint';

export const getHeroReferrer = {
  method: 'GET',
  path: '/api/hero-referrer/:code',
  access: 'public',
  params: 'hero-referrer-params',
  answers: { 200: 'hero-referrer-response' },
} as const satisfies Endpoint;

export const REFERRER_ENDPOINTS = { getHeroReferrer };
