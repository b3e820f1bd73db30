/**
 * The region history from /ops (issue 24), on a production server where a second ops account must
 * approve: a draft is reviewed (problems with file and pointer; settings before and after; people
 * reached), submitted, refused to its own author, approved by the second account and served; the
 * history shows who, why and the diff; a rollback publishes the earlier set again; a draft whose
 * file someone else changed since is refused; a city is created and retired through the same checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app-harness';
import { cookie, logInAs } from '../auth/account-fixtures';

const PASSWORD = 'portal-demo-2026';
let t: TestApp;
let author: Record<string, string>;
let reviewer: Record<string, string>;
let london: string;

interface DraftResponse {
  draft: { id: string; status: string; mine: boolean; files: { name: string; text: string | null }[] };
  review: {
    valid: boolean;
    problems: { file: string; pointer: string; message: string }[];
    changes: { id: string; envs: string[]; settings: { name: string; before: unknown; after: unknown }[]; people: { workers: number; applicants: number; students: number } | null }[];
  };
  version: { id: number; author: string; approvedBy: string | null } | null;
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function voucherMaximum(): Promise<unknown> {
  return ((await t.app.inject({ url: '/api/config?city_id=UK-LONDON' })).json() as { keyValues: { voucherMaximum: unknown } }).keyValues.voucherMaximum;
}

async function draft(files: Record<string, string | null>, headers = author): Promise<DraftResponse> {
  const res = await inject('POST', '/api/ops/regions/drafts', headers, { files: Object.entries(files).map(([name, text]) => ({ name, text })) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DraftResponse;
}

/** Submits as the author and approves as the reviewer: the version published. */
async function publishApproved(id: string, message: string): Promise<DraftResponse> {
  const submitted = await inject('POST', `/api/ops/regions/drafts/${id}/publish`, author, { message });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const approved = await inject('POST', `/api/ops/regions/drafts/${id}/approve`, reviewer);
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json() as DraftResponse;
}

beforeAll(async () => {
  t = await createTestApp({ seeded: true, appEnv: 'production' });
  author = cookie((await logInAs(t.app, 'ops@demo.portal.test', PASSWORD)).token);
  reviewer = cookie((await logInAs(t.app, 'ops.reviewer@demo.portal.test', PASSWORD)).token);
  const overview = (await inject('GET', '/api/ops/regions', author)).json() as { files: { name: string; text: string }[]; approvalRequired: boolean };
  expect(overview.approvalRequired).toBe(true);
  london = overview.files.find((f) => f.name === 'UK-LONDON.json')!.text;
});

afterAll(async () => t?.close());

describe('a draft, reviewed, approved by a second ops account, served', () => {
  let id: string;

  it("shows a broken draft's problems with file and pointer", async () => {
    const broken = await draft({ 'UK-LONDON.json': london.replace('"voucherMaximum": 948', '"voucherMaximum": "many"') });
    id = broken.draft.id;
    expect(broken.draft).toMatchObject({ status: 'open', mine: true });
    expect(broken.review.valid).toBe(false);
    expect(broken.review.problems).toContainEqual(expect.objectContaining({ file: 'regions/UK-LONDON.json', pointer: '/keyValues/voucherMaximum' }));
    // Publishing it is refused with every problem, each on its file and pointer.
    const refused = await inject('POST', `/api/ops/regions/drafts/${id}/publish`, author, { message: 'Raise the London voucher maximum' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'REGION_FILES_INVALID', details: [expect.objectContaining({ file: 'regions/UK-LONDON.json', path: '/keyValues/voucherMaximum', code: 'REGION_FILE_MISTAKE' })] });
  });

  it('once fixed, shows each changed setting before and after, per environment, with the people it reaches', async () => {
    const res = await inject('PUT', `/api/ops/regions/drafts/${id}`, author, { files: [{ name: 'UK-LONDON.json', text: london.replace('"voucherMaximum": 948', '"voucherMaximum": 949') }] });
    expect(res.statusCode, res.body).toBe(200);
    const fixed = res.json() as DraftResponse;
    expect(fixed.review.valid).toBe(true);
    const change = fixed.review.changes.find((c) => c.id === 'UK-LONDON')!;
    expect(change.envs).toEqual(['test', 'production']);
    expect(change.settings).toEqual([{ name: 'voucherMaximum', before: 948, after: 949 }]);
    expect(change.people?.workers).toBeGreaterThan(0);
    // Only the author changes it.
    expect((await inject('PUT', `/api/ops/regions/drafts/${id}`, reviewer, { files: [] })).json().error).toBe('REGION_DRAFT_NOT_YOURS');
  });

  it('asks for a message, then waits for approval: nothing is served yet', async () => {
    const silent = await inject('POST', `/api/ops/regions/drafts/${id}/publish`, author, {});
    expect(silent.statusCode).toBe(400);
    expect(silent.json().details).toEqual([{ path: '/message', code: 'REGION_MESSAGE_REQUIRED' }]);
    const submitted = await inject('POST', `/api/ops/regions/drafts/${id}/publish`, author, { message: 'Raise the London voucher maximum to 949' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as DraftResponse).draft.status).toBe('awaiting_approval');
    expect((submitted.json() as DraftResponse).version).toBeNull();
    expect(await voucherMaximum()).toBe(948);
    // Frozen while it waits: what is approved is what ships.
    expect((await inject('PUT', `/api/ops/regions/drafts/${id}`, author, { files: [] })).json().error).toBe('REGION_DRAFT_NOT_OPEN');
  });

  it('is not approved by its own author, and is by the second account, then served', async () => {
    const own = await inject('POST', `/api/ops/regions/drafts/${id}/approve`, author);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('REGION_APPROVAL_OWN_DRAFT');
    const approved = await inject('POST', `/api/ops/regions/drafts/${id}/approve`, reviewer);
    expect(approved.statusCode, approved.body).toBe(200);
    const body = approved.json() as DraftResponse;
    expect(body.draft.status).toBe('published');
    expect(body.version).toMatchObject({ author: 'ops@demo.portal.test', approvedBy: 'ops.reviewer@demo.portal.test' });
    expect(await voucherMaximum()).toBe(949);
    const health = (await t.app.inject({ url: '/api/health' })).json() as { regions: { version: number } };
    expect(health.regions.version).toBe(body.version!.id);
    // The audit log (issue 25): the author submitted, the second account approved (which published).
    const { entries } = (await inject('GET', '/api/ops/audit?limit=2', author)).json() as { entries: { action: string; actor: { name: string }; subject: string }[] };
    expect(entries.map((e) => [e.action, e.actor.name, e.subject])).toEqual([
      ['region.approve', 'ops.reviewer@demo.portal.test', String(body.version!.id)],
      ['region.draft.submit', 'ops@demo.portal.test', id],
    ]);
  });

  it('lists the version in the history with its diff, and rolls back to the one before', async () => {
    const { versions } = (await inject('GET', '/api/ops/regions/versions', author)).json() as { versions: { id: number; message: string; author: string; source: string }[] };
    const [newest, previous] = versions;
    expect(newest).toMatchObject({ message: 'Raise the London voucher maximum to 949', author: 'ops@demo.portal.test', source: 'ops' });
    const diffRes = await inject('GET', `/api/ops/regions/versions/${newest.id}`, author);
    expect(diffRes.statusCode, diffRes.body).toBe(200);
    const diff = diffRes.json() as { files: string[]; changes: { id: string; lines: string[] }[] };
    expect(diff.files).toEqual(['UK-LONDON.json']);
    expect(diff.changes.find((c) => c.id === 'UK-LONDON')?.lines).toContain('setting voucherMaximum: 948 → 949');

    const rollback = await inject('POST', `/api/ops/regions/versions/${previous.id}/rollback`, reviewer, {});
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json()).toMatchObject({ source: 'rollback', rollbackOf: previous.id, author: 'ops.reviewer@demo.portal.test' });
    expect(await voucherMaximum()).toBe(948);
    expect((await inject('POST', `/api/ops/regions/versions/${previous.id}/rollback`, reviewer, {})).json().error).toBe('REGION_DRAFT_NO_CHANGE');
    expect((await inject('GET', '/api/ops/regions/versions/99999', author)).statusCode).toBe(404);
  });
});

describe('drafts that would undo or strand', () => {
  it('refuses a draft whose file someone else changed since it began', async () => {
    const mine = await draft({ 'UK-LONDON.json': london.replace('"voucherMaximum": 948', '"voucherMaximum": 950') });
    const theirs = await draft({ 'UK-LONDON.json': london.replace('"voucherMaximum": 948', '"voucherMaximum": 951') });
    await publishApproved(theirs.draft.id, 'London voucher maximum 951');
    const stale = await inject('POST', `/api/ops/regions/drafts/${mine.draft.id}/publish`, author, { message: 'London voucher maximum 950' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('REGION_DRAFT_STALE');
    expect(await voucherMaximum()).toBe(951);
  });

  it('refuses to remove a city people belong to, with the numbers', async () => {
    const removal = await draft({ 'UK-LONDON.json': null });
    expect(removal.review.valid).toBe(false);
    expect(removal.review.problems[0].message).toMatch(/UK-LONDON cannot be removed: \d+ workers and applicants and \d+ bookings belong to it/);
  });

  it('creates a city (closed for sign-up, its own details) and retires one, through the same checks', async () => {
    const start = await draft({});
    const bad = await inject('POST', `/api/ops/regions/drafts/${start.draft.id}/cities`, author, {
      id: 'UK-LEEDS', name: 'Leeds', timezone: 'Europe/London', telephoneHuman: '020 7946 0000', telephoneLink: 'tel:+442079460000', bankingPayoutType: 'bacs', heroLanguage_id: 'en_GB',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('/telephoneHuman');
    const added = await inject('POST', `/api/ops/regions/drafts/${start.draft.id}/cities`, author, {
      id: 'UK-LEEDS', name: 'Leeds', timezone: 'Europe/London', telephoneHuman: '0113 496 0000', telephoneLink: 'tel:+441134960000', bankingPayoutType: 'bacs', heroLanguage_id: 'en_GB',
    });
    expect(added.statusCode, added.body).toBe(200);
    const withLeeds = added.json() as DraftResponse;
    expect(withLeeds.draft.files.map((f) => f.name)).toEqual(['UK-LEEDS.json']);
    expect(withLeeds.review.valid).toBe(true);
    expect(withLeeds.review.changes.find((c) => c.id === 'UK-LEEDS')).toBeDefined();

    const retired = await inject('POST', `/api/ops/regions/drafts/${start.draft.id}/cities/UK-EDINBURGH/retire`, author);
    expect(retired.statusCode, retired.body).toBe(200);
    const body = retired.json() as DraftResponse;
    expect(JSON.parse(body.draft.files.find((f) => f.name === 'UK-EDINBURGH.json')!.text!).city).toMatchObject({ retired: true, openForSignup: false });
    expect(body.review.valid, JSON.stringify(body.review.problems)).toBe(true);
    await publishApproved(start.draft.id, 'Leeds, closed for now; Edinburgh retired');
    const cities = ((await t.app.inject({ url: '/api/cities' })).json() as { id: string }[]).map((c) => c.id);
    expect(cities).toContain('UK-LEEDS');
    expect(cities).not.toContain('UK-EDINBURGH');
    expect((await t.app.inject({ url: '/api/config?city_id=UK-EDINBURGH' })).statusCode).toBe(200);
  });
});
