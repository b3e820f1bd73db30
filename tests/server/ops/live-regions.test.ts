/**
 * Live reload of the region files (issue 14): a valid edit of a copied regions folder is served
 * within 2 s, an invalid one changes no answer and shows in /api/health, and fixing it goes live.
 * Never edits the repository's regions/: each test works on a copy in a temporary folder.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

const TARGET_MS = 2000;
// Slack for a loaded machine (2 cores shared by many test runs); the measured time is logged.
const ASSERTED_MS = TARGET_MS * 2;

let dir: string;
let t: TestApp;
const london = () => path.join(dir, 'UK-LONDON.json');

async function editLondon(edit: (text: string) => string) {
  await writeFile(london(), edit(await readFile(london(), 'utf8')));
}

async function voucherMaximum(): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url: '/api/config?city_id=UK-LONDON' });
  return (res.json() as { keyValues: Record<string, unknown> }).keyValues.voucherMaximum;
}

async function health() {
  return (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as {
    regions: { hash: string; loadedAt: string; watching: boolean; lastRefused: { problems: { file: string; pointer: string; message: string }[] } | null };
  };
}

/** Polls until `check` holds; answers the time it took. */
async function waitFor(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await check()) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not within ${limitMs} ms`);
}

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-live-regions-')), 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  t = await createTestApp({ regionsDir: dir, liveRegions: true });
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('live reload of the region files', () => {
  it('serves a valid edit within 2 s, with a new hash in /api/health', async () => {
    const before = await health();
    expect(before.regions.watching).toBe(true);
    expect(await voucherMaximum()).toBe(948);

    const start = performance.now();
    await editLondon((text) => text.replace('"voucherMaximum": 948', '"voucherMaximum": 777'));
    await waitFor(async () => (await voucherMaximum()) === 777, ASSERTED_MS);
    const ms = Math.round(performance.now() - start);
    console.log(`live-regions: valid edit -> served in ${ms} ms (target ${TARGET_MS} ms)`);
    expect(ms).toBeLessThan(ASSERTED_MS);

    const after = await health();
    expect(after.regions.hash).not.toBe(before.regions.hash);
    expect(after.regions.lastRefused).toBeNull();
  });

  it('refuses an invalid edit: every answer stays identical and the problem shows in /api/health', async () => {
    const urls = ['/api/config?city_id=UK-LONDON', '/api/forms/signup?city_id=UK-LONDON', '/api/cities', '/api/config?country_id=FR'];
    const answers = async () => Promise.all(urls.map(async (url) => (await t.app.inject({ method: 'GET', url })).body));
    const before = await answers();
    const hash = (await health()).regions.hash;

    const start = performance.now();
    await editLondon((text) => text.replace('"voucherMaximum": 777', '"voucherMaximun": 777'));
    await waitFor(async () => (await health()).regions.lastRefused !== null, ASSERTED_MS);
    console.log(`live-regions: invalid edit -> refusal shown in ${Math.round(performance.now() - start)} ms`);

    const status = (await health()).regions;
    expect(status.hash).toBe(hash);
    expect(status.lastRefused?.problems).toContainEqual({
      file: 'regions/UK-LONDON.json',
      pointer: '/keyValues/voucherMaximun',
      message: 'unknown setting "voucherMaximun"; did you mean "voucherMaximum"?',
    });
    expect(await answers()).toEqual(before);
  });

  it('an edit fixing the mistake goes live', async () => {
    const start = performance.now();
    await editLondon((text) => text.replace('"voucherMaximun": 777', '"voucherMaximum": 555'));
    await waitFor(async () => (await voucherMaximum()) === 555, ASSERTED_MS);
    console.log(`live-regions: fixing edit -> served in ${Math.round(performance.now() - start)} ms`);
    expect((await health()).regions.lastRefused).toBeNull();
  });

  it('a sign-up question shown in London changes the composed form and its validator ETag', async () => {
    const etag = async () => (await t.app.inject({ method: 'GET', url: '/api/forms/signup/validator.js?city_id=UK-LONDON' })).headers.etag;
    const properties = async () =>
      Object.keys(((await t.app.inject({ method: 'GET', url: '/api/forms/signup?city_id=UK-LONDON' })).json() as { schema: { properties: object } }).schema.properties);
    const before = await etag();
    expect(await properties()).not.toContain('postcode');
    await editLondon((text) => text.replace('"workdays": "shown"', '"workdays": "shown", "postcode": "shown"'));
    await waitFor(async () => (await properties()).includes('postcode'), ASSERTED_MS);
    expect(await etag()).not.toBe(before);
  });
});
