/** What the region files publish: their cities, and the configuration of a scope (ETagged public answers). */
import type { Endpoint } from '../endpoint';

export const getRegionCities = {
  method: 'GET',
  path: '/api/cities',
  access: 'public',
  answers: { 200: 'cities-response', 304: null },
} as const satisfies Endpoint;

export const getRegionConfig = {
  method: 'GET',
  path: '/api/config',
  access: 'public',
  query: 'scope-query',
  answers: { 200: 'config-response', 304: null },
} as const satisfies Endpoint;

export const REGIONS_ENDPOINTS = { getRegionCities, getRegionConfig };
