/**
 * Perks (W§2, W§7): partner offers per country, the linked customer account (perks-link form,
 * confirmed from the address's inbox before it holds (issue 27), one per worker, unlink) and accepting marketing for one's own e-mail; the AT worker is refused
 * (perks switched off in AT, R§9).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedUsers, marketingPreferences, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, lastMailTo, logInAs, tokenInMail } from '../auth/account-fixtures';
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
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/linked-user/confirm', headers: { 'sec-fetch-site': 'same-origin', ...headers }, payload: { token } });
  const none = { linkedUser: null, pendingLink: null };

  it('asks the address to confirm before the link holds (issue 27), shows it only to its worker, relinks and unlinks', async () => {
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toEqual(none);

    const asked = await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: london, payload: { email: 'Customer.One@Example.com' } });
    expect(asked.statusCode, asked.body).toBe(200);
    // Not linked yet: pending, and the address got a confirmation link.
    expect(asked.json()).toMatchObject({ linkedUser: null, pendingLink: { email: 'customer.one@example.com' } });
    expect(await t.app.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, DEMO_WORKER_IDS.workerLondon))).toEqual([]);
    const mail = await lastMailTo(t.app.db, 'customer.one@example.com');
    expect(mail?.subject).toBe('Confirm the link to a practitioner\'s perks');
    const token = tokenInMail(mail!.text, '/perks-link');

    // A made-up or garbled token links nothing.
    expect((await confirm('x'.repeat(43))).json()).toMatchObject({ error: 'LINK_REQUEST_INVALID' });
    // Confirmed from the inbox (no session needed): the link holds, once.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'customer.one@example.com' });
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toMatchObject({ linkedUser: { email: 'customer.one@example.com' }, pendingLink: null });

    // Another worker never sees it, and unlinking their own (none) does not touch it.
    expect((await t.app.inject({ url: '/api/linked-user', headers: paris })).json()).toEqual(none);
    const parisUnlink = await t.app.inject({ method: 'DELETE', url: '/api/linked-user', headers: paris });
    expect(parisUnlink.statusCode).toBe(404);
    expect(parisUnlink.json()).toMatchObject({ error: 'LINKED_USER_NOT_FOUND' });

    // One per worker: a second address replaces the first once confirmed; until then the first holds.
    await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: london, payload: { email: 'customer.two@example.com' } });
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toMatchObject({
      linkedUser: { email: 'customer.one@example.com' },
      pendingLink: { email: 'customer.two@example.com' },
    });
    expect((await confirm(tokenInMail((await lastMailTo(t.app.db, 'customer.two@example.com'))!.text, '/perks-link'))).statusCode).toBe(200);
    const rows = await t.app.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, DEMO_WORKER_IDS.workerLondon));
    expect(rows.map((r) => r.email)).toEqual(['customer.two@example.com']);

    const unlinked = await t.app.inject({ method: 'DELETE', url: '/api/linked-user', headers: london });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual(none);
    expect((await t.app.inject({ url: '/api/linked-user', headers: london })).json()).toEqual(none);
  });

  it('asking again replaces the request: the older e-mail\'s link no longer works; cancelling drops it', async () => {
    await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: paris, payload: { email: 'client.un@example.fr' } });
    const first = tokenInMail((await lastMailTo(t.app.db, 'client.un@example.fr'))!.text, '/perks-link');
    // Issue 27: the French worker's e-mail opens the French page, whatever the browser's language.
    expect((await lastMailTo(t.app.db, 'client.un@example.fr'))!.text).toMatch(/https?:\/\/[^\s]+\/fr\/perks-link\//);
    await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: paris, payload: { email: 'client.deux@example.fr' } });
    expect((await confirm(first)).json()).toMatchObject({ error: 'LINK_REQUEST_INVALID' });
    const cancelled = await t.app.inject({ method: 'DELETE', url: '/api/linked-user', headers: paris });
    expect(cancelled.json()).toEqual(none);
    expect((await confirm(tokenInMail((await lastMailTo(t.app.db, 'client.deux@example.fr'))!.text, '/perks-link'))).statusCode).toBe(400);
    expect(await t.app.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, DEMO_WORKER_IDS.workerParis))).toEqual([]);
  });

  it('two clicks on the same link at once link once: one 200, one 400', async () => {
    await t.app.inject({ method: 'POST', url: '/api/linked-user', headers: london, payload: { email: 'race@example.com' } });
    const token = tokenInMail((await lastMailTo(t.app.db, 'race@example.com'))!.text, '/perks-link');
    const statuses = (await Promise.all([confirm(token), confirm(token), confirm(token)])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    await t.app.inject({ method: 'DELETE', url: '/api/linked-user', headers: london });
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
