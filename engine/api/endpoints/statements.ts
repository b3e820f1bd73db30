/** The worker's statements (W§2, W§4, W§7): the list, confirming one, and its PDF. */
import type { Endpoint } from '../endpoint';

export const getStatements = {
  method: 'GET',
  path: '/api/hero/statements',
  access: 'statements',
  query: 'statements-query',
  answers: { 200: 'statements-response' },
} as const satisfies Endpoint;

/** A GET that changes something (W§7): same-origin only. */
export const confirmStatement = {
  method: 'GET',
  path: '/api/hero/statements/:id/confirm',
  access: 'statements',
  params: 'statement-params',
  answers: { 200: 'statement' },
} as const satisfies Endpoint;

/** Opened as a link (a new tab), not fetched: endpointUrl. */
export const getStatementPdf = {
  method: 'GET',
  path: '/api/hero/statements/:id/pdf',
  access: 'statements',
  params: 'statement-params',
  answers: { 200: { schema: 'pdf-document', mediaTypes: ['application/pdf'] } },
} as const satisfies Endpoint;

export const STATEMENTS_ENDPOINTS = { getStatements, confirmStatement, getStatementPdf };
