/**
 * An S3-compatible server for the tests (issue 25, item 13): s3rver, from the npm registry, started inside the test
 * process on 127.0.0.1 on a free port, with one empty bucket in a temporary folder; close() stops it and removes the
 * folder, so nothing outlives the test file (no process to find and stop afterwards). The portal talks to it over
 * HTTP with the AWS SDK exactly as to any bucket; `keys()` lists the bucket with the SDK too, as an observer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { readStorageUrl, type StorageLocation } from '../../../server/platform/config';

export interface TestBucket {
  /** What STORAGE_URL says for it. */
  url: string;
  location: StorageLocation;
  /** The bucket's object keys, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and media type. */
  object(key: string): Promise<{ body: Buffer; contentType: string | undefined }>;
  close(): Promise<void>;
}

export async function startTestBucket(opts: { bucket?: string; prefix?: string } = {}): Promise<TestBucket> {
  const bucket = opts.bucket ?? 'portal-documents';
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  // s3rver's own default key pair; it checks every request's signature with it.
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const url = `s3://S3RVER:S3RVER@${bucket}/${opts.prefix ?? ''}?endpoint=http://127.0.0.1:${port}&forcePathStyle=true`;
  const location = readStorageUrl(url)!;
  const client = new S3Client({
    endpoint: location.endpoint!,
    region: location.region,
    forcePathStyle: true,
    credentials: location.credentials!,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    url,
    location,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { body: Buffer.from(await got.Body!.transformToByteArray()), contentType: got.ContentType };
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
