/**
 * A person's rights over their data (issue 31): a copy of everything the portal holds about them, prepared in the
 * background and downloaded by them, logged in, for 7 days; and closing the account. Practitioners (applicants
 * and workers) and students: the `myData` area; staff accounts close through operations.
 */
import type { Endpoint } from '../endpoint';

/** The person's latest archive request (preparing, ready, expired or failed) and when they may ask again. */
export const getDataExport = {
  method: 'GET',
  path: '/api/me/data-export',
  access: 'myData',
  answers: { 200: 'data-export-response' },
} as const satisfies Endpoint;

/** Asks for a new archive: prepared in the background, an e-mail says when it is ready. One request a day. */
export const requestDataExport = {
  method: 'POST',
  path: '/api/me/data-export',
  access: 'myData',
  body: null,
  answers: { 202: 'data-export-response' },
} as const satisfies Endpoint;

/** The archive itself (a ZIP): its owner only, logged in, until it expires. */
export const downloadDataExport = {
  method: 'GET',
  path: '/api/me/data-export/:exportId/archive',
  access: 'myData',
  params: 'data-export-params',
  answers: { 200: { schema: 'data-export-archive', mediaTypes: ['application/zip'] } },
} as const satisfies Endpoint;

/** Closes the account, confirmed with the password: sessions end, the login stops, the data goes or is kept minimised. */
export const closeAccount = {
  method: 'POST',
  path: '/api/me/close',
  access: 'myData',
  body: 'close-account-body',
  answers: { 204: null },
} as const satisfies Endpoint;

export const MY_DATA_ENDPOINTS = { getDataExport, requestDataExport, downloadDataExport, closeAccount };
