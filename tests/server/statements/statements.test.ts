/**
 * The worker's statements through the API (W§2, W§4, W§7) on the seeded demo data: pages with a
 * total, newest first; only one's own (another worker's is 404); confirm needs valid bank details
 * for the city's payout type, never a cancelled statement, twice is harmless; the hideStatements
 * worker is refused; the PDF is a PDF with the bank details masked; the bank-details form checks
 * PUT /api/me's banking with errors on the fields.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../../../engine/generated/api/statement';
import type { StatementsResponse } from '../../../engine/generated/api/statements-response';
import { statements, workers } from '../../../server/platform/db/schema';
import { DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, cookie, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';
import { readPdf } from '../pdf-text';

const PASSWORD = 'portal-demo-2026';
let t: TestApp;
const tokens: Record<'london' | 'paris' | 'vienna' | 'restricted' | 'inactive', string> = { london: '', paris: '', vienna: '', restricted: '', inactive: '' };

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = (await logInAs(t.app, `worker.${who}@demo.portal.test`, PASSWORD)).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const list = async (token: string, query = '') => {
  const res = await get(`/api/hero/statements${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatementsResponse;
};

describe('GET /api/hero/statements', () => {
  it("pages the worker's own statements newest first, 15 by default, with the total", async () => {
    const all = await list(tokens.london);
    expect(all.total).toBe(12);
    expect(all.limit).toBe(15);
    expect(all.statements).toHaveLength(12);
    expect(all.statements.every((s) => s.id.startsWith('demo-st-london-'))).toBe(true);
    const created = all.statements.map((s) => s.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const first = await list(tokens.london, '?start=0&limit=5');
    const third = await list(tokens.london, '?start=10&limit=5');
    expect(first.total).toBe(12);
    expect(first.statements).toHaveLength(5);
    expect(third.statements).toHaveLength(2);
    expect(third.statements[1].id).toBe(all.statements[11].id);
  });

  it('gives the newest one a deadline in the future, cancelled ones no URL', async () => {
    const { statements: rows } = await list(tokens.paris);
    const newest = rows[0];
    expect(newest.confirmedAt).toBeNull();
    expect(new Date(newest.confirmationDeadline!).getTime()).toBeGreaterThan(Date.now());
    expect(newest.currencySymbol).toBe('€');
    const cancelled = rows.filter((s) => s.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].url).toBeNull();
    expect(cancelled[0].confirmationDeadline).toBeNull();
    expect(rows.filter((s) => s.confirmedAt)).toHaveLength(10);
    expect(newest.total).toBeGreaterThan(0);
  });

  it('refuses a limit out of range with a field path', async () => {
    const res = await get('/api/hero/statements?limit=0', tokens.london);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('/query/limit');
    expect((await get('/api/hero/statements?start=-1', tokens.london)).statusCode).toBe(400);
  });

  it('refuses the worker whose statements are hidden (hideStatements) with 403', async () => {
    const res = await get('/api/hero/statements', tokens.restricted);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('SECTION_HIDDEN');
    expect((await get('/api/hero/statements/demo-st-restricted-x/confirm', tokens.restricted)).statusCode).toBe(403);
  });
});

describe('GET /api/hero/statements/{id}/confirm', () => {
  it("answers another worker's statement with 404", async () => {
    const { statements: paris } = await list(tokens.paris);
    for (const url of [`/api/hero/statements/${paris[0].id}/confirm`, `/api/hero/statements/${paris[0].id}/pdf`]) {
      const res = await get(url, tokens.london);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('STATEMENT_NOT_FOUND');
    }
  });

  it('refuses a cancelled statement, to confirm and to open', async () => {
    const { statements: rows } = await list(tokens.london);
    const cancelled = rows.find((s) => s.status === 'cancelled')!;
    for (const url of [`/api/hero/statements/${cancelled.id}/confirm`, `/api/hero/statements/${cancelled.id}/pdf`]) {
      const res = await get(url, tokens.london);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('STATEMENT_IS_CANCELLED');
    }
  });

  it('refuses without valid bank details for the payout type, then confirms once they are there (twice: the same)', async () => {
    const { statements: rows } = await list(tokens.vienna);
    const newest = rows[0];
    await t.database.db.update(workers).set({ bankingIban: 'AT611904300234573202' }).where(eq(workers.id, DEMO_WORKER_IDS.workerVienna));
    const refused = await get(`/api/hero/statements/${newest.id}/confirm`, tokens.vienna);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('BANK_DETAILS_MISSING');
    const [row] = await t.database.db.select().from(statements).where(eq(statements.id, newest.id));
    expect(row.confirmedAt).toBeNull();

    await t.database.db.update(workers).set({ bankingIban: 'AT611904300234573201' }).where(eq(workers.id, DEMO_WORKER_IDS.workerVienna));
    const ok = await get(`/api/hero/statements/${newest.id}/confirm`, tokens.vienna);
    expect(ok.statusCode, ok.body).toBe(200);
    const confirmed = ok.json() as Statement;
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.confirmationDeadline).toBeNull();
    const again = await get(`/api/hero/statements/${newest.id}/confirm`, tokens.vienna);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Statement).confirmedAt).toBe(confirmed.confirmedAt);
  });

  it('a UK worker with an IBAN but no account number has no bank details for bacs', async () => {
    await t.database.db
      .update(workers)
      .set({ bankingAccountNumber: null, bankingIban: 'GB82WEST12345698765432', bankingBic: 'WESTGB2L' })
      .where(eq(workers.id, DEMO_WORKER_IDS.workerInactive));
    const { statements: rows } = await list(tokens.inactive);
    const res = await get(`/api/hero/statements/${rows[0].id}/confirm`, tokens.inactive);
    expect(res.json().error).toBe('BANK_DETAILS_MISSING');
  });

  it('is a state-changing GET: refused from another site with a cookie session', async () => {
    const { statements: rows } = await list(tokens.london);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/hero/statements/${rows[0].id}/confirm`,
      headers: { ...cookie(tokens.london), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CROSS_SITE_REQUEST');
  });
});

describe('GET /api/hero/statements/{id}/pdf', () => {
  it('is a PDF with the period, the bookings, the sum and the bank details masked to the last 4', async () => {
    const { statements: rows } = await list(tokens.paris);
    const confirmed = rows.find((s) => s.confirmedAt && s.status !== 'cancelled')!;
    const res = await t.app.inject({ method: 'GET', url: confirmed.url!, headers: { ...bearer(tokens.paris), cookie: 'lang=fr_FR' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(confirmed.title);
    expect(text).toContain('Période');
    expect(text).toContain('Massage suédois');
    expect(text).toContain('Total à verser');
    // Written as the French statements page writes it (issue 27: it printed "€123.45").
    const total = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(confirmed.total).replace(/\s/g, '\\s');
    expect(text).toMatch(new RegExp(`${total}\\s€`));
    expect(text).not.toContain(`€${confirmed.total.toFixed(2)}`);
    expect(text).toContain('•••• 2606');
    expect(text).not.toContain('FR1420041010050500013M02606');
  });
});

describe('PUT /api/me banking', () => {
  it("checks the city's bank-details form and puts errors on the fields", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: cookie(tokens.paris),
      payload: { banking: { iban: 'FR1520041010050500013M02606', bic: 'PSSTFRPPPAR' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain('/banking/iban');
    const [row] = await t.database.db.select().from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerParis));
    expect(row.bankingIban).toBe('FR1420041010050500013M02606');
  });

  it('refuses the worker whose bank details are locked', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me', headers: cookie(tokens.restricted), payload: { banking: { accountNumber: '11112222', sortCode: '11-22-33' } } });
    expect(res.statusCode).toBe(403);
  });
});
