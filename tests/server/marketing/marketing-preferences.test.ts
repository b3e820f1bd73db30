/**
 * Marketing preferences (R§2, R§5, R§7, W§7): POST /api/unsubscribe answers the same for a known
 * and an unknown address and stores the choice with its time; bad input is a 4xx with the form's
 * codes and stores nothing; POST /api/acceptMarketing stores the opposite choice; the mailer sends
 * a marketing mail only to an address whose latest choice is to receive it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingPreferences, outbox, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { sendPartnerOffersMail } from '../../../server/marketing/partner-offers-mail';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

const PUBLIC_URL = 'https://portal.example.test';
let t: TestApp;
let london: Record<string, string>;

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, publicUrl: PUBLIC_URL });
  london = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
});

afterAll(async () => {
  await t.close();
});

const unsubscribe = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: payload as object });
const preferenceOf = async (email: string) =>
  (await t.app.db.select().from(marketingPreferences).where(eq(marketingPreferences.email, email)))[0] ?? null;
const londonRow = async () => (await t.app.db.select().from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerLondon)))[0];
const outboxTo = async (to: string) => t.app.db.select().from(outbox).where(eq(outbox.to, to));

describe('POST /api/unsubscribe', () => {
  it('answers a known and an unknown address identically and stores each as unsubscribed with its time', async () => {
    const before = Date.now();
    const known = await unsubscribe({ email: 'worker.paris@demo.portal.test' });
    const unknown = await unsubscribe({ email: 'nobody.here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(known.json()).toEqual({ ok: true });

    for (const email of ['worker.paris@demo.portal.test', 'nobody.here@example.test']) {
      const row = await preferenceOf(email);
      expect(row, email).not.toBeNull();
      expect(row!.subscribed).toBe(false);
      expect(row!.changedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row!.changedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('keeps addresses lower-cased and trimmed, one row per address', async () => {
    const res = await unsubscribe({ email: '  Mixed.Case@Example.TEST ' });
    expect(res.statusCode).toBe(200);
    await unsubscribe({ email: 'mixed.case@example.test' });
    const rows = await t.app.db.select().from(marketingPreferences).where(eq(marketingPreferences.email, 'mixed.case@example.test'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{}, 'FORM_ERROR_EMAIL_REQUIRED'],
    [{ email: '' }, 'FORM_ERROR_EMAIL_REQUIRED'],
    [{ email: 'not-an-address' }, 'FORM_ERROR_EMAIL_INVALID'],
    [{ email: 'two@@example.test' }, 'FORM_ERROR_EMAIL_INVALID'],
  ])('refuses %j with %s on /email and stores nothing', async (payload, code) => {
    const count = (await t.app.db.select().from(marketingPreferences)).length;
    const res = await unsubscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/email', code }] });
    expect((await t.app.db.select().from(marketingPreferences)).length).toBe(count);
  });

  it('refuses a body that is not an object, an unknown field, and a wrong type with a 4xx code', async () => {
    for (const payload of [[], 'x', { email: 42 }, { email: 'a@example.test', extra: true }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().error).toBe('string');
    }
    expect(await preferenceOf('a@example.test')).toBeNull();
  });
});

describe('marketing mail and the choices on record', () => {
  it('skips a marketing mail to an address that never chose to receive marketing', async () => {
    // The demo London worker accepted marketing at sign-up; this test needs an account without any choice.
    await t.app.db.update(workers).set({ lastAcceptedMarketingCommunicationsAt: null }).where(eq(workers.id, DEMO_WORKER_IDS.workerLondon));
    const row = await londonRow();
    expect(await preferenceOf('worker.london@demo.portal.test')).toBeNull();
    expect(await sendPartnerOffersMail(t.app.deps, row)).toBe('skipped');
    expect(await outboxTo(row.email)).toEqual([]);
  });

  it('sends it after acceptMarketing (stored with its time), with links on the public origin, and skips it after unsubscribing', async () => {
    const before = Date.now();
    const accepted = await t.app.inject({ method: 'POST', url: '/api/acceptMarketing', headers: london, payload: { email: 'worker.london@demo.portal.test' } });
    expect(accepted.statusCode).toBe(200);
    const pref = await preferenceOf('worker.london@demo.portal.test');
    expect(pref).toMatchObject({ subscribed: true });
    expect(pref!.changedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(await sendPartnerOffersMail(t.app.deps, await londonRow())).toBe('sent');
    const [mail] = await outboxTo('worker.london@demo.portal.test');
    expect(mail.subject).toBe('New partner offers for you');
    expect(mail.text).toContain(`${PUBLIC_URL}/perks`);
    expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe?email=worker.london%40demo.portal.test`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/unsubscribe?email=worker.london%40demo.portal.test"`);

    // Unsubscribing later wins over the earlier acceptance (on the account and in the preferences).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await unsubscribe({ email: 'Worker.London@demo.portal.test' })).statusCode).toBe(200);
    expect(await preferenceOf('worker.london@demo.portal.test')).toMatchObject({ subscribed: false });
    expect(await sendPartnerOffersMail(t.app.deps, await londonRow())).toBe('skipped');
    expect(await outboxTo('worker.london@demo.portal.test')).toHaveLength(1);
  });

  it('never holds back an account mail for an unsubscribed address', async () => {
    expect(await preferenceOf('worker.paris@demo.portal.test')).toMatchObject({ subscribed: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/hero/password-reset/request', payload: { email: 'worker.paris@demo.portal.test' } });
    expect(res.statusCode).toBe(200);
    await Promise.allSettled([...t.app.deps.pendingMail]);
    expect((await outboxTo('worker.paris@demo.portal.test')).length).toBeGreaterThan(0);
  });
});
