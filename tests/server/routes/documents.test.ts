import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { documentTypes, workerDocuments } from '../../../server/platform/db/schema';
import { syncDocumentTypes } from '../../../server/documents/document-types';
import { loadRegionDir } from '../../../server/platform/regions/load-region-dir';
import enGB from '../../../locales/en_GB.json';
import frFR from '../../../locales/fr_FR.json';
import deAT from '../../../locales/de_AT.json';
import { createTestApp, type TestApp } from '../app-harness';
import { RELAXED_LIMITS, parisMasseuse, signUpPastTest, type Applicant } from '../applicant-fixtures';
import { editedRegions } from '../../fixtures/edited-regions';
import { HEIC, JPEG, MB, multipart, PDF, PNG, uploadDocument, type UploadFile } from '../documents/document-upload';

let t: TestApp;
let uploadsDir: string;
let ada: Applicant;
let bob: Applicant;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-test-'));
  t = await createTestApp({ authRateLimits: RELAXED_LIMITS, uploadsDir });
  ada = await signUpPastTest(t.app);
  bob = await signUpPastTest(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

function upload(
  who: Applicant,
  type: string,
  file?: UploadFile,
  workerId = who.id,
  fields?: Record<string, string>,
) {
  return uploadDocument(t.app, who, type, file, { workerId, fields });
}

async function list(who: Applicant) {
  const res = await t.app.inject({ url: '/api/documents', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    documentTypes: { key: string; name: string; contentDescription: string; required: boolean; hasPriority: boolean; multi: boolean; fileKinds?: string[]; documents: { _id: string; url: string; s3ObjectName: string; mimeType: string; originalName: string }[] }[];
    progress: { required: number; done: number };
  };
}

const storedFiles = () => fs.readdirSync(uploadsDir);
async function documentRows(workerId: string) {
  return t.app.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, workerId));
}

describe('GET /api/documents', () => {
  it('lists the UK document types of a London applicant in order, names as translation keys of every locale', async () => {
    const body = await list(ada);
    expect(body.documentTypes.map((d) => d.key)).toEqual([
      'qualification',
      'public-liability-insurance',
      'right-to-work',
      'dbs-check',
      'profile-photo',
      'extra-certificates',
    ]);
    expect(body.documentTypes.filter((d) => d.required).map((d) => d.key)).toEqual(['qualification', 'public-liability-insurance', 'right-to-work']);
    expect(body.documentTypes.find((d) => d.key === 'profile-photo')).toMatchObject({ required: false, multi: false });
    expect(body.progress).toEqual({ required: 3, done: 0 });
    for (const type of body.documentTypes) {
      for (const locale of [enGB, frFR, deAT] as Record<string, string>[]) {
        expect(locale[type.name], type.name).toBeTruthy();
        expect(locale[type.contentDescription], type.contentDescription).toBeTruthy();
      }
    }
  });

  it('lists the French types for a Paris applicant (Kbis / SIRET)', async () => {
    const camille = await signUpPastTest(t.app, { ...parisMasseuse, email: 'camille.docs@example.fr' });
    const body = await list(camille);
    expect(body.documentTypes.map((d) => d.key)).toContain('business-registration');
    expect(body.documentTypes.find((d) => d.key === 'business-registration')!.name).toBe('DOCUMENT_TYPE_FR_BUSINESS_REGISTRATION_NAME');
    expect(body.progress).toEqual({ required: 4, done: 0 });
  });

  it('answers 401 without a session, and 403 WORKER_ONLY to a student (documents and onboarding are for practitioners)', async () => {
    expect((await t.app.inject({ url: '/api/documents' })).statusCode).toBe(401);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { studentAccount: true, email: 'student.docs@example.com', password: 'study-hard', school: 'other', otherSchool: 'Northern College', city_id: 'UK-MANCHESTER', language: 'en_GB' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const headers = { authorization: `Bearer ${signup.json().token}` };
    for (const url of ['/api/documents', '/api/me/vertical-status', '/api/onboarding-slots']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('WORKER_ONLY');
    }
  });
});

describe('POST /api/workers/{id}/documents', () => {
  it('stores a PDF under a random name, lists it, serves it to its owner and counts it in the progress', async () => {
    const res = await upload(ada, 'qualification', { name: 'level3-massage.pdf', content: PDF });
    expect(res.statusCode, res.body).toBe(201);
    const { document, progress } = res.json();
    expect(progress).toEqual({ required: 3, done: 1 });
    expect(document).toMatchObject({ originalName: 'level3-massage.pdf', mimeType: 'application/pdf', size: PDF.length, url: `/api/documents/${document._id}/file` });
    expect(storedFiles()).toContain(document.s3ObjectName);
    expect(document.s3ObjectName).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(uploadsDir, document.s3ObjectName)).equals(PDF)).toBe(true);

    const listed = await list(ada);
    expect(listed.documentTypes.find((d) => d.key === 'qualification')!.documents.map((d) => d._id)).toEqual([document._id]);

    const file = await t.app.inject({ url: document.url, headers: ada.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('level3-massage.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes the type from the content: a .pdf name with PNG bytes is stored and served as PNG; JPEG and HEIC are accepted', async () => {
    const png = await upload(ada, 'extra-certificates', { name: 'scan.pdf', content: PNG, contentType: 'application/pdf' });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().document.mimeType).toBe('image/png');
    const served = await t.app.inject({ url: png.json().document.url, headers: ada.headers });
    expect(served.headers['content-type']).toBe('image/png');
    const jpeg = await upload(ada, 'extra-certificates', { name: 'first-aid.jpg', content: JPEG, contentType: 'image/jpeg' });
    expect(jpeg.json().document.mimeType).toBe('image/jpeg');
    const heic = await upload(ada, 'extra-certificates', { name: 'IMG_0001.HEIC', content: HEIC, contentType: 'image/heic' });
    expect(heic.json().document.mimeType).toBe('image/heic');
    expect((await list(ada)).documentTypes.find((d) => d.key === 'extra-certificates')!.documents).toHaveLength(3);
  });

  it('refuses a text file named .pdf with 415, storing nothing', async () => {
    const filesBefore = storedFiles().length;
    const rowsBefore = (await documentRows(bob.id)).length;
    const res = await upload(bob, 'qualification', { name: 'diploma.pdf', content: Buffer.from('I promise I am qualified.\n'), contentType: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await documentRows(bob.id)).toHaveLength(rowsBefore);
  });

  it('takes only the kinds of file a type names: a PDF as the profile photo is 415 DOCUMENT_IMAGE_ONLY, nothing stored (issue 27)', async () => {
    const listed = (await list(bob)).documentTypes.find((d) => d.key === 'profile-photo')!;
    expect(listed.fileKinds).toEqual(['image']);
    expect((await list(bob)).documentTypes.find((d) => d.key === 'qualification')!.fileKinds).toEqual(['pdf', 'image']);
    const filesBefore = storedFiles().length;
    const rowsBefore = (await documentRows(bob.id)).length;
    // Named and labelled as a photo, but a PDF by its content.
    const res = await upload(bob, 'profile-photo', { name: 'me.jpg', content: PDF, contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'DOCUMENT_IMAGE_ONLY', details: [{ path: '/file', code: 'DOCUMENT_IMAGE_ONLY' }] });
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await documentRows(bob.id)).toHaveLength(rowsBefore);
    expect((await list(bob)).documentTypes.find((d) => d.key === 'profile-photo')!.documents).toEqual([]);
    for (const locale of [enGB, frFR, deAT] as Record<string, string>[]) expect(locale.ERROR_LABEL_DOCUMENT_IMAGE_ONLY).toBeTruthy();
  });

  it('refuses a file over 10 MB with 413, leaving nothing on disk or in the database', async () => {
    const filesBefore = storedFiles().length;
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(10 * MB + 1 - 9, 0x20)]);
    const res = await upload(bob, 'qualification', { name: 'huge.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await documentRows(bob.id)).toHaveLength(0);
    // Exactly 10 MB is still accepted.
    const limit = await upload(bob, 'qualification', { name: 'ten.pdf', content: big.subarray(0, 10 * MB) });
    expect(limit.statusCode, limit.body).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${limit.json().document._id}`, headers: bob.headers });
  });

  it('answers 404 for another worker\'s upload target, as if it did not exist', async () => {
    const res = await upload(bob, 'qualification', { name: 'x.pdf', content: PDF }, ada.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('WORKER_NOT_FOUND');
    expect(await documentRows(ada.id)).not.toContainEqual(expect.objectContaining({ originalName: 'x.pdf' }));
  });

  it('refuses an unknown type or a missing file with 400 and details', async () => {
    const unknown = await upload(bob, 'passport-of-my-cat', { name: 'cat.pdf', content: PDF });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: '/type', code: 'FORM_ERROR_INVALID_OPTION' }]);
    const missing = await upload(bob, 'qualification');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: '/file', code: 'FORM_ERROR_REQUIRED' }]);
    expect(await documentRows(bob.id)).toHaveLength(0);
  });

  it('replaces the file of a single-file type (a renewed insurance certificate), removing the old file', async () => {
    const first = (await upload(bob, 'public-liability-insurance', { name: '2025.pdf', content: PDF })).json().document;
    const second = (await upload(bob, 'public-liability-insurance', { name: '2026.pdf', content: PDF })).json().document;
    const insurance = (await list(bob)).documentTypes.find((d) => d.key === 'public-liability-insurance')!;
    expect(insurance.documents.map((d) => d.originalName)).toEqual(['2026.pdf']);
    expect(storedFiles()).not.toContain(first.s3ObjectName);
    expect(storedFiles()).toContain(second.s3ObjectName);
  });
});

describe('a document belongs to its owner', () => {
  it('another worker gets 404 for the file and for deleting it; the owner deletes it', async () => {
    const doc = (await upload(ada, 'right-to-work', { name: 'passport.jpg', content: JPEG, contentType: 'image/jpeg' })).json().document;
    const peek = await t.app.inject({ url: doc.url, headers: bob.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error).toBe('DOCUMENT_NOT_FOUND');
    const steal = await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc._id}`, headers: bob.headers });
    expect(steal.statusCode).toBe(404);
    expect(storedFiles()).toContain(doc.s3ObjectName);
    expect((await t.app.inject({ url: doc.url })).statusCode).toBe(401);

    expect((await list(ada)).progress).toEqual({ required: 3, done: 2 });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc._id}`, headers: ada.headers });
    expect(del.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(doc.s3ObjectName);
    expect((await list(ada)).progress).toEqual({ required: 3, done: 1 });
    expect((await t.app.inject({ url: doc.url, headers: ada.headers })).statusCode).toBe(404);
  });
});

describe('document types follow the region files', () => {
  it('syncs idempotently; a type removed from the files goes, or stops being required when files exist', async () => {
    const before = await t.app.db.select().from(documentTypes);
    expect(before.filter((r) => r.countryId === 'UK').length).toBe(6);
    await syncDocumentTypes(t.app.db, t.app.regions.set);
    expect(await t.app.db.select().from(documentTypes)).toHaveLength(before.length);

    // Ada has a qualification file; nobody has a DBS check.
    const edited = editedRegions({
      'UK.json': (d) => {
        const catalogues = d.catalogues as { documentTypes: { key: string }[] };
        catalogues.documentTypes = catalogues.documentTypes.filter((x) => x.key !== 'qualification' && x.key !== 'dbs-check');
      },
    });
    try {
      const { set } = await loadRegionDir(edited.dir);
      const result = await syncDocumentTypes(t.app.db, set!);
      expect(result).toMatchObject({ removed: 1, retired: 1 });
      const uk = await t.app.db.select().from(documentTypes).where(eq(documentTypes.countryId, 'UK'));
      expect(uk.find((r) => r.key === 'dbs-check')).toBeUndefined();
      expect(uk.find((r) => r.key === 'qualification')).toMatchObject({ required: false, hasPriority: false });
      const [{ n }] = await t.app.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(workerDocuments)
        .where(and(eq(workerDocuments.workerId, ada.id)));
      expect(n).toBeGreaterThan(0);
    } finally {
      await syncDocumentTypes(t.app.db, t.app.regions.set);
      edited.remove();
    }
    const restored = await t.app.db.select().from(documentTypes).where(eq(documentTypes.countryId, 'UK'));
    expect(restored.find((r) => r.key === 'qualification')).toMatchObject({ required: true, hasPriority: true });
  });
});

describe('a malformed multipart body', () => {
  const bodies: { name: string; contentType: string; payload: Buffer; code?: string }[] = [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nid\r\n--x--\r\n') },
    {
      name: 'truncated in the file',
      contentType: 'multipart/form-data; boundary=cut',
      payload: Buffer.concat([Buffer.from('--cut\r\nContent-Disposition: form-data; name="type"\r\n\r\nqualification\r\n--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n'), PDF.subarray(0, 300)]),
    },
    { name: 'garbage', contentType: 'multipart/form-data; boundary=zz', payload: Buffer.from('\u0000\u00ff garbage that is no multipart at all \r\n\r\n--') },
    { name: 'a broken part header', contentType: 'multipart/form-data; boundary=b', payload: Buffer.from('--b\r\nContent-Disposition\r\n\r\nx\r\n--b--\r\n'), code: 'VALIDATION_FAILED' },
  ];

  it.each(bodies)('$name: 400 MALFORMED_MULTIPART (a part without a name: no file was found), nothing stored', async ({ contentType, payload, code }) => {
    const filesBefore = storedFiles();
    const rowsBefore = (await documentRows(ada.id)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${ada.id}/documents`,
      headers: { ...ada.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(code ?? 'MALFORMED_MULTIPART');
    expect(storedFiles()).toEqual(filesBefore);
    expect((await documentRows(ada.id)).length).toBe(rowsBefore);
  });
});

describe('upload quotas (region data: maxFiles, documentsMaxTotalMegabytes, documentUploadsPerMinute)', () => {
  let q: TestApp;
  let regions: { dir: string; remove(): void };
  let quotaDir: string;
  beforeAll(async () => {
    regions = editedRegions({
      'UK.json': (d) => {
        const catalogues = d.catalogues as { documentTypes: { key: string; maxFiles?: number }[] };
        catalogues.documentTypes.find((x) => x.key === 'qualification')!.maxFiles = 3;
      },
      'defaults.json': (d) => {
        const keyValues = d.keyValues as Record<string, unknown>;
        keyValues.documentsMaxTotalMegabytes = 10;
        keyValues.documentUploadsPerMinute = 5;
      },
    });
    quotaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-quota-'));
    q = await createTestApp({ authRateLimits: RELAXED_LIMITS, uploadsDir: quotaDir, regionsDir: regions.dir });
  });
  afterAll(async () => {
    await q.close();
    regions.remove();
    fs.rmSync(quotaDir, { recursive: true, force: true });
  });

  function send(who: Applicant, type: string, content: Buffer) {
    const body = multipart({ type }, { name: 'doc.pdf', content });
    return q.app.inject({ method: 'POST', url: `/api/workers/${who.id}/documents`, headers: { ...who.headers, ...body.headers }, payload: body.payload });
  }
  const rows = (who: Applicant) => q.app.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, who.id));
  const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

  it('a multi type keeps at most maxFiles: one more is 413 DOCUMENT_TYPE_FULL, nothing stored', async () => {
    const who = await signUpPastTest(q.app);
    for (let i = 0; i < 3; i++) expect((await send(who, 'qualification', PDF)).statusCode).toBe(201);
    const filesBefore = fs.readdirSync(quotaDir).length;
    const full = await send(who, 'qualification', PDF);
    expect(full.statusCode, full.body).toBe(413);
    expect(full.json()).toMatchObject({ error: 'DOCUMENT_TYPE_FULL', details: [{ path: '/type', code: 'DOCUMENT_TYPE_FULL' }] });
    expect(await rows(who)).toHaveLength(3);
    expect(fs.readdirSync(quotaDir)).toHaveLength(filesBefore);
    // Another type still takes files.
    expect((await send(who, 'right-to-work', PDF)).statusCode).toBe(201);
  });

  it("the worker's files together stay within documentsMaxTotalMegabytes: 413 DOCUMENT_QUOTA_EXCEEDED", async () => {
    const who = await signUpPastTest(q.app);
    expect((await send(who, 'right-to-work', pdfOf(6 * MB))).statusCode).toBe(201);
    const over = await send(who, 'right-to-work', pdfOf(5 * MB));
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json()).toMatchObject({ error: 'DOCUMENT_QUOTA_EXCEEDED', details: [{ path: '/file', code: 'DOCUMENT_QUOTA_EXCEEDED' }] });
    expect(await rows(who)).toHaveLength(1);
    expect(fs.readdirSync(quotaDir).filter((f) => f.endsWith('.part'))).toEqual([]);
    // A smaller file still fits (10 MiB in all).
    expect((await send(who, 'right-to-work', pdfOf(4 * MB))).statusCode).toBe(201);
  });

  it('more than documentUploadsPerMinute uploads in a minute: 429 TOO_MANY_UPLOADS before the file is read', async () => {
    const who = await signUpPastTest(q.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(who, 'profile-photo', PNG)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await send(who, 'profile-photo', PNG);
    expect(limited.json()).toMatchObject({ error: 'TOO_MANY_UPLOADS' });
    // Until the minute's window ends (counted in the database, shared by instances).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another worker is not affected.
    const other = await signUpPastTest(q.app);
    expect((await send(other, 'profile-photo', PNG)).statusCode).toBe(201);
  });

  it('every quota code has an ERROR_LABEL_ text in the three locales (shown on the document type in the upload UI)', () => {
    for (const code of ['DOCUMENT_TYPE_FULL', 'DOCUMENT_QUOTA_EXCEEDED', 'TOO_MANY_UPLOADS', 'MALFORMED_MULTIPART', 'INVALID_CHARACTERS']) {
      for (const locale of [enGB, frFR, deAT] as Record<string, string>[]) expect(locale[`ERROR_LABEL_${code}`], code).toBeTruthy();
    }
  });
});

describe('.part files left by a crash', () => {
  it('are removed when the app starts; younger ones (an upload in flight elsewhere) and stored files stay', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-crash-'));
    const old = path.join(dir, `${'a'.repeat(32)}.part`);
    const fresh = path.join(dir, `${'b'.repeat(32)}.part`);
    const stored = path.join(dir, 'c'.repeat(32));
    for (const file of [old, fresh, stored]) fs.writeFileSync(file, 'x');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(old, hourAgo, hourAgo);
    fs.utimesSync(stored, hourAgo, hourAgo);
    const app = await createTestApp({ uploadsDir: dir });
    try {
      expect(fs.readdirSync(dir).sort()).toEqual([path.basename(fresh), path.basename(stored)].sort());
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
