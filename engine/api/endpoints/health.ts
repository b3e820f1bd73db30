/** Whether the process, its database and its region set answer. */
import type { Endpoint } from '../endpoint';

export const getHealth = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  answers: { 200: 'health-response' },
} as const satisfies Endpoint;

export const HEALTH_ENDPOINTS = { getHealth };
