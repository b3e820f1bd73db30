/**
 * A worker's documents (W§2 Documents, W§3 Document type / Worker document): the types of their
 * scope with the files uploaded for each, the progress figure, and adding, reading and deleting
 * files. Every function takes the worker whose documents they are; another worker's document
 * is simply not found.
 */
import { and, asc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { workerDocuments, workers } from '../platform/db/schema';
import type { DocumentsResponse } from '../../engine/generated/api/documents-response';
import type { WorkerDocument } from '../../engine/generated/api/worker-document';
import type { RegionSet } from '../../engine/regions/types';
import { insuranceExpiryProblem, type ExpiryProblem } from '../../engine/rules/document-expiry';
import { documentProgress } from '../../engine/rules/document-progress';
import { HttpError } from '../platform/http/errors';
import { EXTENSION, sniffMediaType, type DocumentMediaType } from './content-sniffing';
import { fileKindOfMediaType, fileKindRefusal, fileKindsOf } from '../../engine/rules/document-files';
import { documentTypeRows, documentTypesFor } from './document-types';
import type { DocumentStore, ReceivedFile } from '../platform/storage/document-store';

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
    expiresOn: row.expiresOn,
  };
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
      insurance: type.insurance === true,
      fileKinds: [...fileKindsOf(type)],
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
  /** The expiry date of an insurance certificate (YYYY-MM-DD). */
  expiresOn: string | undefined;
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
 * PNG, HEIC, and of a kind the type takes: a profile photo is an image), then the row and the file are committed together. A single-file type keeps only
 * the newest file (a new insurance certificate replaces the old one); a multi type keeps at most
 * its `maxFiles` (413 DOCUMENT_TYPE_FULL), and all the worker's files together stay within the
 * quota (413 DOCUMENT_QUOTA_EXCEEDED). Both are checked with the worker's row locked, so two
 * uploads at once cannot both squeeze under a limit.
 */
export async function addDocument(
  db: Database,
  set: RegionSet,
  store: DocumentStore,
  worker: DocumentOwner,
  input: AddDocumentInput,
  quota: DocumentQuota,
  /** Today in the worker's city (YYYY-MM-DD): an insurance expiry may not be earlier. */
  today: string,
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
  const expiresOn = checkExpiry(type.insurance === true, input.expiresOn, today);
  const mimeType: DocumentMediaType | null = sniffMediaType(input.file.head);
  if (!mimeType) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a PDF, JPEG, PNG or HEIC file.');
  }
  // The kinds this type takes (region data): a profile photo is a photo, whatever the file is named.
  const kind = fileKindOfMediaType(mimeType);
  const refusal = kind ? fileKindRefusal(kind, fileKindsOf(type)) : null;
  if (refusal) {
    throw new HttpError(415, refusal, refusal === 'DOCUMENT_IMAGE_ONLY' ? 'This document takes a photo: a JPEG, PNG or HEIC image.' : 'This document takes a PDF file.', [
      { path: '/file', code: refusal },
    ]);
  }

  let replaced: string[] = [];
  let committed = false;
  const stored = db.transaction(async (tx) => {
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
        expiresOn,
      })
      .returning();
    if (type.insurance) await refreshInsuranceExpiry(tx, worker.id);
    // Inside the transaction: if the file cannot be put in place, the row is not kept either.
    await store.commit(input.file, mimeType);
    committed = true;
    return inserted;
  });
  const row = await stored.catch(async (err: unknown) => {
    // The file went in but the transaction did not commit: no row will ever name it.
    if (committed) await store.remove(input.file.key).catch(() => {});
    throw err;
  });
  await Promise.all(replaced.map((key) => store.remove(key).catch(() => {})));
  return documentJson(row);
}

const EXPIRY_MESSAGE: Record<ExpiryProblem, string> = {
  FORM_ERROR_REQUIRED: 'Give the date your insurance expires.',
  NOT_A_DATE: 'The expiry date must be a real date, YYYY-MM-DD.',
  IN_THE_PAST: 'This insurance has already expired: upload your current certificate.',
  TOO_FAR_AHEAD: 'The expiry date is more than 10 years ahead: check the year.',
};

/**
 * The expiry date to store: required and checked for an insurance type (engine/rules/document-expiry.ts),
 * refused for any other type (it would feed nothing and mislead the page).
 */
function checkExpiry(insurance: boolean, expiresOn: string | undefined, today: string): string | null {
  if (!insurance) {
    if (expiresOn === undefined) return null;
    throw new HttpError(400, 'VALIDATION_FAILED', 'This document type has no expiry date.', [{ path: '/expiresOn', code: 'FORM_ERROR_UNKNOWN_FIELD' }]);
  }
  const problem = insuranceExpiryProblem(expiresOn, today);
  if (problem) throw new HttpError(400, 'DOCUMENT_EXPIRY_INVALID', EXPIRY_MESSAGE[problem], [{ path: '/expiresOn', code: 'DOCUMENT_EXPIRY_INVALID' }]);
  return expiresOn!;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * workers.insurance_expires_at = the latest expiry among the worker's files that carry one (only
 * insurance types do), kept as that day at 00:00 UTC: readers take its UTC date as the day
 * (server/popups/popup-service.ts). Null once no such file is left.
 */
async function refreshInsuranceExpiry(tx: Tx, workerId: string): Promise<void> {
  const [latest] = await tx
    .select({ day: max(workerDocuments.expiresOn) })
    .from(workerDocuments)
    .where(and(eq(workerDocuments.workerId, workerId), isNotNull(workerDocuments.expiresOn)));
  const day = latest?.day ?? null;
  await tx.update(workers).set({ insuranceExpiresAt: day ? new Date(`${day}T00:00:00.000Z`) : null }).where(eq(workers.id, workerId));
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

export async function deleteDocument(db: Database, store: DocumentStore, workerId: string, documentId: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(workerDocuments)
      .where(and(eq(workerDocuments.id, documentId), eq(workerDocuments.workerId, workerId)))
      .returning({ storageKey: workerDocuments.storageKey, expiresOn: workerDocuments.expiresOn });
    if (deleted?.expiresOn) await refreshInsuranceExpiry(tx, workerId);
    return deleted;
  });
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
