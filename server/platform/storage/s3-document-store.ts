/**
 * Documents in an S3-compatible bucket (STORAGE_URL, issue 25): every instance reads what any of them stored, so
 * instances need no shared folder. Uploads are received into this instance's folder first (upload-store.ts), checked
 * there, and only an accepted one is sent, in one PUT streamed from that file with its length known: the bytes never
 * sit in memory whole, a refused upload never reaches the bucket, and no multipart upload is left half-done by a
 * crash (documents are at most 10 MB, far under a single PUT's 5 GB). Reads stream the object straight through.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageLocation } from '../config';
import type { DocumentStore, ReceivedFile } from './document-store';
import type { UploadStore } from './upload-store';

/** Opens the bucket of STORAGE_URL, or says at start why it cannot be reached (never later, at someone's upload). */
export async function openS3DocumentStore(location: StorageLocation, staging: UploadStore): Promise<DocumentStore> {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint ?? undefined,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials ?? undefined,
    // Checksums only where S3 requires them: the SDK's default sends a streamed body as `aws-chunked` with a
    // trailing checksum, which several S3-compatible servers store as it came (framing included) or refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
  } catch (err) {
    client.destroy();
    const where = location.endpoint ? ` at ${location.endpoint}` : '';
    throw new Error(`STORAGE_URL: the bucket "${location.bucket}"${where} cannot be used: ${describe(err)}`);
  }
  return new S3DocumentStore(client, location, staging);
}

function describe(err: unknown): string {
  if (err instanceof S3ServiceException) return `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`;
  return err instanceof Error ? err.message : String(err);
}

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}

class S3DocumentStore implements DocumentStore {
  constructor(
    private readonly client: S3Client,
    private readonly location: StorageLocation,
    private readonly staging: UploadStore,
  ) {}

  private objectKey(key: string): string {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('invalid upload key');
    return `${this.location.prefix}${key}`;
  }

  receive(stream: Readable): Promise<ReceivedFile> {
    return this.staging.receive(stream);
  }

  async commit(file: ReceivedFile, mediaType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(file.key),
        Body: this.staging.readPart(file.key),
        ContentLength: file.size,
        ContentType: mediaType,
      }),
    );
    await this.staging.discard(file.key);
  }

  discard(key: string): Promise<void> {
    return this.staging.discard(key);
  }

  async remove(key: string): Promise<void> {
    // S3 answers a missing key's DELETE with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      if (!object.Body || object.ContentLength === undefined) return null;
      return { stream: object.Body as Readable, size: object.ContentLength };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  removeStaleParts(now?: number): Promise<number> {
    return this.staging.removeStaleParts(now);
  }

  async close(): Promise<void> {
    this.client.destroy();
    await this.staging.close();
  }
}
