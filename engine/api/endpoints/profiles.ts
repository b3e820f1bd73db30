/** The worker's public profile (W§2 Promote): for anyone by its slug, and the worker's own share of it. */
import type { Endpoint } from '../endpoint';

export const getPublicProfile = {
  method: 'GET',
  path: '/api/profiles/:slug',
  access: 'public',
  params: 'public-profile-params',
  answers: { 200: 'public-profile-response' },
} as const satisfies Endpoint;

export const getProfileShare = {
  method: 'GET',
  path: '/api/me/public-profile',
  access: 'promoteProfile',
  answers: { 200: 'profile-share-response' },
} as const satisfies Endpoint;

export const PROFILES_ENDPOINTS = { getPublicProfile, getProfileShare };
