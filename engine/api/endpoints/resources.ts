/** Resources (W§2): the community sections of the worker's country and language. */
import type { Endpoint } from '../endpoint';

/** The trailing slash is part of the spec's path (W§7 GET /resources/). */
export const getResources = {
  method: 'GET',
  path: '/api/resources/',
  access: 'resources',
  answers: { 200: 'resources-response' },
} as const satisfies Endpoint;

export const RESOURCES_ENDPOINTS = { getResources };
