/**
 * No configuration can break a city (issue 24): every bad region value of
 * tests/fixtures/bad-region-values.ts, written into the served folder, is refused by the live reload
 * with its file, pointer and sentence; the last good set keeps serving (same answers, nothing 5xx),
 * and once every refusal is behind it the workers of every city still get their pages.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { BAD_REGION_VALUES } from '../../fixtures/bad-region-values';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

let dir: string;
let t: TestApp;

/** What the browser reads of the configuration, for a city of each country and a country alone. */
const PUBLIC_URLS = ['/api/cities', '/api/config?city_id=UK-LONDON', '/api/config?city_id=FR-PARIS', '/api/config?city_id=AT-VIENNA', '/api/config?country_id=UK', '/api/forms/signup?city_id=UK-LONDON'];

/** A worker's pages that read the city's settings and time zone (each answered 500 with a bad time zone). */
const WORKER_URLS = ['/api/me', '/api/bookings', '/api/diary/availabilities?from=2026-12-07', '/api/diary/demand?from=2026-12-07', '/api/me/popups', '/api/hero/statements', '/api/hero/ratings', '/api/support-chat', '/api/me/service-areas'];

async function answers(urls: string[], headers: Record<string, string> = {}) {
  return Promise.all(urls.map(async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { url, status: res.statusCode, body: res.body };
  }));
}

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-bad-values-')), 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  t = await createTestApp({ seeded: true, regionsDir: dir, liveRegions: true, watchRegions: false });
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('a bad region value written into the served folder', () => {
  it.each(BAD_REGION_VALUES.map((row) => [row.name, row] as const))('%s: refused, the last good set keeps serving', async (_name, row) => {
    const before = await answers(PUBLIC_URLS);
    const hash = t.app.regions.hash;
    const file = path.join(dir, row.file);
    const original = await readFile(file, 'utf8');
    const json = JSON.parse(original) as Record<string, unknown>;
    row.edit(json);
    await writeFile(file, JSON.stringify(json, null, 2));
    try {
      const reload = await t.app.liveRegions.reload(dir);
      expect(reload.applied).toBe(false);
      expect(reload.problems).toContainEqual({ file: `regions/${row.file}`, pointer: row.pointer, message: expect.stringMatching(row.messageMatch) });
      expect(t.app.regions.hash).toBe(hash);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect((health.json() as { regions: { lastRefused: { problems: unknown[] } | null } }).regions.lastRefused?.problems).toEqual(reload.problems);
      expect(await answers(PUBLIC_URLS)).toEqual(before);
    } finally {
      await writeFile(file, original);
    }
  });

  it('after every refusal the good folder goes live again and every worker page answers, in every country', async () => {
    const reload = await t.app.liveRegions.reload(dir);
    expect(reload.applied, JSON.stringify(reload.problems)).toBe(true);
    for (const email of ['worker.london@demo.portal.test', 'worker.paris@demo.portal.test', 'worker.vienna@demo.portal.test']) {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
      for (const answer of await answers(WORKER_URLS, headers)) {
        expect(answer.status, `${email} ${answer.url}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        expect(answer.status, `${email} ${answer.url}: ${answer.body.slice(0, 300)}`).toBe(200);
      }
    }
  });
});
