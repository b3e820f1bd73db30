/**
 * Documents in an S3-compatible bucket (STORAGE_URL, issue 25 item 13), against s3rver on 127.0.0.1: the same
 * routes, checks and owner rule as the folder (routes/documents.test.ts), with the bytes in the bucket. A refused
 * upload (too large, not a document, over the quota) leaves nothing there, nor a received file behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerDocuments } from '../../../server/platform/db/schema';
import { readStorageUrl } from '../../../server/platform/config';
import { openDocumentStore } from '../../../server/platform/storage/document-store';
import { createTestApp, type TestApp } from '../app-harness';
import { RELAXED_LIMITS, signUpPastTest, type Applicant } from '../applicant-fixtures';
import { editedRegions } from '../../fixtures/edited-regions';
import { JPEG, MB, PDF, PNG, uploadDocument } from './document-upload';
import { startTestBucket, type TestBucket } from './test-bucket';

let bucket: TestBucket;
let t: TestApp;
let regions: { dir: string; remove(): void };
let uploadsDir: string;
let ada: Applicant;
let bob: Applicant;

beforeAll(async () => {
  bucket = await startTestBucket({ prefix: 'documents' });
  // A 12 MB quota: two 5 MB files fit, a third does not.
  regions = editedRegions({
    'defaults.json': (d) => {
      (d.keyValues as Record<string, unknown>).documentsMaxTotalMegabytes = 12;
    },
  });
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-bucket-'));
  t = await createTestApp({ authRateLimits: RELAXED_LIMITS, uploadsDir, storage: bucket.location, regionsDir: regions.dir });
  ada = await signUpPastTest(t.app);
  bob = await signUpPastTest(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bucket?.close();
  regions?.remove();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const rowsOf = (who: Applicant) => t.app.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, who.id));
/** Nothing received is left in the local folder: it only ever holds uploads in flight. */
const localFiles = () => fs.readdirSync(uploadsDir);

describe('documents in an S3-compatible bucket', () => {
  it('stores an upload as an object under the prefix, with the type read from its content, and serves it to its owner', async () => {
    const res = await uploadDocument(t.app, ada, 'extra-certificates', { name: 'scan.pdf', content: PNG, contentType: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const { document } = res.json();
    expect(await bucket.keys()).toEqual([`documents/${document.s3ObjectName}`]);
    const object = await bucket.object(`documents/${document.s3ObjectName}`);
    expect(object.body.equals(PNG)).toBe(true);
    expect(object.contentType).toBe('image/png');
    expect(localFiles()).toEqual([]);

    const served = await t.app.inject({ url: document.url, headers: ada.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Number(served.headers['content-length'])).toBe(PNG.length);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("another worker gets 404 for the file and for deleting it; the owner's delete removes the object", async () => {
    const { document } = (await uploadDocument(t.app, ada, 'right-to-work', { name: 'passport.jpg', content: JPEG, contentType: 'image/jpeg' })).json();
    const key = `documents/${document.s3ObjectName}`;
    const peek = await t.app.inject({ url: document.url, headers: bob.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toBe('DOCUMENT_NOT_FOUND');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${document._id}`, headers: bob.headers })).statusCode).toBe(404);
    expect(await bucket.keys()).toContain(key);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${document._id}`, headers: ada.headers })).statusCode).toBe(204);
    expect(await bucket.keys()).not.toContain(key);
    expect((await t.app.inject({ url: document.url, headers: ada.headers })).statusCode).toBe(404);
  });

  it('a new file of a single-file type replaces the old object', async () => {
    const first = (await uploadDocument(t.app, bob, 'public-liability-insurance', { name: '2025.pdf', content: PDF })).json().document;
    const second = (await uploadDocument(t.app, bob, 'public-liability-insurance', { name: '2026.pdf', content: PDF })).json().document;
    const keys = await bucket.keys();
    expect(keys).toContain(`documents/${second.s3ObjectName}`);
    expect(keys).not.toContain(`documents/${first.s3ObjectName}`);
  });

  it('refuses a file over 10 MB (413), a text file named .pdf (415) and one over the quota (413), leaving nothing in the bucket', async () => {
    const carol = await signUpPastTest(t.app);
    const before = await bucket.keys();

    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(10 * MB + 1 - 9, 0x20)]);
    const tooLarge = await uploadDocument(t.app, carol, 'qualification', { name: 'huge.pdf', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('PAYLOAD_TOO_LARGE');

    const text = await uploadDocument(t.app, carol, 'qualification', { name: 'diploma.pdf', content: Buffer.from('I promise I am qualified.\n') });
    expect(text.statusCode).toBe(415);

    const fiveMb = Buffer.concat([PDF, Buffer.alloc(5 * MB - PDF.length, 0x20)]);
    expect((await uploadDocument(t.app, carol, 'extra-certificates', { name: 'a.pdf', content: fiveMb })).statusCode).toBe(201);
    expect((await uploadDocument(t.app, carol, 'extra-certificates', { name: 'b.pdf', content: fiveMb })).statusCode).toBe(201);
    const kept = await bucket.keys();
    const over = await uploadDocument(t.app, carol, 'extra-certificates', { name: 'c.pdf', content: fiveMb });
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().error).toBe('DOCUMENT_QUOTA_EXCEEDED');

    expect(await bucket.keys()).toEqual(kept);
    expect(kept.filter((key) => !before.includes(key))).toHaveLength(2);
    expect(await rowsOf(carol)).toHaveLength(2);
    expect(localFiles()).toEqual([]);
  });
});

describe('STORAGE_URL at start', () => {
  it('the store of a bucket that cannot be used does not open (the server stops, naming it), and leaves no folder behind', async () => {
    const missing = readStorageUrl(bucket.url.replace('@portal-documents/', '@no-such-bucket/'))!;
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-refused-'));
    try {
      await expect(openDocumentStore({ uploadsDir: staging, storage: missing })).rejects.toThrow(
        /STORAGE_URL: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: NotFound \(HTTP 404\)/,
      );
      // s3rver checks the access key id (not a v4 signature's secret): an unknown one is refused as by S3.
      const wrongKey = readStorageUrl(bucket.url.replace('S3RVER:S3RVER@', 'GUESSED:S3RVER@'))!;
      await expect(openDocumentStore({ uploadsDir: staging, storage: wrongKey })).rejects.toThrow(/cannot be used: \w+ \(HTTP 403\)/);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  });
});
