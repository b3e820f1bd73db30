/**
 * No configuration can break a city, through /ops too (issue 24): every bad region value of
 * tests/fixtures/bad-region-values.ts, proposed in a draft, shows in its review with file and pointer
 * and is refused on publication (400 REGION_FILES_INVALID, each problem in `details`); nothing is
 * published and the live answers stay the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_REGION_VALUES } from '../../fixtures/bad-region-values';
import { createTestApp, type TestApp } from '../app-harness';
import { cookie, logInAs } from '../auth/account-fixtures';

let t: TestApp;
let ops: Record<string, string>;
let files: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seeded: true, appEnv: 'test' });
  ops = cookie((await logInAs(t.app, 'ops@demo.portal.test', 'portal-demo-2026')).token);
  const overview = (await t.app.inject({ url: '/api/ops/regions', headers: ops })).json() as { files: { name: string; text: string }[] };
  files = Object.fromEntries(overview.files.map((f) => [f.name, f.text]));
});

afterAll(async () => t?.close());

describe('a bad region value in an ops draft', () => {
  it.each(BAD_REGION_VALUES.map((row) => [row.name, row] as const))('%s: shown in the review and refused on publication', async (_name, row) => {
    const version = t.app.regions.version;
    const config = (await t.app.inject({ url: '/api/config?city_id=UK-LONDON' })).body;
    const json = JSON.parse(files[row.file]) as Record<string, unknown>;
    row.edit(json);
    const created = await t.app.inject({ method: 'POST', url: '/api/ops/regions/drafts', headers: ops, payload: { files: [{ name: row.file, text: JSON.stringify(json, null, 2) }] } });
    expect(created.statusCode, created.body).toBe(200);
    const { draft, review } = created.json() as { draft: { id: string }; review: { valid: boolean; problems: { file: string; pointer: string; message: string }[] } };
    expect(review.valid).toBe(false);
    expect(review.problems).toContainEqual({ file: `regions/${row.file}`, pointer: row.pointer, message: expect.stringMatching(row.messageMatch) });

    const published = await t.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${draft.id}/publish`, headers: ops, payload: { message: row.name } });
    expect(published.statusCode, published.body).toBe(400);
    expect(published.json()).toMatchObject({ error: 'REGION_FILES_INVALID' });
    expect(published.json().details).toContainEqual({ path: row.pointer, code: 'REGION_FILE_MISTAKE', file: `regions/${row.file}`, message: expect.stringMatching(row.messageMatch) });
    expect(t.app.regions.version).toBe(version);
    expect((await t.app.inject({ url: '/api/config?city_id=UK-LONDON' })).body).toBe(config);
    await t.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${draft.id}/discard`, headers: ops });
  });
});
