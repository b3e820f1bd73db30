/** The terms and conditions and the privacy policy of a country's company. */
import type { Endpoint } from '../endpoint';

export const getLegalText = {
  method: 'GET',
  path: '/api/legal/:document',
  access: 'public',
  params: 'legal-params',
  query: 'legal-query',
  answers: { 200: 'legal-page-response' },
} as const satisfies Endpoint;

export const LEGAL_ENDPOINTS = { getLegalText };
