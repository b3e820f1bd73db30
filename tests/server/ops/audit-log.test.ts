/**
 * The audit log of staff actions (issue 25, item 6): a support reply, a region draft, its
 * publication and a rollback each write a row naming the account, its role, the action and its
 * subject (never a message's text); ops read them newest first, by action or by account, page by
 * page; nobody else reads them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../engine/generated/api/audit-log-entry';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { repoRoot, type TestApp } from '../app-harness';
import { bearer, cookie, createAccountsApp, logInAs } from '../auth/account-fixtures';

let t: TestApp;
let ops: Record<string, string>;
let opsId: string;
let support: Record<string, string>;
let supportId: string;

/** Within London's support hours. */
const clock = () => new Date('2026-01-15T12:00:00Z');

const audit = async (query = '', headers = ops): Promise<AuditLogEntry[]> => {
  const res = await t.app.inject({ url: `/api/ops/audit${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { entries: AuditLogEntry[] }).entries;
};

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, appEnv: 'test', clock });
  const opsLogin = await logInAs(t.app, 'ops@demo.portal.test', DEMO_PASSWORD);
  ops = cookie(opsLogin.token);
  opsId = opsLogin.worker.id;
  const supportLogin = await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD);
  support = bearer(supportLogin.token);
  supportId = supportLogin.worker.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('what is recorded', () => {
  it('a staff login, with the account and its role (a worker login is not)', async () => {
    await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD);
    const logins = await audit('?action=staff.login');
    expect(logins.map((e) => e.actor)).toEqual([
      { id: supportId, name: 'support@demo.portal.test', role: 'support' },
      { id: opsId, name: 'ops@demo.portal.test', role: 'ops' },
    ]);
    expect(logins[0].detail).toEqual({ method: 'password' });
  });

  it("a support reply: who, on which conversation, which message, never the message's text", async () => {
    const worker = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
    const asked = await t.app.inject({ method: 'POST', url: '/api/support-chat/messages', headers: worker, payload: { body: 'Where is my statement?' } });
    const conversationId = asked.json<{ conversationId: string }>().conversationId;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/support/conversations/${conversationId}/messages`,
      headers: support,
      payload: { body: 'Under Statements, my secret tip' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'support.reply',
      actor: { id: supportId, name: 'support@demo.portal.test', role: 'support' },
      subject: conversationId,
      detail: { messageId: answered.json<{ id: string }>().id },
    });
    expect(Math.abs(Date.now() - Date.parse(entry.at))).toBeLessThan(60_000);
    expect(JSON.stringify(entry)).not.toContain('secret tip');
  });

  it('a draft, its publication and a rollback, by the ops account, with the version numbers', async () => {
    const overview = (await t.app.inject({ url: '/api/ops/regions', headers: ops })).json() as { files: { name: string; text: string }[]; version: { id: number } };
    const london = overview.files.find((f) => f.name === 'UK-LONDON.json')!.text;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ops/regions/drafts',
      headers: ops,
      payload: { files: [{ name: 'UK-LONDON.json', text: london.replace('"voucherMaximum": 948', '"voucherMaximum": 949') }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const draftId = created.json<{ draft: { id: string } }>().draft.id;
    const published = await t.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${draftId}/publish`, headers: ops, payload: { message: 'Raise the London voucher maximum' } });
    expect(published.statusCode, published.body).toBe(200);
    const version = published.json<{ version: { id: number } }>().version.id;
    const rolledBack = await t.app.inject({ method: 'POST', url: `/api/ops/regions/versions/${overview.version.id}/rollback`, headers: ops, payload: {} });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);

    const [rollback, publication, draft] = await audit('?actor=OPS@demo.portal.test&limit=3');
    const actor = { id: opsId, name: 'ops@demo.portal.test', role: 'ops' };
    expect(draft).toMatchObject({ action: 'region.draft.create', actor, subject: draftId, detail: { files: ['UK-LONDON.json'] } });
    expect(publication).toMatchObject({
      action: 'region.publish',
      actor,
      subject: String(version),
      detail: { draftId, message: 'Raise the London voucher maximum', files: ['UK-LONDON.json'] },
    });
    expect(rollback).toMatchObject({ action: 'region.rollback', actor, subject: String(rolledBack.json<{ id: number }>().id), detail: { rollbackOf: overview.version.id } });
  });
});

describe('GET /api/ops/audit', () => {
  it('pages newest first with `before`, and filters by action', async () => {
    const all = await audit('?limit=100');
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    const first = await audit('?limit=2');
    const next = await audit(`?limit=2&before=${first[1].id}`);
    expect([...first, ...next].map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    expect((await audit('?action=region.publish')).every((e) => e.action === 'region.publish')).toBe(true);
    expect(await audit('?actor=nobody@example.com')).toEqual([]);
  });

  it('filters by every action there is: the query names the same actions as /api/audit-action', async () => {
    const schema = async (name: string) => JSON.parse(await readFile(path.join(repoRoot, 'schemas', 'api', `${name}.schema.json`), 'utf8'));
    expect((await schema('audit-log-query')).properties.action.enum).toEqual((await schema('audit-action')).enum);
  });

  it('refuses a bad filter with a 400 and a code', async () => {
    for (const query of ['?action=drop.table', '?limit=0', '?before=abc', '?colour=red']) {
      const res = await t.app.inject({ url: `/api/ops/audit${query}`, headers: ops });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('is for ops only: 401 for a visitor, 403 STAFF_ONLY for a worker, 403 for support', async () => {
    expect((await t.app.inject({ url: '/api/ops/audit' })).statusCode).toBe(401);
    const worker = bearer((await logInAs(t.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token);
    const asWorker = await t.app.inject({ url: '/api/ops/audit', headers: worker });
    expect(asWorker.statusCode).toBe(403);
    expect(asWorker.json().error).toBe('STAFF_ONLY');
    expect((await t.app.inject({ url: '/api/ops/audit', headers: support })).statusCode).toBe(403);
  });
});
