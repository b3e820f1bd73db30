/**
 * GET/PUT /api/me/consents (issue 31): the person's marketing choice (since when, how given) and the terms they
 * accepted; a change is recorded for the account's own address with its time, an unsubscribe made elsewhere shows
 * as off with its date, bad input stores nothing, nobody sees another person's consents, visitors get 401.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingPreferences, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

const LONDON = 'worker.london@demo.portal.test';
const PARIS = 'worker.paris@demo.portal.test';
const STUDENT = 'student@demo.portal.test';

let t: TestApp;
let now = new Date();
let london: Record<string, string>;
let paris: Record<string, string>;
let student: Record<string, string>;

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, clock: () => now });
  london = bearer((await logInAs(t.app, LONDON, DEMO_PASSWORD)).token);
  paris = bearer((await logInAs(t.app, PARIS, DEMO_PASSWORD)).token);
  student = bearer((await logInAs(t.app, STUDENT, DEMO_PASSWORD)).token);
});

afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/me/consents', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/me/consents', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const preferenceOf = async (email: string) =>
  (await t.app.db.select().from(marketingPreferences).where(eq(marketingPreferences.email, email)))[0] ?? null;
const workerRow = async (id: string) => (await t.app.db.select().from(workers).where(eq(workers.id, id)))[0]!;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  return now;
};

describe('GET /api/me/consents', () => {
  it('answers the marketing choice on record, how it was given, and the terms accepted with their version and page', async () => {
    const row = await workerRow(DEMO_WORKER_IDS.workerLondon);
    const res = await get(london);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    // The demo worker accepted marketing at sign-up and has no preference of their address on record.
    expect(await preferenceOf(LONDON)).toBeNull();
    expect(body.marketing).toEqual({ subscribed: true, since: row.lastAcceptedMarketingCommunicationsAt!.toISOString(), givenBy: 'accountAcceptance' });
    expect(body.terms).toEqual({
      version: '2026-01-01',
      acceptedAt: row.lastAcceptedTermsAndConditionsAt!.toISOString(),
      acceptedCurrentVersion: row.lastAcceptedTermsAndConditionsAt!.toISOString().slice(0, 10) >= '2026-01-01',
      link: '/terms?country=UK',
    });
  });

  it('answers each person their own: another account’s address, choice and terms never show', async () => {
    const parisBody = (await get(paris)).json();
    expect(parisBody.terms.link).toBe('/terms?country=FR');
    expect(parisBody.marketing.givenBy).not.toBe('accountAcceptance');
    // Paris changes theirs; London's answer stays London's.
    const before = (await get(london)).json();
    later(1);
    expect((await put(paris, { marketing: true })).statusCode).toBe(200);
    expect((await get(london)).json()).toEqual(before);
    expect(JSON.stringify(before)).not.toContain('paris');
  });

  it('answers a student theirs, and a visitor 401', async () => {
    const res = await get(student);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().marketing.subscribed).toBe('boolean');
    const visitor = await get();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe('UNAUTHORIZED');
    expect((await put({}, { marketing: true })).statusCode).toBe(401);
  });
});

describe('PUT /api/me/consents', () => {
  it('records the choice for the account’s address with its time and answers the new state', async () => {
    const at = later(5);
    const off = await put(london, { marketing: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().marketing).toEqual({ subscribed: false, since: at.toISOString(), givenBy: 'emailPreference' });
    expect(await preferenceOf(LONDON)).toMatchObject({ subscribed: false, changedAt: at });

    const again = later(5);
    const on = await put(london, { marketing: true });
    expect(on.json().marketing).toEqual({ subscribed: true, since: again.toISOString(), givenBy: 'emailPreference' });
    expect(await preferenceOf(LONDON)).toMatchObject({ subscribed: true, changedAt: again });
    expect((await get(london)).json().marketing).toEqual(on.json().marketing);
  });

  it('shows an unsubscribe made on the unsubscribe page as off, with its date', async () => {
    const at = later(5);
    const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { email: LONDON.toUpperCase() } });
    expect(res.statusCode).toBe(200);
    expect((await get(london)).json().marketing).toEqual({ subscribed: false, since: at.toISOString(), givenBy: 'emailPreference' });
  });

  it.each([
    [{}, '/marketing'],
    [{ marketing: 'yes' }, '/marketing'],
    [{ marketing: null }, '/marketing'],
    [{ marketing: true, email: 'someone.else@example.test' }, '/email'],
  ])('refuses %j with 400 VALIDATION_FAILED on the field and stores nothing', async (payload, path) => {
    later(5);
    const rows = await t.app.db.select().from(marketingPreferences);
    const res = await put(london, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.details)).toContain(path);
    expect(await t.app.db.select().from(marketingPreferences)).toEqual(rows);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of [[], 'x', true]) {
      const res = await put(london, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses staff accounts: they have no marketing choice nor terms here', async () => {
    const support = bearer((await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD)).token);
    const res = await get(support);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('NOT_FOR_STAFF');
    const rows = await t.app.db.select().from(marketingPreferences);
    expect((await put(support, { marketing: true })).statusCode).toBe(403);
    expect(await t.app.db.select().from(marketingPreferences)).toEqual(rows);
  });
});
