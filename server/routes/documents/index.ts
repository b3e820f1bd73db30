/**
 * Documents (W§2, W§7): `GET /api/documents`, the file gateway `POST /api/workers/{id}/documents`
 * (multipart: type, file), `GET /api/documents/{docId}/file` and `DELETE /api/documents/{docId}`.
 * Only the owner reaches a document: another worker's upload target is 403, another worker's
 * file is 404 (its existence is not revealed).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { SessionWorker } from '../../auth/session-service';
import { HttpError } from '../../errors';
import { addDocument, deleteDocument, findDocument, listDocuments } from '../../documents/document-service';
import { syncDocumentTypes } from '../../documents/document-types';
import { UploadStore, type ReceivedFile } from '../../documents/upload-store';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface DocumentsRoutesOptions {
  /** Folder of the uploaded files (main.ts: DATA_DIR/uploads); null: a temporary folder removed when the app closes. */
  uploadsDir: string | null;
}

const documentSchema = {
  type: 'object',
  required: ['_id', 's3ObjectName', 'url', 'originalName', 'createdAt', 'mimeType', 'size'],
  additionalProperties: false,
  properties: {
    _id: { type: 'string' },
    s3ObjectName: { type: 'string' },
    url: { type: 'string' },
    originalName: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    mimeType: { type: 'string' },
    size: { type: 'integer' },
  },
} as const;

const progressSchema = {
  type: 'object',
  required: ['required', 'done'],
  additionalProperties: false,
  properties: { required: { type: 'integer' }, done: { type: 'integer' } },
} as const;

const documentsResponseSchema = {
  type: 'object',
  required: ['documentTypes', 'progress'],
  additionalProperties: false,
  properties: {
    documentTypes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'name', 'contentDescription', 'hasPriority', 'required', 'multi', 'documents'],
        additionalProperties: false,
        properties: {
          key: { type: 'string' },
          name: { type: 'string', description: 'translation key' },
          contentDescription: { type: 'string', description: 'translation key' },
          hasPriority: { type: 'boolean' },
          required: { type: 'boolean' },
          multi: { type: 'boolean' },
          documents: { type: 'array', items: documentSchema },
        },
      },
    },
    progress: progressSchema,
  },
} as const;

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'A document can be at most 10 MB.');

function isStatus(err: unknown, status: number): boolean {
  return typeof err === 'object' && err !== null && (err as { statusCode?: unknown }).statusCode === status;
}

function assertWorker(worker: SessionWorker): void {
  if (worker.studentAccount) throw new HttpError(403, 'WORKER_ONLY', 'This part of the portal is for practitioners.');
}

/** `inline` with the original name, ASCII fallback plus RFC 5987 UTF-8 form. */
function contentDisposition(name: string | null): string {
  const fallback = (name ?? 'document').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name ?? 'document')}`;
}

export default async function documentsRoutes(app: FastifyInstance, opts: DocumentsRoutesOptions) {
  const store = await UploadStore.open(opts.uploadsDir);
  app.addHook('onClose', async () => store.close());

  const synced = await syncDocumentTypes(app.db, app.regions.set);
  app.log.debug(synced, 'document types synchronised from the region files');

  // Only this plugin's routes take multipart bodies; the file size limit is the spec's 10 MB.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  app.get('/documents', { preHandler: app.requireWorker, schema: { response: { 200: documentsResponseSchema } } }, async (request) => {
    const worker = request.worker!;
    assertWorker(worker);
    return listDocuments(app.db, app.regions.set, worker);
  });

  app.post<{ Params: { id: string } }>(
    '/workers/:id/documents',
    {
      preHandler: app.requireWorker,
      schema: {
        response: {
          201: {
            type: 'object',
            required: ['document', 'documentType', 'progress'],
            additionalProperties: false,
            properties: { document: documentSchema, documentType: { type: 'string' }, progress: progressSchema },
          },
        },
      },
    },
    async (request, reply) => {
      const worker = request.worker!;
      assertWorker(worker);
      if (request.params.id !== worker.id) throw new HttpError(403, 'FORBIDDEN', 'You can only upload your own documents.');
      if (!request.isMultipart()) {
        throw new HttpError(400, 'MULTIPART_REQUIRED', 'Send the document as multipart/form-data with the fields type and file.');
      }

      const fields: Record<string, string> = {};
      let received: ReceivedFile | null = null;
      let originalName: string | undefined;
      try {
        for await (const part of request.parts()) {
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
        if (!(err instanceof HttpError) && isStatus(err, 413)) throw tooLarge();
        throw err;
      }
      if (!received) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Choose a file to upload.', [{ path: '/file', code: 'FORM_ERROR_REQUIRED' }]);
      }

      const file = received;
      try {
        const document = await addDocument(app.db, app.regions.set, store, worker, { type: fields.type, originalName, file });
        const { progress } = await listDocuments(app.db, app.regions.set, worker);
        return reply.status(201).send({ document, documentType: fields.type, progress });
      } catch (err) {
        await store.discard(file.key);
        throw err;
      }
    },
  );

  app.get<{ Params: { docId: string } }>('/documents/:docId/file', { preHandler: app.requireWorker }, async (request, reply) => {
    const worker = request.worker!;
    assertWorker(worker);
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
  });

  app.delete<{ Params: { docId: string } }>(
    '/documents/:docId',
    { preHandler: app.requireWorker, schema: { response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const worker = request.worker!;
      assertWorker(worker);
      await deleteDocument(app.db, store, worker.id, request.params.docId);
      return reply.status(204).send();
    },
  );
}
