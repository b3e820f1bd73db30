/**
 * Documents on two instances of one PostgreSQL and one bucket (issue 25, item 13): each instance has its own
 * local folder (nothing shared on disk); a document uploaded through A is read through B, refused to another
 * worker there, and deleted through B for both; an archive of a person's data asked through one instance is downloaded
 * through the other. PostgreSQL only (npm test's PostgreSQL pass).
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app-harness';
import { createTestApp } from '../app-harness';
import { RELAXED_LIMITS, signUpPastTest, type Applicant } from '../applicant-fixtures';
import { testDatabaseKind } from '../db-harness';
import { startTwoInstances, type TwoInstances } from '../two-instances';
import { PDF, uploadDocument } from './document-upload';
import { startTestBucket, type TestBucket } from './test-bucket';

describe.skipIf(testDatabaseKind() !== 'postgres')('documents on two instances of one PostgreSQL and one bucket', () => {
  let bucket: TestBucket;
  let instances: TwoInstances<TestApp>;
  let a: TestApp;
  let b: TestApp;
  let ada: Applicant;
  let bob: Applicant;

  beforeAll(async () => {
    bucket = await startTestBucket();
    // uploadsDir unset: each instance receives uploads in a temporary folder of its own.
    instances = await startTwoInstances((database) => createTestApp({ sharedDatabase: database, storage: bucket.location, authRateLimits: RELAXED_LIMITS }));
    ({ a, b } = instances);
    ada = await signUpPastTest(a.app);
    bob = await signUpPastTest(b.app);
  }, 120_000);
  afterAll(async () => {
    await instances?.close();
    await bucket?.close();
  });

  it('uploaded through A, read through B by its owner, 404 to another worker, deleted through B for both', async () => {
    const uploaded = await uploadDocument(a.app, ada, 'qualification', { name: 'level3.pdf', content: PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { document } = uploaded.json();

    const onB = await b.app.inject({ url: document.url, headers: ada.headers });
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['content-type']).toBe('application/pdf');
    expect(onB.rawPayload.equals(PDF)).toBe(true);

    const peek = await b.app.inject({ url: document.url, headers: bob.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toBe('DOCUMENT_NOT_FOUND');

    expect((await b.app.inject({ method: 'DELETE', url: `/api/documents/${document._id}`, headers: ada.headers })).statusCode).toBe(204);
    expect(await bucket.keys()).toEqual([]);
    expect((await a.app.inject({ url: document.url, headers: ada.headers })).statusCode).toBe(404);
  });

  it('the copy of my data (issue 31): asked through B, prepared by whichever instance takes the job, downloaded through A with the document in it', async () => {
    const uploaded = await uploadDocument(a.app, bob, 'qualification', { name: 'diploma.pdf', content: PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const asked = await b.app.inject({ method: 'POST', url: '/api/me/data-export', headers: { ...bob.headers, 'sec-fetch-site': 'same-origin' } });
    expect(asked.statusCode).toBe(202);
    const id = asked.json().latest.id as string;
    // The one-a-day rule holds on the other instance too: it is read from the database.
    expect((await a.app.inject({ method: 'POST', url: '/api/me/data-export', headers: { ...bob.headers, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(429);
    let state = '';
    for (let i = 0; i < 150 && state !== 'ready'; i += 1) {
      state = (await a.app.inject({ url: '/api/me/data-export', headers: bob.headers })).json().latest.state;
      if (state !== 'ready') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe('ready');
    const archive = await a.app.inject({ url: `/api/me/data-export/${id}/archive`, headers: bob.headers });
    expect(archive.statusCode).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(archive.rawPayload)));
    expect(names.some((name) => name.endsWith('-diploma.pdf'))).toBe(true);
    expect((await b.app.inject({ url: `/api/me/data-export/${id}/archive`, headers: ada.headers })).statusCode).toBe(404);
  });
});
