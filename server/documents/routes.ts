/**
 * Documents (W§2, W§7): `GET /api/documents`, the file gateway `POST /api/workers/{id}/documents`
 * (multipart: type, file), `GET /api/documents/{docId}/file` and `DELETE /api/documents/{docId}`.
 * Only the owner reaches a document: another worker's upload target and another worker's file
 * are 404 (another person's data answers as if it did not exist).
 */
import multipart from '@fastify/multipart';
import { DOCUMENTS_ENDPOINTS, type getDocumentFile } from '../../engine/api/endpoints/documents';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { HttpError } from '../platform/http/errors';
import type { DocumentMediaType } from './content-sniffing';
import { addDocument, deleteDocument, documentQuota, findDocument, listDocuments } from './document-service';
import { workerRegion } from '../platform/workers/worker-region';
import { calendarDay } from '../../engine/time/zoned-time';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import { syncDocumentTypes } from './document-types';
import { MAX_DOCUMENT_BYTES, readDocumentUpload } from './multipart-upload';
import { STALE_PART_MS } from '../platform/storage/upload-store';
import { INVALID_INPUT } from '../platform/api/route-schema';

const NOT_FOUND = 'DOCUMENT_NOT_FOUND: no such document of this worker.';

/** GET /api/documents/{docId}/file answers the types an upload's content may be: the declaration lists each, and only those. */
type DeclaredFileType = (typeof getDocumentFile.answers)[200]['mediaTypes'][number];
const FILE_TYPES_DECLARED: [DeclaredFileType, DocumentMediaType] extends [DocumentMediaType, DeclaredFileType] ? true : never = true;
void FILE_TYPES_DECLARED;

/** `inline` with the original name, ASCII fallback plus RFC 5987 UTF-8 form. */
function contentDisposition(name: string | null): string {
  const fallback = (name ?? 'document').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name ?? 'document')}`;
}

export default featureRoutes(DOCUMENTS_ENDPOINTS, ['documents'], async (app, context) => {
  // The app's store (app.ts): main.ts's DATA_DIR/uploads, else a temporary folder; or the bucket of STORAGE_URL
  // (uploads are still received, and checked, in the folder).
  const store = context.documentStore;
  // Parts left by a crash went at start (UploadStore.open); those too young then go on a later round.
  const sweeper = setInterval(() => {
    store.removeStaleParts().catch((err: unknown) => app.log.warn({ err }, 'could not remove stale upload parts'));
  }, STALE_PART_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });

  const synced = await syncDocumentTypes(app.db, app.regions.set);
  app.log.debug(synced, 'document types synchronised from the region files');

  // Only this plugin's routes take multipart bodies; the file size limit is the spec's 10 MB.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  return {
    getDocuments: {
      summary: "The worker's document types with their files, and the progress figure",
      handler: async (request) => {
        const worker = request.worker!;
        return listDocuments(app.db, app.regions.set, worker);
      },
    },
    uploadDocument: {
      summary: 'Upload a document (multipart: type, then file)',
      answers: { 201: 'Stored' },
      errors: {
        404: `WORKER_NOT_FOUND: another worker's id (the upload target of someone else does not exist for you).`,
        400: `${INVALID_INPUT} DOCUMENT_EXPIRY_INVALID: an insurance type without a real expiry date (expiresOn, YYYY-MM-DD), or one in the past or more than 10 years ahead. MULTIPART_REQUIRED: not a multipart/form-data request. MALFORMED_MULTIPART: a multipart body that cannot be read (no boundary, truncated, broken part headers).`,
        413: 'PAYLOAD_TOO_LARGE: more than 10 MB. DOCUMENT_TYPE_FULL: the type already keeps its maxFiles. DOCUMENT_QUOTA_EXCEEDED: the worker\'s documents would pass documentsMaxTotalMegabytes.',
        429: 'TOO_MANY_UPLOADS: more than documentUploadsPerMinute uploads started this minute.',
        415: 'UNSUPPORTED_MEDIA_TYPE: not a PDF, JPEG, PNG or HEIC file (read from its content). DOCUMENT_IMAGE_ONLY / DOCUMENT_PDF_ONLY: a file of a kind the type does not take (its fileKinds: a profile photo is an image).',
      },
      handler: async (request, reply) => {
        const worker = request.worker!;
        if (request.params.id !== worker.id) throw new HttpError(404, 'WORKER_NOT_FOUND', 'There is no such worker.');
        if (!request.isMultipart()) {
          throw new HttpError(400, 'MULTIPART_REQUIRED', 'Send the document as multipart/form-data with the fields type and file.');
        }
        const region = workerRegion(app.regions, worker);
        // Upload starts per worker per minute (the region's documentUploadsPerMinute), counted in the database: shared by instances.
        await app.limits.admit(
          reply,
          { limit: { bucket: 'document-uploads', max: region.keyValues.documentUploadsPerMinute, windowMs: 60_000 }, key: worker.id },
          { code: 'TOO_MANY_UPLOADS', message: 'Too many uploads in a minute. Wait a moment and try again.' },
        );
        const upload = await readDocumentUpload(request.parts(), store);
        try {
          const today = calendarDay(app.deps.clock(), cityTimeZone(region));
          const document = await addDocument(app.db, app.regions.set, store, worker, upload, documentQuota(region), today);
          const { progress } = await listDocuments(app.db, app.regions.set, worker);
          // addDocument refused any type but one of the worker's keys, so `type` is that key.
          return reply.status(201).send({ document, documentType: upload.type as string, progress });
        } catch (err) {
          await store.discard(upload.file.key);
          throw err;
        }
      },
    },
    getDocumentFile: {
      summary: "A document's file (owner only)",
      answers: { 200: 'The bytes, with the media type read at upload' },
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
      handler: async (request, reply) => {
        const worker = request.worker!;
        const row = await findDocument(app.db, worker.id, request.params.docId);
        const file = await store.read(row.storageKey);
        if (!file) {
          request.log.warn({ documentId: row.id }, 'document row without its file in the upload store');
          throw new HttpError(404, 'DOCUMENT_NOT_FOUND', 'No such document.');
        }
        return reply
          .type(row.mimeType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(row.originalName))
          .header('cache-control', 'private, no-store')
          // The type was read from the content at upload (PDF or an image): the browser must not guess another.
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    },
    deleteDocument: {
      summary: 'Delete a document (owner only)',
      answers: { 204: 'Deleted' },
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
      handler: async (request, reply) => {
        const worker = request.worker!;
        await deleteDocument(app.db, store, worker.id, request.params.docId);
        return reply.status(204).send();
      },
    },
  };
});
