/**
 * Where uploaded documents live (issue 25, item 13): a folder of this machine (`DATA_DIR/uploads`, the default,
 * upload-store.ts) or, with STORAGE_URL, an S3-compatible bucket every instance reads (s3-document-store.ts). The
 * routes and the document service see only this interface: the size, type and quota checks and the "only the
 * owner" rule are theirs and the same for both.
 *
 * An upload is received first, as a `.part` file in the local folder, while the checks run: nothing refused ever
 * reaches the bucket. A committed file is the document; a discarded one is gone.
 */
import type { Readable } from 'node:stream';
import type { StorageLocation } from '../config';
import { UploadStore } from './upload-store';

export interface ReceivedFile {
  key: string;
  /** Bytes received. */
  size: number;
  /** The first bytes, for content sniffing. */
  head: Buffer;
}

export interface DocumentStore {
  /** Writes an upload's stream to a new received file (never held in memory). The caller commits or discards it. */
  receive(stream: Readable): Promise<ReceivedFile>;
  /** Makes a received file a stored document, of the media type read from its content. */
  commit(file: ReceivedFile, mediaType: string): Promise<void>;
  /** Removes a received (not committed) file; no error when it is already gone. */
  discard(key: string): Promise<void>;
  /** Removes a stored document; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** A stored document's bytes as a stream, or null when it is missing. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes received files a crash left behind (older than STALE_PART_MS); returns how many. */
  removeStaleParts(now?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * The store of this instance: received files in `uploadsDir` (null: a temporary folder removed on close), documents
 * there too, or in the bucket of `storage`. The AWS SDK loads only when a bucket is named.
 */
export async function openDocumentStore(opts: { uploadsDir: string | null; storage: StorageLocation | null }): Promise<DocumentStore> {
  const local = await UploadStore.open(opts.uploadsDir);
  if (!opts.storage) return local;
  try {
    const { openS3DocumentStore } = await import('./s3-document-store');
    return await openS3DocumentStore(opts.storage, local);
  } catch (err) {
    await local.close();
    throw err;
  }
}
