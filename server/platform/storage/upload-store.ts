/**
 * Uploaded documents on disk (DESIGN.md "Storage": `DATA_DIR/uploads`, random names, served
 * only to the owner), the default DocumentStore. A file is written under `<key>.part` while it
 * arrives and renamed to its key once the database row exists, so a half-received or refused
 * upload never looks like a stored document. Keys are random hex: never the uploader's file
 * name, and safe as a path. With STORAGE_URL the `.part` files are still received here, and a
 * committed one goes to the bucket instead (s3-document-store.ts).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentStore, ReceivedFile } from './document-store';

/** Bytes of a file's beginning kept as `head`: enough to recognise every accepted type (documents/content-sniffing.ts; HEIC's brand ends at offset 12). */
export const SNIFF_BYTES = 12;

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const PART_PATTERN = /^[0-9a-f]{32}\.part$/;
/**
 * A `.part` file older than this was left by a crash: no request takes longer (HTTP_TIMEOUTS of
 * app.ts allow two minutes), so a younger one may be another instance's upload in flight.
 */
export const STALE_PART_MS = 10 * 60 * 1000;

export class UploadStore implements DocumentStore {
  private constructor(
    readonly dir: string,
    private readonly removeOnClose: boolean,
  ) {}

  /**
   * A store in `dir` (created when missing; `.part` files a crash left behind are removed), or in
   * a new temporary folder removed by close() when `dir` is null.
   */
  static async open(dir: string | null, now = Date.now()): Promise<UploadStore> {
    if (dir) {
      await mkdir(dir, { recursive: true });
      const store = new UploadStore(path.resolve(dir), false);
      await store.removeStaleParts(now);
      return store;
    }
    return new UploadStore(await mkdtemp(path.join(tmpdir(), 'portal-uploads-')), true);
  }

  /** Removes `.part` files older than STALE_PART_MS; returns how many. */
  async removeStaleParts(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      if (!PART_PATTERN.test(name)) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < STALE_PART_MS) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  private pathOf(key: string, partial = false): string {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid upload key');
    return path.join(this.dir, partial ? `${key}.part` : key);
  }

  /** Writes a stream to a new `<key>.part` file. The caller commits or discards it. */
  async receive(stream: Readable): Promise<ReceivedFile> {
    const key = randomBytes(16).toString('hex');
    let size = 0;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (headLength < SNIFF_BYTES) {
          headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
          headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
        }
        callback(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, createWriteStream(this.pathOf(key, true), { flags: 'wx' }));
    } catch (err) {
      await this.discard(key);
      throw err;
    }
    return { key, size, head: Buffer.concat(headChunks) };
  }

  /** Makes a received file a stored document. */
  async commit(file: ReceivedFile): Promise<void> {
    await rename(this.pathOf(file.key, true), this.pathOf(file.key));
  }

  /** A received (not committed) file's bytes: what a bucket store uploads. */
  readPart(key: string): ReadStream {
    return createReadStream(this.pathOf(key, true));
  }

  /** Removes a received (not committed) file; no error when it is already gone. */
  async discard(key: string): Promise<void> {
    await rm(this.pathOf(key, true), { force: true });
  }

  /** Removes a stored document's file; no error when it is already gone. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** A stored document's bytes, or null when the file is missing. */
  async read(key: string): Promise<{ stream: ReadStream; size: number } | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.dir, { recursive: true, force: true });
  }
}
