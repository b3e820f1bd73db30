/** The API's own description. */
import type { Endpoint } from '../endpoint';

export const getOpenApiDocument = {
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  answers: { 200: 'openapi-document' },
} as const satisfies Endpoint;

export const getApiReference = {
  method: 'GET',
  path: '/api/docs',
  access: 'public',
  answers: { 200: { schema: 'html-page', mediaTypes: ['text/html'] } },
} as const satisfies Endpoint;

export const OPENAPI_ENDPOINTS = { getOpenApiDocument, getApiReference };
