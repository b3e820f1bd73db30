/**
 * Reads the multipart body of POST /api/workers/{id}/documents (fields `type` and, for insurance, `expiresOn`, then `file`) as it
 * streams in: the file goes straight to the document store as a `.part` file, so a 10 MB upload is
 * never held in memory. Anything refused on the way (a second file, a file in another field,
 * one over the size limit, a body busboy cannot read) leaves no file behind.
 */
import type { Multipart } from '@fastify/multipart';
import { HttpError } from '../platform/http/errors';
import type { DocumentStore, ReceivedFile } from '../platform/storage/document-store';

/** The spec's limit of one document (W§2); @fastify/multipart's `fileSize` is set from it. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface DocumentUpload {
  /** The `type` field: a document type key (the service checks it against the worker's types). */
  type: string | undefined;
  /** The `expiresOn` field (an insurance certificate's expiry date, YYYY-MM-DD), as sent. */
  expiresOn: string | undefined;
  /** The uploader's file name, as sent. */
  originalName: string | undefined;
  /** Received but not committed: the caller commits it with the row, or discards it. */
  file: ReceivedFile;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'A document can be at most 10 MB.');

const malformed = () =>
  new HttpError(400, 'MALFORMED_MULTIPART', 'The upload could not be read: send multipart/form-data with the fields type and file.');

function isStatus(err: unknown, status: number): boolean {
  return typeof err === 'object' && err !== null && (err as { statusCode?: unknown }).statusCode === status;
}

export async function readDocumentUpload(parts: AsyncIterable<Multipart>, store: DocumentStore): Promise<DocumentUpload> {
  const fields: Record<string, string> = {};
  let received: ReceivedFile | null = null;
  let originalName: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || received) {
          part.file.resume();
          throw new HttpError(400, 'VALIDATION_FAILED', 'Send one file, in the field "file".', [
            { path: `/${part.fieldname}`, code: 'FORM_ERROR_UNKNOWN_FIELD' },
          ]);
        }
        received = await store.receive(part.file);
        originalName = part.filename;
        if (part.file.truncated) throw tooLarge();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (received) await store.discard(received.key);
    if (err instanceof HttpError) throw err;
    if (isStatus(err, 413)) throw tooLarge();
    // Busboy's own complaints (no boundary, a truncated body, a broken part header) and
    // @fastify/multipart's 4xx are the sender's mistake, never a 500.
    throw malformed();
  }
  if (!received) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Choose a file to upload.', [{ path: '/file', code: 'FORM_ERROR_REQUIRED' }]);
  }
  return { type: fields.type, expiresOn: fields.expiresOn, originalName, file: received };
}
