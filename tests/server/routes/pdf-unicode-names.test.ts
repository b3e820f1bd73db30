/**
 * Names print as typed on the documents the portal issues (W§2 statements, the signed agreement
 * of /agreement): a worker named outside Latin-1 gets a statement and a signed agreement whose
 * text, as a PDF reader extracts it, holds the name intact, never "?" in place of a letter; the
 * lines still wrap inside the page's margins with the embedded font's widths.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementsResponse } from '../../../engine/generated/api/statements-response';
import { statements, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { renderStatementPdf } from '../../../server/statements/statement-pdf';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';
import { readPdf, type PdfContent } from '../pdf-text';
import { signNewestAgreement } from '../agreement-fixtures';

const NAME = 'Łukasz Żółć-Ionuț';
/** A statement title in the other scripts the font covers (the seed writes titles in the city's language; a title may hold any). */
const TITLE = 'Statement · Łódź · Şahin · Θεσσαλονίκη · Київ';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  // The inactive demo worker: statements, and a newer agreement to sign with the name typed.
  await t.database.db.update(workers).set({ name: NAME, firstName: 'Łukasz', lastName: 'Żółć-Ionuț' }).where(eq(workers.id, DEMO_WORKER_IDS.workerInactive));
  headers = bearer((await logInAs(t.app, 'worker.inactive@demo.portal.test', DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t?.close();
});

/** Every piece of text ends inside the right margin: the wrapping measured what the font draws. */
function expectInsideMargins(pdf: PdfContent, margin: number) {
  for (const page of pdf.pages) {
    for (const item of page.items) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(margin - 0.5);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(page.width - margin + 0.5);
    }
  }
}

describe('a name outside Latin-1 on the PDFs', () => {
  it('prints on the statement as typed, with the title in Polish, Turkish, Greek and Cyrillic letters', async () => {
    const { statements: rows } = (await t.app.inject({ url: '/api/hero/statements', headers })).json() as StatementsResponse;
    const statement = rows.find((row) => row.url !== null)!;
    await t.database.db.update(statements).set({ title: TITLE }).where(eq(statements.id, statement.id));

    const res = await t.app.inject({ url: statement.url!, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(NAME);
    expect(pdf.text).toContain(TITLE);
    expect(pdf.title).toBe(TITLE);
    expect(pdf.text).not.toContain('?');
    expectInsideMargins(pdf, 48);
  });

  it('prints on the signed agreement as typed when signing, wrapped inside the margins', async () => {
    // With a browser's user agent: the audit trail prints it, a long line that must wrap inside the margins too.
    const browser = { ...headers, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' };
    const { textSha256 } = await signNewestAgreement(t.app, browser, NAME);

    const res = await t.app.inject({ url: '/api/agreement/pdf', headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain('UK-2026-01');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(NAME);
    expect(pdf.text).toContain(textSha256);
    expect(pdf.text).toContain('Audit trail');
    expect(pdf.text).not.toMatch(/\?ukasz|\?ó\?c|Ionu\?/);
    expect(pdf.pages.length).toBeGreaterThan(1);
    expectInsideMargins(pdf, 56);
  });

  it('prints "?" for a character the font has no glyph for (CJK), never an empty box', async () => {
    const bytes = await renderStatementPdf({
      language: 'en_GB',
      title: 'Statement',
      workerName: `${NAME} 王`,
      period: { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') },
      timeZone: 'Europe/London',
      dateFormat: 'DD/MM/YYYY',
      currencySymbol: '£',
      lines: [],
      bankDetails: [],
      confirmedAt: null,
      generatedAt: new Date('2026-02-01T00:00:00Z'),
    });
    expect((await readPdf(bytes)).text).toContain(`${NAME} ?`);
  });
});
