/**
 * Statements and the documents the portal issues (W§2, W§4, R§9): when the newest statement must
 * be confirmed by, and how the signed agreement's PDF writes its dates and times.
 */
import type { StatementsResponse } from '../../../../engine/generated/api/statements-response';
import { readPdf } from '../../pdf-text';
import { row, type ProbeContext } from '../server-row';

/** The newest unconfirmed London statement's deadline, as its day of the month and hour in London. */
async function londonDeadline(ctx: ProbeContext) {
  const res = await ctx.app.inject({ url: '/api/hero/statements', headers: await ctx.as('worker.london') });
  if (res.statusCode !== 200) throw new Error(`GET /api/hero/statements: ${res.statusCode} ${res.body}`);
  const open = (res.json() as StatementsResponse).statements.find((s) => s.confirmationDeadline);
  if (!open?.confirmationDeadline) throw new Error('the London worker has no statement to confirm');
  const parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/London' }).formatToParts(new Date(open.confirmationDeadline));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), hour: part('hour') };
}

/** When the London worker signed, as the audit trail of their agreement's PDF writes it (signed 12 January 2026, 19:42 London time). */
async function signedAt(ctx: ProbeContext): Promise<string | undefined> {
  const res = await ctx.app.inject({ url: '/api/agreement/pdf', headers: await ctx.as('worker.london') });
  if (res.statusCode !== 200) throw new Error(`GET /api/agreement/pdf: ${res.statusCode}`);
  const { text } = await readPdf(res.rawPayload);
  return /(\S+ \S+(?: [AP]M)?) \(Europe\/London\)/.exec(text)?.[1];
}

export const statementRows = [
  row({
    setting: 'statementConfirmationDeadlineDay',
    says: 'a statement is to be confirmed by that day of the month',
    scope: { city_id: 'UK-LONDON' },
    to: 10,
    probe: londonDeadline,
    real: { day: 3, hour: 18 },
    switched: { day: 10, hour: 18 },
  }),
  row({
    setting: 'statementConfirmationDeadlineHour',
    says: "a statement is to be confirmed by that hour of the deadline's day",
    scope: { city_id: 'UK-LONDON' },
    to: 9,
    probe: londonDeadline,
    real: { day: 3, hour: 18 },
    switched: { day: 3, hour: 9 },
  }),
  row({
    setting: 'dateFormatDate',
    says: "the date written in the signed agreement's PDF",
    scope: { city_id: 'UK-LONDON' },
    to: 'YYYY-MM-DD',
    probe: signedAt,
    real: '12/01/2026 19:42',
    switched: '2026-01-12 19:42',
  }),
  row({
    setting: 'dateFormatTime',
    says: "the time written in the signed agreement's PDF",
    scope: { city_id: 'UK-LONDON' },
    to: 'HH[h]mm',
    probe: signedAt,
    real: '12/01/2026 19:42',
    switched: '12/01/2026 19h42',
  }),
];
