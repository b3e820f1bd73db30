/**
 * A worker's documents (W§2 Documents, W§3 Document type / Worker document): the types of their
 * scope with the files uploaded for each, the progress figure, and adding, reading and deleting
 * files. Every function takes the worker whose documents they are; another worker's document
 * is simply not found.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workerDocuments, workers } from '../db/schema';
import type { DocumentProgress } from '../../engine/generated/api/document-progress';
import type { DocumentsResponse, DocumentTypeWithDocuments } from '../../engine/generated/api/documents-response';
import type { WorkerDocument } from '../../engine/generated/api/worker-document';
import type { RegionSet } from '../../engine/regions/types';
import { HttpError } from '../errors';
import { EXTENSION, sniffMediaType, type DocumentMediaType } from './content-sniffing';
import { documentTypeRows, documentTypesFor } from './document-types';
import type { ReceivedFile, UploadStore } from './upload-store';

export interface DocumentOwner {
  id: string;
  cityId: string | null;
  countryId: string | null;
}

type WorkerDocumentRow = typeof workerDocuments.$inferSelect;

export function documentJson(row: WorkerDocumentRow): WorkerDocument {
  return {
    _id: row.id,
    s3ObjectName: row.storageKey,
    url: `/api/documents/${row.id}/file`,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
    mimeType: row.mimeType,
    size: row.sizeBytes,
  };
}

/** W§2: required types with at least one file, out of the required types. */
export function documentProgress(types: readonly DocumentTypeWithDocuments[]): DocumentProgress {
  const required = types.filter((t) => t.required);
  return { required: required.length, done: required.filter((t) => t.documents.length > 0).length };
}

export async function listDocuments(db: Database, set: RegionSet, worker: DocumentOwner): Promise<DocumentsResponse> {
  const { scope, types } = documentTypesFor(set, worker);
  const rows = await documentTypeRows(db, scope);
  const ids = types.map((t) => rows.get(t.key)?.id).filter((id): id is string => Boolean(id));
  const files = ids.length
    ? await db
        .select()
        .from(workerDocuments)
        .where(and(eq(workerDocuments.workerId, worker.id), inArray(workerDocuments.documentTypeId, ids)))
        .orderBy(asc(workerDocuments.createdAt), asc(workerDocuments.id))
    : [];
  const documentTypes = types.map((type) => {
    const id = rows.get(type.key)?.id;
    return {
      key: type.key,
      name: type.name,
      contentDescription: type.contentDescription,
      hasPriority: type.hasPriority,
      required: type.required,
      multi: type.multi,
      documents: files.filter((f) => f.documentTypeId === id).map(documentJson),
    };
  });
  return { documentTypes, progress: documentProgress(documentTypes) };
}

/** A name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanOriginalName(name: string | undefined): string | null {
  if (!name) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base ? base.slice(0, 200) : null;
}

export interface AddDocumentInput {
  type: string | undefined;
  originalName: string | undefined;
  file: ReceivedFile;
}

export interface DocumentQuota {
  /** The total size of one worker's documents (region setting documentsMaxTotalMegabytes, in bytes). */
  maxTotalBytes: number;
}

const MIB = 1024 * 1024;

/** The quota of the worker's region (`documentsMaxTotalMegabytes`). */
export function documentQuota(region: { keyValues: { documentsMaxTotalMegabytes: number } }): DocumentQuota {
  return { maxTotalBytes: region.keyValues.documentsMaxTotalMegabytes * MIB };
}

/**
 * Stores a received file as the worker's document of a type: checked by content (PDF, JPEG,
 * PNG, HEIC), then the row and the file are committed together. A single-file type keeps only
 * the newest file (a new insurance certificate replaces the old one); a multi type keeps at most
 * its `maxFiles` (413 DOCUMENT_TYPE_FULL), and all the worker's files together stay within the
 * quota (413 DOCUMENT_QUOTA_EXCEEDED). Both are checked with the worker's row locked, so two
 * uploads at once cannot both squeeze under a limit.
 */
export async function addDocument(
  db: Database,
  set: RegionSet,
  store: UploadStore,
  worker: DocumentOwner,
  input: AddDocumentInput,
  quota: DocumentQuota,
): Promise<WorkerDocument> {
  const { scope, types } = documentTypesFor(set, worker);
  const type = types.find((t) => t.key === input.type);
  const typeRow = type ? (await documentTypeRows(db, scope)).get(type.key) : undefined;
  if (!type || !typeRow) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'Choose one of your document types.', [
      { path: '/type', code: input.type ? 'FORM_ERROR_INVALID_OPTION' : 'FORM_ERROR_REQUIRED' },
    ]);
  }
  if (input.file.size === 0) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The file is empty.', [{ path: '/file', code: 'FORM_ERROR_FILE_EMPTY' }]);
  }
  const mimeType: DocumentMediaType | null = sniffMediaType(input.file.head);
  if (!mimeType) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a PDF, JPEG, PNG or HEIC file.');
  }

  let replaced: string[] = [];
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id)).for('update');
    const kept = await tx
      .select({ documentTypeId: workerDocuments.documentTypeId, size: workerDocuments.sizeBytes })
      .from(workerDocuments)
      .where(eq(workerDocuments.workerId, worker.id));
    const ofType = kept.filter((k) => k.documentTypeId === typeRow.id);
    if (type.multi && ofType.length >= (type.maxFiles ?? 1)) {
      throw new HttpError(413, 'DOCUMENT_TYPE_FULL', `This document type keeps at most ${type.maxFiles ?? 1} files: delete one first.`, [
        { path: '/type', code: 'DOCUMENT_TYPE_FULL' },
      ]);
    }
    const stays = type.multi ? kept : kept.filter((k) => k.documentTypeId !== typeRow.id);
    const total = stays.reduce((sum, k) => sum + k.size, 0) + input.file.size;
    if (total > quota.maxTotalBytes) {
      throw new HttpError(413, 'DOCUMENT_QUOTA_EXCEEDED', `Your documents can take at most ${quota.maxTotalBytes / MIB} MB together: delete one first.`, [
        { path: '/file', code: 'DOCUMENT_QUOTA_EXCEEDED' },
      ]);
    }
    if (!type.multi) {
      const old = await tx
        .delete(workerDocuments)
        .where(and(eq(workerDocuments.workerId, worker.id), eq(workerDocuments.documentTypeId, typeRow.id)))
        .returning({ storageKey: workerDocuments.storageKey });
      replaced = old.map((o) => o.storageKey);
    }
    const [inserted] = await tx
      .insert(workerDocuments)
      .values({
        workerId: worker.id,
        documentTypeId: typeRow.id,
        storageKey: input.file.key,
        originalName: cleanOriginalName(input.originalName) ?? `${type.key}${EXTENSION[mimeType]}`,
        mimeType,
        sizeBytes: input.file.size,
      })
      .returning();
    // Inside the transaction: if the file cannot be put in place, the row is not kept either.
    await store.commit(input.file.key);
    return inserted;
  });
  await Promise.all(replaced.map((key) => store.remove(key).catch(() => {})));
  return documentJson(row);
}

export async function findDocument(db: Database, workerId: string, documentId: string): Promise<WorkerDocumentRow> {
  const [row] = await db
    .select()
    .from(workerDocuments)
    .where(and(eq(workerDocuments.id, documentId), eq(workerDocuments.workerId, workerId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'DOCUMENT_NOT_FOUND', 'No such document.');
  return row;
}

export async function deleteDocument(db: Database, store: UploadStore, workerId: string, documentId: string): Promise<void> {
  const [row] = await db
    .delete(workerDocuments)
    .where(and(eq(workerDocuments.id, documentId), eq(workerDocuments.workerId, workerId)))
    .returning({ storageKey: workerDocuments.storageKey });
  if (!row) throw new HttpError(404, 'DOCUMENT_NOT_FOUND', 'No such document.');
  await store.remove(row.storageKey);
}

/**
 * W§3 pendingDocumentTypes: keys of the worker's required document types without a file, in
 * display order; the same reading of the region files as GET /api/documents.
 */
export async function pendingDocumentTypes(db: Database, set: RegionSet, worker: DocumentOwner): Promise<string[]> {
  const { documentTypes } = await listDocuments(db, set, worker);
  return documentTypes.filter((t) => t.required && t.documents.length === 0).map((t) => t.key);
}
