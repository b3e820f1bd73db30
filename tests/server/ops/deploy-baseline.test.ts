/**
 * How a deploy's regions/ folder meets what ops published (issue 24; server/platform/regions/baseline.ts):
 * neither silently undoes the other. Each "deploy" is a new instance started on the same database
 * with a changed copy of the folder.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';
import { cookie, logInAs } from '../auth/account-fixtures';
import { createTestDatabase } from '../db-harness';

let root: string;
let database: DatabaseHandle;
let ops: Record<string, string>;

/** A deploy: a copy of the repository's folder with edits, started as a new instance on the shared database. */
async function deploy(name: string, edits: Record<string, (text: string) => string>): Promise<TestApp> {
  const dir = path.join(root, name, 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) await writeFile(path.join(dir, file), edit(await readFile(path.join(dir, file), 'utf8')));
  return createTestApp({ sharedDatabase: database, appEnv: 'test', regionsDir: dir, liveRegions: true, watchRegions: false });
}

async function status(t: TestApp) {
  return ((await t.app.inject({ url: '/api/health' })).json() as { regions: { version: number; baseline: { status: string; conflict: { files: string[] } | null } } }).regions;
}

async function setting(t: TestApp, scope: string, name: string): Promise<unknown> {
  return ((await t.app.inject({ url: `/api/config?${scope}` })).json() as { keyValues: Record<string, unknown> }).keyValues[name];
}

const london948 = (to: number) => (text: string) => text.replace('"voucherMaximum": 948', `"voucherMaximum": ${to}`);
const frVoucherMinimum = (to: number) => (text: string) => text.replace(/"voucherMinimum": \d+/, `"voucherMinimum": ${to}`);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pp-deploys-'));
  database = await createTestDatabase({ seeded: true });
});

afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('deploys and ops changes', () => {
  it('keeps ops\u2019 change and takes a deploy\u2019s change of another file, as one merged version', async () => {
    const first = await deploy('first', {});
    expect((await status(first)).baseline.status).toBe('applied');
    ops = cookie((await logInAs(first.app, 'ops@demo.portal.test', 'portal-demo-2026')).token);
    const files = (await first.app.inject({ url: '/api/ops/regions', headers: ops })).json() as { files: { name: string; text: string }[] };
    const london = files.files.find((f) => f.name === 'UK-LONDON.json')!.text;
    const draft = await first.app.inject({ method: 'POST', url: '/api/ops/regions/drafts', headers: ops, payload: { files: [{ name: 'UK-LONDON.json', text: london948(955)(london) }] } });
    const id = (draft.json() as { draft: { id: string } }).draft.id;
    expect((await first.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${id}/publish`, headers: ops, payload: { message: 'London 955' } })).statusCode).toBe(200);
    await first.close();

    const second = await deploy('second', { 'FR.json': frVoucherMinimum(21) });
    try {
      expect((await status(second)).baseline.status).toBe('applied');
      expect(await setting(second, 'city_id=UK-LONDON', 'voucherMaximum')).toBe(955);
      expect(await setting(second, 'country_id=FR', 'voucherMinimum')).toBe(21);
      const { versions } = (await second.app.inject({ url: '/api/ops/regions/versions', headers: ops })).json() as { versions: { source: string; author: string; message: string }[] };
      expect(versions[0]).toMatchObject({ source: 'merge', author: 'deploy (regions/ folder)' });
      expect(versions[0].message).toMatch(/FR\.json/);
    } finally {
      await second.close();
    }
  });

  it('shows a conflict where the deploy changed a file ops changed too, publishes nothing, and a draft resolves it', async () => {
    const third = await deploy('third', { 'FR.json': frVoucherMinimum(21), 'UK-LONDON.json': london948(960) });
    try {
      const before = await status(third);
      expect(before.baseline).toMatchObject({ status: 'conflict', conflict: { files: ['UK-LONDON.json'] } });
      // The ops change keeps serving; the deploy's is not guessed in.
      expect(await setting(third, 'city_id=UK-LONDON', 'voucherMaximum')).toBe(955);
      const overview = (await third.app.inject({ url: '/api/ops/regions', headers: ops })).json() as { conflict: { baselineId: number; files: string[]; deployFiles: { name: string; text: string }[] } };
      expect(overview.conflict.files).toEqual(['UK-LONDON.json']);
      const deployLondon = overview.conflict.deployFiles[0].text;
      expect(deployLondon).toContain('"voucherMaximum": 960');

      const resolve = await third.app.inject({
        method: 'POST',
        url: '/api/ops/regions/drafts',
        headers: ops,
        payload: { files: [{ name: 'UK-LONDON.json', text: deployLondon }], resolvesBaseline: overview.conflict.baselineId },
      });
      const id = (resolve.json() as { draft: { id: string } }).draft.id;
      expect((await third.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${id}/publish`, headers: ops, payload: { message: "Take the deploy's London" } })).statusCode).toBe(200);
      expect(await setting(third, 'city_id=UK-LONDON', 'voucherMaximum')).toBe(960);
      expect(((await third.app.inject({ url: '/api/ops/regions', headers: ops })).json() as { conflict: unknown }).conflict).toBeNull();
    } finally {
      await third.close();
    }
  });

  it('an older deploy restarting (a rolling deploy) publishes nothing and says its folder is outdated', async () => {
    const old = await deploy('old', { 'FR.json': frVoucherMinimum(21) });
    try {
      expect((await status(old)).baseline.status).toBe('outdated');
      expect(await setting(old, 'city_id=UK-LONDON', 'voucherMaximum')).toBe(960);
    } finally {
      await old.close();
    }
  });
});
