/**
 * The ops API (issue 14): the preview of proposed region files against the live version, and the
 * gate (an ops account, or a loopback development server; never workers). Drafts, publication,
 * approval and the history are tests/server/ops/region-versions.test.ts.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../../server/seed/run-seeds';
import { seedModules } from '../../../server/seed/registry';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';
import { cookie } from '../auth/account-fixtures';

const londonText = () => readFile(path.join(repoRoot, 'regions', 'UK-LONDON.json'), 'utf8');

describe('on a loopback development server (APP_ENV=test, listening on 127.0.0.1)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-ops-regions-')), 'regions');
    await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
    t = await createTestApp({ appEnv: 'test', listenHost: '127.0.0.1', regionsDir: dir, liveRegions: true, watchRegions: false });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  });

  const preview = (files: { name: string; text: string }[]) => t.app.inject({ method: 'POST', url: '/api/ops/regions/preview', payload: { files } });

  it("lists the live version's files, this instance with its version, and the anonymous loopback actor", async () => {
    const res = await t.app.inject({ url: '/api/ops/regions' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      files: { name: string; text: string }[];
      status: { hash: string; version: number; instance: string };
      version: { id: number; source: string };
      instances: { id: string; version: number }[];
      approvalRequired: boolean;
      actor: { account: boolean };
    };
    expect(body.files.map((f) => f.name)).toContain('UK-LONDON.json');
    // The folder's own text, as the repository has it.
    expect(body.files.find((f) => f.name === 'UK-LONDON.json')?.text).toBe(await londonText());
    expect(body.version).toMatchObject({ id: body.status.version, source: 'baseline' });
    expect(body.instances).toContainEqual(expect.objectContaining({ id: body.status.instance, version: body.status.version }));
    expect(body.approvalRequired).toBe(false);
    expect(body.actor.account).toBe(false);
  });

  it('answers the problems of a broken proposal, with file and pointer, and no scopes', async () => {
    const text = (await londonText()).replace('"voucherMaximum": 948', '"voucherMaximum": "many"');
    const res = await preview([{ name: 'UK-LONDON.json', text }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { valid: boolean; problems: { file: string; pointer: string }[]; scopes: unknown[] };
    expect(body.valid).toBe(false);
    expect(body.problems).toContainEqual(expect.objectContaining({ file: 'regions/UK-LONDON.json', pointer: '/keyValues/voucherMaximum' }));
    expect(body.scopes).toEqual([]);
  });

  it('answers bad JSON as a problem with its line', async () => {
    const res = await preview([{ name: 'UK-LONDON.json', text: '{ "scope": ' }]);
    const body = res.json() as { valid: boolean; problems: { file: string; message: string }[] };
    expect(body.valid).toBe(false);
    expect(body.problems[0].file).toBe('regions/UK-LONDON.json');
  });

  it('composes the forms of the scopes a good proposal changes, before and after', async () => {
    const text = (await londonText()).replace('"workdays": "shown"', '"workdays": "shown",\n        "postcode": "shown"');
    const res = await preview([{ name: 'UK-LONDON.json', text }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      valid: boolean;
      scopes: { id: string; questions: unknown[]; forms: { formId: string; before: { schema: { properties: object } }; after: { schema: { properties: object } } }[] }[];
    };
    expect(body.valid).toBe(true);
    expect(body.scopes.map((s) => s.id)).toEqual(['UK-LONDON']);
    const [london] = body.scopes;
    expect(london.questions).toEqual([{ form: 'signup', question: 'postcode', before: 'hidden', after: 'shown' }]);
    const signup = london.forms.find((f) => f.formId === 'signup')!;
    expect(Object.keys(signup.before.schema.properties)).not.toContain('postcode');
    expect(Object.keys(signup.after.schema.properties)).toContain('postcode');
    // Nothing written, nothing served differently.
    expect(await readFile(path.join(dir, 'UK-LONDON.json'), 'utf8')).toBe(await londonText());
    const served = await t.app.inject({ url: '/api/forms/signup?city_id=UK-LONDON' });
    expect(Object.keys((served.json() as { schema: { properties: object } }).schema.properties)).not.toContain('postcode');
  });

  it('refuses bad input with a 4xx: a file name outside the folder, no files', async () => {
    expect((await preview([{ name: '../secret.json', text: '{}' }])).statusCode).toBe(400);
    expect((await preview([])).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/ops/regions/preview', payload: 'x'.repeat(10), headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });
});

describe('the gate', () => {
  let t: TestApp;
  let workerToken: string;
  beforeAll(async () => {
    // Production: nobody is exempt, whatever the addresses.
    t = await createTestApp({ appEnv: 'production', listenHost: '127.0.0.1' });
    await runSeeds(t.app.db, { modules: seedModules.filter((m) => m.name === 'demo-accounts') });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'worker.london@demo.portal.test', password: 'portal-demo-2026' } });
    workerToken = (login.json() as { token: string }).token;
  });
  afterAll(async () => t?.close());

  it('opens every ops route to the demo ops account on a production server', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ops@demo.portal.test', password: 'portal-demo-2026' } });
    expect(login.statusCode, login.body).toBe(200);
    const token = (login.json() as { token: string }).token;
    expect((await t.app.inject({ url: '/api/ops/regions', headers: cookie(token) })).statusCode).toBe(200);
    const preview = await t.app.inject({ method: 'POST', url: '/api/ops/regions/preview', payload: { files: [{ name: 'UK.json', text: '{}' }] }, headers: cookie(token) });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().valid).toBe(false);
  });

  it('refuses visitors (401) and workers (403 STAFF_ONLY) on every ops route', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/ops/regions' },
      { method: 'POST' as const, url: '/api/ops/regions/preview', payload: { files: [{ name: 'UK.json', text: '{}' }] } },
      { method: 'POST' as const, url: '/api/ops/regions/drafts', payload: { files: [{ name: 'UK.json', text: '{}' }] } },
      { method: 'GET' as const, url: '/api/ops/regions/versions' },
      { method: 'GET' as const, url: '/api/ops/regions/versions/1' },
      { method: 'POST' as const, url: '/api/ops/regions/versions/1/rollback', payload: {} },
      { method: 'POST' as const, url: '/api/ops/regions/drafts/x/approve' },
    ];
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(anonymous.statusCode, route.url).toBe(401);
      const worker = await t.app.inject({ ...route, headers: cookie(workerToken) });
      expect(worker.statusCode, route.url).toBe(403);
      expect(worker.json().error).toBe('STAFF_ONLY');
    }
  });

  it('refuses on a test server that listens beyond loopback', async () => {
    const open = await createTestApp({ appEnv: 'test', listenHost: '0.0.0.0' });
    try {
      expect((await open.app.inject({ url: '/api/ops/regions' })).statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });
});
