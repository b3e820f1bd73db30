/**
 * GET /api/agreement/pdf: the caller's own latest signed agreement with its audit trail; a worker
 * with a newer version waiting still signs it through the applicant's signing flow.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSignatures, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';
import { readPdf } from '../pdf-text';
import { signNewestAgreement } from '../agreement-fixtures';

let t: TestApp;
const login = async (email: string) => bearer((await logInAs(t.app, email, DEMO_PASSWORD)).token);

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
});
afterAll(async () => {
  await t?.close();
});

const pdf = (headers: Record<string, string>) => t.app.inject({ url: '/api/agreement/pdf', headers });

describe('the signed agreement as a PDF', () => {
  it('is a PDF attachment of the signed version with its audit trail', async () => {
    const res = await pdf(await login('worker.london@demo.portal.test'));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="partnership-agreement-UK-2026-01.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [record] = await t.app.db.select().from(agreementSignatures).where(eq(agreementSignatures.workerId, DEMO_WORKER_IDS.workerLondon));
    const { text, pages, title } = await readPdf(bytes);
    expect(text).toContain('Partnership agreement for independent practitioners');
    expect(text).toContain('Audit trail');
    expect(text).toContain(record.textSha256);
    expect(text).toContain('Amelia Clarke');
    expect(text).toContain('2026-01-12T19:42:07.000Z');
    expect(text).toContain('12/01/2026 19:42 (Europe/London)');
    expect(text).toContain('203.0.113.20');
    expect(pages.length).toBeGreaterThan(1);
    expect(title).toBe('Partnership agreement UK-2026-01');
  });

  it('renders French and German accents in the language signed', async () => {
    const { text: fr } = await readPdf((await pdf(await login('worker.paris@demo.portal.test'))).rawPayload);
    expect(fr).toContain('Journal de signature');
    expect(fr).toMatch(/[éèàç]/);
    expect(fr).not.toContain('?'.repeat(3));
    const { text: de } = await readPdf((await pdf(await login('worker.vienna@demo.portal.test'))).rawPayload);
    expect(de).toContain('Unterschriftsprotokoll');
    expect(de).toMatch(/[äöüß]/);
  });

  it("is always the caller's own", async () => {
    const { text: london } = await readPdf((await pdf(await login('worker.london@demo.portal.test'))).rawPayload);
    const { text: paris } = await readPdf((await pdf(await login('worker.paris@demo.portal.test'))).rawPayload);
    expect(london).not.toContain('Camille');
    expect(paris).not.toContain('Amelia');
  });

  it('answers 404 when no signature is on record, 401 without a session, 403 where the agreement is hidden', async () => {
    const [row] = await t.app.db.select().from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerRestricted));
    expect(row.hidePartnershipAgreement).toBe(true);
    const restricted = await pdf(await login('worker.restricted@demo.portal.test'));
    expect(restricted.statusCode).toBe(403);
    expect((await pdf({})).statusCode).toBe(401);
    // A worker signed before signatures were kept here (the flag without a record).
    await t.app.db.update(workers).set({ hidePartnershipAgreement: false }).where(eq(workers.id, DEMO_WORKER_IDS.workerRestricted));
    const none = await pdf(await login('worker.restricted@demo.portal.test'));
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('AGREEMENT_NOT_SIGNED');
    await t.app.db.update(workers).set({ hidePartnershipAgreement: true }).where(eq(workers.id, DEMO_WORKER_IDS.workerRestricted));
  });
});

describe('a worker with a newer version to sign', () => {
  it('sees the newer version unsigned and the earlier signature, then signs it with the signing flow', async () => {
    const headers = await login('worker.inactive@demo.portal.test');
    const view = await t.app.inject({ url: '/api/agreement', headers });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      version: 'UK-2026-01',
      signed: false,
      signedVersion: 'UK-2025-01',
      lastSignature: { version: 'UK-2025-01', signedAt: '2025-04-08T11:26:40.000Z' },
    });
    // The PDF is that of the version they signed.
    const before = await pdf(headers);
    expect(before.headers['content-disposition']).toContain('UK-2025-01');

    const { request } = await signNewestAgreement(t.app, headers, 'Oliver Bennett');
    expect(request).toMatchObject({ version: 'UK-2026-01', alreadySigned: false });

    const after = (await t.app.inject({ url: '/api/agreement', headers })).json();
    expect(after).toMatchObject({ signed: true, signedVersion: 'UK-2026-01', lastSignature: { version: 'UK-2026-01' } });
    expect((await pdf(headers)).headers['content-disposition']).toContain('UK-2026-01');
    const me = (await t.app.inject({ url: '/api/me', headers })).json();
    expect(me.worker.signedLatestAgreement).toBe(true);
  });
});
