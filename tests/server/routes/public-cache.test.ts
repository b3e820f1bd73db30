/**
 * Public answers served like a CDN would (issue 15, server/platform/plugins/public-cache.ts): a strong ETag
 * and 304 on every public read, the precompressed bodies decode to the identity one, the Vary
 * header names what the answer depends on, a region reload gives a new ETag and the new body,
 * and personal answers carry no shared cache headers.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { negotiateEncoding } from '../../../server/platform/plugins/public-cache';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';
import { bearer, logInAs, RELAXED_LIMITS } from '../auth/account-fixtures';

let t: TestApp;
let dir: string;

/** Every kind of public read: region answers cached per version, and database answers ETagged per content. */
const PUBLIC_READS = [
  '/api/cities',
  '/api/config?city_id=UK-LONDON',
  '/api/config?country_id=FR',
  '/api/forms/signup?city_id=UK-LONDON',
  '/api/forms/student-signup?country_id=UK',
  '/api/forms/signup/validator.js?city_id=UK-LONDON',
  '/api/education/signup-schools',
  '/api/faqs/categories?lang=en_GB',
  '/api/faqs/search?q=payment&lang=en_GB',
  '/api/education/facets',
  '/api/education/schools?limit=5',
  '/api/education/course-categories',
];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The answer once its compressed body is ready (compression runs in the background). */
async function compressed(url: string, acceptEncoding: string) {
  for (let tries = 0; ; tries++) {
    const res = await get(url, { 'accept-encoding': acceptEncoding });
    if (res.headers['content-encoding'] || tries === 100) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // A copy of the region folder, reloaded on demand (no watcher): the reload test edits it.
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-public-cache-')), 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  t = await createTestApp({ seeded: true, regionsDir: dir, liveRegions: true, watchRegions: false, authRateLimits: RELAXED_LIMITS });
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('public reads', () => {
  it.each(PUBLIC_READS)('%s: a strong ETag, revalidated by the browser, and 304 with no body on a matching If-None-Match', async (url) => {
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/^Accept-Encoding\b/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');

    // A list naming it, or its weak form, matches too (RFC 9110 weak comparison); another tag does not.
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends the brotli and gzip bodies that decode to the identity body, each with its own ETag, and a 304 for any of them', async () => {
    for (const url of ['/api/cities', '/api/forms/signup?city_id=UK-LONDON', '/api/forms/signup/validator.js?city_id=UK-LONDON', '/api/education/facets']) {
      const identity = await get(url);
      expect(identity.headers['content-encoding'], url).toBeUndefined();
      // Compressed in the background once: until then (a few ms) the body goes as it is.
      const br = await compressed(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(identity.body);
      expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length);
      const gz = await compressed(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(identity.body);
      expect(new Set([identity.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      // The browser kept the gzip body; it now also accepts brotli: its tag still matches.
      expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(gz.headers.etag) })).statusCode).toBe(304);
    }
  });

  it('sends a small answer as it is (under the 1 KB compression threshold)', async () => {
    await get('/api/faqs/categories?lang=en_GB');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await get('/api/faqs/categories?lang=en_GB', { 'accept-encoding': 'gzip, br' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('chooses the coding from Accept-Encoding, honouring q=0', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('answers as JSON described by the route schema (the composed form, the cities list)', async () => {
    const res = await get('/api/cities');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((res.json() as { id: string }[]).some((c) => c.id === 'UK-LONDON')).toBe(true);
    const module = await get('/api/forms/signup/validator.js?city_id=UK-LONDON');
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('a different query is a different answer with a different ETag', async () => {
    const london = await get('/api/config?city_id=UK-LONDON');
    const paris = await get('/api/config?city_id=FR-PARIS');
    expect(london.headers.etag).not.toBe(paris.headers.etag);
    expect(paris.json().scope.city_id).toBe('FR-PARIS');
    // The cache-buster of older clients is ignored: the same answer and ETag.
    expect((await get('/api/config?city_id=UK-LONDON&_=123')).headers.etag).toBe(london.headers.etag);
  });

  it('names the reader\u2019s language in Vary where the answer is in it, and answers each language with its own ETag', async () => {
    const en = await get('/api/education/course-categories', { 'accept-language': 'en-GB' });
    const fr = await get('/api/education/course-categories', { cookie: 'lang=fr_FR' });
    expect(en.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(fr.body).not.toBe(en.body);
    expect(fr.headers.etag).not.toBe(en.headers.etag);
    // Answers that depend only on the URL say so.
    expect((await get('/api/config?city_id=UK-LONDON')).headers.vary).toBe('Accept-Encoding');
    expect((await get('/api/faqs/categories?lang=fr_FR')).headers.vary).toBe('Accept-Encoding');
  });

  it('an unknown scope or form is still a 404 in the error format, and not cached', async () => {
    for (const url of ['/api/config?city_id=XX-NOWHERE', '/api/forms/nope?city_id=UK-LONDON']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatch(/^UNKNOWN_/);
      expect(res.headers.etag).toBeUndefined();
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('a region reload (ops save, the watched folder)', () => {
  it('gives a new ETag and the new body for the answers made of the region files; the old ETag gets the new body', async () => {
    const urls = ['/api/config?city_id=UK-LONDON', '/api/cities', '/api/forms/signup?city_id=UK-LONDON'];
    const before = await Promise.all(urls.map((url) => get(url)));
    expect(before[0].json().keyValues.voucherMaximum).toBe(948);

    const london = path.join(dir, 'UK-LONDON.json');
    const text = await readFile(london, 'utf8');
    const edited = JSON.parse(text) as { keyValues: Record<string, unknown>; city: { name: string } };
    edited.keyValues.voucherMaximum = 949;
    edited.city.name = 'London (edited)';
    await writeFile(london, JSON.stringify(edited, null, 2));
    expect((await t.app.liveRegions.reload(dir)).applied).toBe(true);

    for (const [i, url] of urls.entries()) {
      const after = await get(url, { 'if-none-match': String(before[i].headers.etag) });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(before[i].headers.etag);
      expect(after.body, url).not.toBe(before[i].body);
    }
    expect((await get(urls[0])).json().keyValues.voucherMaximum).toBe(949);
    expect((await get('/api/cities')).json().find((c: { id: string }) => c.id === 'UK-LONDON').name).toBe('London (edited)');

    // Back to the first set: its answers again, with their first ETags.
    await writeFile(london, text);
    expect((await t.app.liveRegions.reload(dir)).applied).toBe(true);
    expect((await get(urls[0])).headers.etag).toBe(before[0].headers.etag);
  });
});

describe('personal answers', () => {
  it('carry no ETag and no shared cache header', async () => {
    const { token } = await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD);
    for (const url of ['/api/me', '/api/bookings']) {
      const res = await get(url, bearer(token));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
  });
});
