/** The worker's documents (W§2, W§7): the list, the upload, a document's file, its deletion. Owner only. */
import type { Endpoint } from '../endpoint';

export const getDocuments = {
  method: 'GET',
  path: '/api/documents',
  access: 'documents',
  answers: { 200: 'documents-response' },
} as const satisfies Endpoint;

/**
 * A multipart/form-data body (type, expiresOn, file), read as it streams in: sent by an
 * XMLHttpRequest to its `endpointUrl` (upload progress), not by callEndpoint.
 */
export const uploadDocument = {
  method: 'POST',
  path: '/api/workers/:id/documents',
  access: 'documents',
  params: 'worker-params',
  body: 'document-upload-body',
  bodyMediaType: 'multipart/form-data',
  answers: { 201: 'document-upload-response' },
} as const satisfies Endpoint;

/** The media types an upload's content may be (server/documents/content-sniffing.ts EXTENSION). */
export const getDocumentFile = {
  method: 'GET',
  path: '/api/documents/:docId/file',
  access: 'documents',
  params: 'document-params',
  answers: { 200: { schema: 'document-file', mediaTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] } },
} as const satisfies Endpoint;

export const deleteDocument = {
  method: 'DELETE',
  path: '/api/documents/:docId',
  access: 'documents',
  params: 'document-params',
  body: null,
  answers: { 204: null },
} as const satisfies Endpoint;

export const DOCUMENTS_ENDPOINTS = { getDocuments, uploadDocument, getDocumentFile, deleteDocument };
