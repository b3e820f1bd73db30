/**
 * Perks (W§2, W§7): partner offers per country, the linked customer account (perks-link form,
 * one per worker, unlink) and accepting marketing for one's own e-mail; the AT worker is refused
 * (perks switched off in AT, R§9).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedUsers, marketingPreferences, workers } from '../../../server/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/db/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

let t: TestApp;
let london: Record<string, string>;
let paris: Record<string, string>;
let vienna: Record<string, string>;

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  london = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
  paris = bearer((await logInAs(t.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token);
  vienna = bearer((await logInAs(t.app, 'worker.vienna@demo.portal.test', DEMO_PASSWORD)).token);
});

afterAll(async () => {
  await t.close();
});

describe('partner offers', () => {
  it("lists the offers of the worker's country with image and discount code", async () => {
    const uk = await t.app.inject({ url: '/api/partner-offers', headers: london });
    expect(uk.statusCode).toBe(200);
    const ukOffers = (uk.json() as { offers: { _id: string; image: string; discountCode: string | null }[] }).offers;
    expect(ukOffers.length).toBeGreaterThanOrEqual(4);
    expect(ukOffers.map((o) => o._id)).toContain('offer-massage-table');
    expect(ukOffers.some((o) => o._id.startsWith('offer-fr-'))).toBe(false);
    for (const offer of ukOffers) expect(offer.image).toMatch(/^\/images\/perks\//);

    const fr = await t.app.inject({ url: '/api/partner-offers', headers: paris });
    const frOffers = (fr.json() as { offers: { _id: string; title: string }[] }).offers;
    expect(frOffers.map((o) => o._id)).toContain('offer-fr-huiles');
    expect(frOffers.map((o) => o._id)).not.toContain('offer-massage-table');
  });

  it('refuses the AT worker on every perks route (NOT_IN_REGION)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/partner-offers', undefined],
      ['GET', '/api/linked-user', undefined],
      ['POST', '/api/linked-user', { email: 'kunde@example.at' }],
      ['DELETE', '/api/linked-user', undefined],
      ['POST', '/api/acceptMarketing', { email: 'worker.vienna@demo.portal.test' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: vienna, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'NOT_IN_REGION' });
    }
    const rows = await t.app.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, DEMO_WORKER_IDS.workerVienna));
    expect(rows).toEqual([]);
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ url: '/api/partner-offers' });
    expect(res.statusCode).toBe(401);
  });
});

describe('linked user', () => {
  it('links by e-mail, shows it only to its worker, relinks and unlinks', async () => {
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toEqual({ linkedUser: null });

    const linked = await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: london, payload: { email: 'Customer.One@Example.com' } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ linkedUser: { email: 'customer.one@example.com' } });
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toMatchObject({ linkedUser: { email: 'customer.one@example.com' } });

    // Another worker never sees it, and unlinking their own (none) does not touch it.
    expect((await t.app.inject({ url: '/api/linked-user', headers: paris })).json()).toEqual({ linkedUser: null });
    const parisUnlink = await t.app.inject({ method: 'DELETE', url: '/api/linked-user', headers: paris });
    expect(parisUnlink.statusCode).toBe(404);
    expect(parisUnlink.json()).toMatchObject({ error: 'LINKED_USER_NOT_FOUND' });

    // One per worker: a second link replaces the first.
    await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: london, payload: { email: 'customer.two@example.com' } });
    const rows = await t.app.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, DEMO_WORKER_IDS.workerLondon));
    expect(rows.map((r) => r.email)).toEqual(['customer.two@example.com']);

    const unlinked = await t.app.inject({ method: 'DELETE', url: '/api/linked-user', headers: london });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual({ linkedUser: null });
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toEqual({ linkedUser: null });
  });

  it('answers a bad e-mail with 400 on the field and stores nothing', async () => {
    for (const payload of [{ email: 'not-an-email' }, { email: '' }, {}, { email: 'a@b.co', extra: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: paris, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { error: string; details: { path: string }[] };
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.details.length).toBeGreaterThan(0);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: paris, payload: { email: 'not-an-email' } });
    expect((bad.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('/email');
    const rows = await t.app.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, DEMO_WORKER_IDS.workerParis));
    expect(rows).toEqual([]);
  });
});

describe('accept marketing', () => {
  it("stamps the worker's acceptance for their own e-mail only", async () => {
    await t.app.db.update(workers).set({ lastAcceptedMarketingCommunicationsAt: null }).where(eq(workers.id, DEMO_WORKER_IDS.workerParis));
    const other = await t.app.inject({ method: 'POST', url: '/api/acceptMarketing', headers: paris, payload: { email: 'worker.london@demo.portal.test' } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/email', code: 'FORM_ERROR_EMAIL_NOT_OWN' }] });
    const [before] = await t.app.db.select().from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerParis));
    expect(before.lastAcceptedMarketingCommunicationsAt).toBeNull();

    const res = await t.app.inject({ method: 'POST', url: '/api/acceptMarketing', headers: paris, payload: { email: 'Worker.Paris@demo.portal.test' } });
    expect(res.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerParis));
    expect(after.lastAcceptedMarketingCommunicationsAt).not.toBeNull();
    const [pref] = await t.app.db.select().from(marketingPreferences).where(eq(marketingPreferences.email, 'worker.paris@demo.portal.test'));
    expect(pref.subscribed).toBe(true);
  });
});
