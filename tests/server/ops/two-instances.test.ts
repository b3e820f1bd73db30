/**
 * Two instances on one PostgreSQL, as behind a load balancer (issue 24): a version published
 * through one is served by the other within 2 s (LISTEN/NOTIFY), both report their versions; a
 * version they refuse leaves each on its last good set, saying so; a rollback through the second
 * reaches the first; approval takes a second ops account on either instance, never the author.
 * PostgreSQL only (npm test's PostgreSQL pass): PGlite is one process's database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVersion, withRegionHistoryLock } from '../../../server/platform/regions/region-versions';
import { createTestApp, type TestApp } from '../app-harness';
import { cookie, logInAs } from '../auth/account-fixtures';
import { testDatabaseKind } from '../db-harness';
import { startTwoInstances, type TwoInstances } from '../two-instances';

const TARGET_MS = 2000;
const PASSWORD = 'portal-demo-2026';

let instances: TwoInstances<TestApp>;
let a: TestApp;
let b: TestApp;

async function voucherMaximum(t: TestApp): Promise<unknown> {
  return ((await t.app.inject({ url: '/api/config?city_id=UK-LONDON' })).json() as { keyValues: { voucherMaximum: unknown } }).keyValues.voucherMaximum;
}

async function health(t: TestApp) {
  return ((await t.app.inject({ url: '/api/health' })).json() as { regions: { version: number; hash: string; instance: string; lastRefused: { version: number | null } | null } }).regions;
}

/** Polls until `check` holds; answers how long it took. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await check()) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`not within ${limitMs} ms`);
}

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances on one PostgreSQL', () => {
  let opsA: Record<string, string>;
  let reviewerB: Record<string, string>;
  let london: string;

  beforeAll(async () => {
    instances = await startTwoInstances((database) => createTestApp({ sharedDatabase: database, appEnv: 'production' }), { seeded: true });
    ({ a, b } = instances);
    opsA = cookie((await logInAs(a.app, 'ops@demo.portal.test', PASSWORD)).token);
    reviewerB = cookie((await logInAs(b.app, 'ops.reviewer@demo.portal.test', PASSWORD)).token);
    const files = (await a.app.inject({ url: '/api/ops/regions', headers: opsA })).json() as { files: { name: string; text: string }[] };
    london = files.files.find((f) => f.name === 'UK-LONDON.json')!.text;
  });

  afterAll(async () => {
    await instances?.close();
  });

  it('start on the same version, and each lists both instances', async () => {
    const [ha, hb] = [await health(a), await health(b)];
    expect(ha.version).toBe(hb.version);
    expect(ha.hash).toBe(hb.hash);
    expect(ha.instance).not.toBe(hb.instance);
    const { instances } = (await b.app.inject({ url: '/api/ops/regions', headers: reviewerB })).json() as { instances: { id: string }[] };
    expect(instances.map((i) => i.id)).toEqual(expect.arrayContaining([ha.instance, hb.instance]));
  });

  it('serves on the second instance, within 2 s, a version drafted on the first and approved there by a second account', async () => {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/ops/regions/drafts',
      headers: opsA,
      payload: { files: [{ name: 'UK-LONDON.json', text: london.replace('"voucherMaximum": 948', '"voucherMaximum": 960') }] },
    });
    const id = (created.json() as { draft: { id: string } }).draft.id;
    expect((await a.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${id}/publish`, headers: opsA, payload: { message: 'London 960' } })).statusCode).toBe(200);
    // The author cannot approve it on the other instance either.
    const opsB = cookie((await logInAs(b.app, 'ops@demo.portal.test', PASSWORD)).token);
    expect((await b.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${id}/approve`, headers: opsB })).json().error).toBe('REGION_APPROVAL_OWN_DRAFT');

    const start = performance.now();
    const approved = await b.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${id}/approve`, headers: reviewerB });
    expect(approved.statusCode, approved.body).toBe(200);
    await within(TARGET_MS, async () => (await voucherMaximum(a)) === 960);
    console.log(`two-instances: approved on B -> served by A in ${Math.round(performance.now() - start)} ms (target ${TARGET_MS} ms)`);
    expect(await voucherMaximum(b)).toBe(960);
    expect((await health(a)).version).toBe((await health(b)).version);
  });

  it('a version both refuse leaves each on its last good set, and both say which they refused', async () => {
    const before = await health(a);
    const refused = await withRegionHistoryLock(instances.database.db, async (tx) =>
      // What a newer deploy's code might publish: a setting this code does not know.
      insertVersion(tx, {
        files: { ...((await a.app.inject({ url: '/api/ops/regions', headers: opsA })).json() as { files: { name: string; text: string }[] }).files.reduce<Record<string, string>>((all, f) => ({ ...all, [f.name]: f.text }), {}), 'UK.json': '{ "scope": {} }' },
        hash: 'from-a-newer-deploy',
        message: 'a set this code refuses',
        source: 'ops',
        author: { id: null, name: 'test' },
      }),
    );
    await within(TARGET_MS, async () => (await health(a)).lastRefused?.version === refused.id && (await health(b)).lastRefused?.version === refused.id);
    expect((await health(a)).version).toBe(before.version);
    expect((await health(b)).version).toBe(before.version);
    expect(await voucherMaximum(a)).toBe(960);
    expect(await voucherMaximum(b)).toBe(960);
  });

  it('rolls back through the second instance; the first serves it within 2 s', async () => {
    const { versions } = (await b.app.inject({ url: '/api/ops/regions/versions', headers: reviewerB })).json() as { versions: { id: number; message: string }[] };
    const target = versions.find((v) => v.message !== 'London 960' && v.message !== 'a set this code refuses')!;
    const start = performance.now();
    const res = await b.app.inject({ method: 'POST', url: `/api/ops/regions/versions/${target.id}/rollback`, headers: reviewerB, payload: { message: 'Back to 948' } });
    expect(res.statusCode, res.body).toBe(200);
    await within(TARGET_MS, async () => (await voucherMaximum(a)) === 948);
    console.log(`two-instances: rollback on B -> served by A in ${Math.round(performance.now() - start)} ms`);
    const [ha, hb] = [await health(a), await health(b)];
    expect(ha.version).toBe((res.json() as { id: number }).id);
    expect(hb.version).toBe(ha.version);
    expect(ha.lastRefused).toBeNull();
  });
});
