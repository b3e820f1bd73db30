/**
 * The markers of the insights charts (issue 29, item 3): GET /api/ops/insights/versions lists the
 * region versions of a period with the scopes whose file each changed against the version before
 * it, and keeps those that changed the scope asked for (a city sees its own file, its country's and
 * the defaults). Only ops accounts read it; a bad period is a 400 with a code.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsVersionsResponse } from '../../../engine/generated/api/insights-versions-response';
import { regionVersions } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, cookie, createAccountsApp, logInAs } from '../auth/account-fixtures';

let t: TestApp;
let ops: Record<string, string>;
const ids: Record<string, number> = {};

const versions = async (query: string, headers = ops) => {
  const res = await t.app.inject({ url: `/api/ops/insights/versions?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as InsightsVersionsResponse).versions;
};

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, appEnv: 'test' });
  ops = cookie((await logInAs(t.app, 'ops@demo.portal.test', DEMO_PASSWORD)).token);
  // A history of March 2020, after whatever the seed published: each version changes one file of the one before.
  const [latest] = await t.app.db.select().from(regionVersions).orderBy(desc(regionVersions.id)).limit(1);
  let files = { ...latest.files };
  const publish = async (name: string, at: string, change: (files: Record<string, string>) => Record<string, string>) => {
    files = change(files);
    const [row] = await t.app.db
      .insert(regionVersions)
      .values({ files, hash: `test-${name}`, message: `${name}: a test change`, source: 'ops', authorName: 'ops@demo.portal.test', createdAt: new Date(at) })
      .returning({ id: regionVersions.id });
    ids[name] = row.id;
  };
  const edit = (file: string, how: (text: string) => string) => (f: Record<string, string>) => ({ ...f, [file]: how(f[file]) });
  await publish('london', '2020-03-05T10:00:00Z', edit('UK-LONDON.json', (text) => text.replace('{', '{ ')));
  await publish('uk', '2020-03-10T10:00:00Z', edit('UK.json', (text) => text.replace('{', '{ ')));
  await publish('paris', '2020-03-12T10:00:00Z', edit('FR-PARIS.json', (text) => text.replace('{', '{ ')));
  // Line endings and a trailing blank line are no change (as the history's diff says).
  await publish('endings', '2020-03-14T10:00:00Z', edit('UK-LONDON.json', (text) => `${text.replace(/\n/g, '\r\n')}\n\n`));
  await publish('defaults', '2020-03-20T10:00:00Z', edit('defaults.json', (text) => text.replace('{', '{ ')));
  await publish('april', '2020-04-02T10:00:00Z', edit('UK-LONDON.json', (text) => text.replace('{', '{ ')));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const MARCH = 'from=2020-03-01&to=2020-03-31';

describe('the versions of a period and the scopes they changed', () => {
  it('a version that changed only UK-LONDON.json names London alone, with its message and author', async () => {
    const [london] = await versions(`${MARCH}&city_id=UK-LONDON`);
    expect(london).toEqual({ id: ids.london, createdAt: '2020-03-05T10:00:00.000Z', message: 'london: a test change', authorName: 'ops@demo.portal.test', scopes: ['UK-LONDON'] });
  });

  it("a city's charts show its own changes, its country's and the defaults, oldest first", async () => {
    expect((await versions(`${MARCH}&city_id=UK-LONDON`)).map((v) => v.id)).toEqual([ids.london, ids.uk, ids.defaults]);
    expect((await versions(`${MARCH}&city_id=UK-MANCHESTER`)).map((v) => v.id)).toEqual([ids.uk, ids.defaults]);
    expect((await versions(`${MARCH}&city_id=FR-PARIS&country_id=UK`)).map((v) => v.id)).toEqual([ids.paris, ids.defaults]);
  });

  it("a country's charts show its cities' changes too; everywhere shows every change, none that changed nothing", async () => {
    expect((await versions(`${MARCH}&country_id=UK`)).map((v) => v.id)).toEqual([ids.london, ids.uk, ids.defaults]);
    const all = await versions(MARCH);
    expect(all.map((v) => [v.id, v.scopes])).toEqual([
      [ids.london, ['UK-LONDON']],
      [ids.uk, ['UK']],
      [ids.paris, ['FR-PARIS']],
      [ids.defaults, ['defaults']],
    ]);
  });

  it('the period takes whole days, both included', async () => {
    expect((await versions('from=2020-03-05&to=2020-03-05')).map((v) => v.id)).toEqual([ids.london]);
    expect((await versions('from=2020-04-01&to=2020-04-30&city_id=UK-LONDON')).map((v) => v.id)).toEqual([ids.april]);
  });
});

describe('refusals', () => {
  it('a period backwards or longer than 366 days is a 400 with its code; a malformed one too', async () => {
    const backwards = await t.app.inject({ url: '/api/ops/insights/versions?from=2020-03-31&to=2020-03-01', headers: ops });
    expect([backwards.statusCode, backwards.json().error]).toEqual([400, 'INSIGHTS_PERIOD_INVALID']);
    const long = await t.app.inject({ url: '/api/ops/insights/versions?from=2019-01-01&to=2020-03-01', headers: ops });
    expect([long.statusCode, long.json().error]).toEqual([400, 'INSIGHTS_PERIOD_TOO_LONG']);
    const garbage = await t.app.inject({ url: '/api/ops/insights/versions?from=March&to=2020-03-01', headers: ops });
    expect(garbage.statusCode).toBe(400);
    const noPeriod = await t.app.inject({ url: '/api/ops/insights/versions', headers: ops });
    expect(noPeriod.statusCode).toBe(400);
  });

  it('a worker and support are refused as staff-only, a visitor must log in (the access table)', async () => {
    const worker = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
    const asWorker = await t.app.inject({ url: `/api/ops/insights/versions?${MARCH}`, headers: worker });
    expect([asWorker.statusCode, asWorker.json().error]).toEqual([403, 'STAFF_ONLY']);
    const support = bearer((await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD)).token);
    const asSupport = await t.app.inject({ url: `/api/ops/insights/versions?${MARCH}`, headers: support });
    expect(asSupport.statusCode).toBe(403);
    const visitor = await t.app.inject({ url: `/api/ops/insights/versions?${MARCH}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('test change');
  });
});
