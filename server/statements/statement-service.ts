/**
 * The worker's statements (W§2, W§3, W§4, W§7): the list, confirming, the PDF's data. Every rule
 * (confirmable, openable, the period, the deadline) is engine/rules/statements.ts; this file reads
 * rows, asks the rules and refuses with their codes. Another worker's statement is "not found".
 */
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Statement } from '../../engine/generated/api/statement';
import type { StatementsQuery } from '../../engine/generated/api/statements-query';
import type { StatementsResponse } from '../../engine/generated/api/statements-response';
import { roundMoney } from '../../engine/money/round-money';
import { displayedPrice } from '../../engine/rules/bookings';
import {
  canOpenStatement,
  confirmationDeadline,
  maskBankValue,
  PAYOUT_FIELDS,
  payoutTypeOf,
  statementConfirmRefusal,
  statementPeriod,
  STATEMENTS_PAGE_SIZE,
  type StatementConfirmRefusal,
} from '../../engine/rules/statements';
import type { LanguageId, ResolvedRegion } from '../../engine/regions/types';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import { calendarDay } from '../../engine/time/zoned-time';
import { workerLanguage } from '../platform/workers/worker-language';
import { workerRegion } from '../platform/workers/worker-region';
import type { Database } from '../platform/db/client';
import { bookingItems, bookings, statements, type workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { localeText } from '../platform/locale-text';
import { renderStatementPdf } from './statement-pdf';

type StatementRow = typeof statements.$inferSelect;
type WorkerRow = typeof workers.$inferSelect;

const MAX_LIMIT = 50;

export const statementNotFound = () => new HttpError(404, 'STATEMENT_NOT_FOUND', 'No such statement.');

export const STATEMENT_REFUSALS: Record<Exclude<StatementConfirmRefusal, 'STATEMENT_ALREADY_CONFIRMED'>, () => HttpError> = {
  STATEMENT_IS_CANCELLED: () => new HttpError(409, 'STATEMENT_IS_CANCELLED', 'This statement was cancelled: it cannot be opened or confirmed.'),
  BANK_DETAILS_MISSING: () =>
    new HttpError(409, 'BANK_DETAILS_MISSING', 'Add valid bank details before confirming a statement: the payout needs them.'),
};

const BANK_FIELD_LABELS = {
  accountNumber: 'BANK_DETAILS_ACCOUNT_NUMBER_LABEL',
  sortCode: 'BANK_DETAILS_SORT_CODE_LABEL',
  iban: 'BANK_DETAILS_IBAN_LABEL',
  bic: 'BANK_DETAILS_BIC_LABEL',
} as const;

export function bankDetailsOf(worker: WorkerRow) {
  return { accountNumber: worker.bankingAccountNumber, sortCode: worker.bankingSortCode, iban: worker.bankingIban, bic: worker.bankingBic };
}

/**
 * The schema lets through any whole number of its digits; the page's own range is answered here,
 * with OUT_OF_RANGE on the query's field.
 */
function countInRange(value: number | undefined, fallback: number, path: string, max: number, min: number): number {
  if (value === undefined) return fallback;
  if (value < min || value > max) {
    throw new HttpError(400, 'VALIDATION_FAILED', `${path.split('/').pop()} must be between ${min} and ${max}.`, [{ path, code: 'OUT_OF_RANGE' }]);
  }
  return value;
}

export function statementJson(row: StatementRow, region: ResolvedRegion, now: Date): Statement {
  const timeZone = cityTimeZone(region);
  const period = statementPeriod(row.createdAt, timeZone);
  const open = canOpenStatement(row);
  const deadline =
    open && !row.confirmedAt
      ? confirmationDeadline(row.createdAt, now, timeZone, {
          day: region.keyValues.statementConfirmationDeadlineDay,
          hour: region.keyValues.statementConfirmationDeadlineHour,
        })
      : null;
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    status: row.status,
    url: open ? `/api/hero/statements/${encodeURIComponent(row.id)}/pdf` : null,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    total: row.total ?? 0,
    currencySymbol: region.keyValues.currencyTextSymbol,
    confirmationDeadline: deadline?.toISOString() ?? null,
  };
}

/** GET /api/hero/statements: a page of the worker's own statements, newest first, with the total. */
export async function listStatements(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: WorkerRow,
  query: StatementsQuery,
): Promise<StatementsResponse> {
  const start = countInRange(query.start, 0, '/query/start', 999_999, 0);
  const limit = countInRange(query.limit, STATEMENTS_PAGE_SIZE, '/query/limit', MAX_LIMIT, 1);
  const region = workerRegion(deps.regions, worker);
  const now = deps.clock();
  const [{ total }] = await deps.db.select({ total: count() }).from(statements).where(eq(statements.workerId, worker.id));
  const rows = await deps.db
    .select()
    .from(statements)
    .where(eq(statements.workerId, worker.id))
    .orderBy(desc(statements.createdAt), desc(statements.id))
    .limit(limit)
    .offset(start);
  return { statements: rows.map((row) => statementJson(row, region, now)), total, start, limit };
}

/** The worker's own statement, or 404 (another worker's is not found either). */
export async function ownStatement(db: Database, workerId: string, statementId: string): Promise<StatementRow> {
  const [row] = await db.select().from(statements).where(and(eq(statements.id, statementId), eq(statements.workerId, workerId)));
  if (!row) throw statementNotFound();
  return row;
}

/** GET /api/hero/statements/{id}/confirm: W§4 unconfirmed → confirmed. Confirming again answers the same statement. */
export async function confirmStatement(deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>, worker: WorkerRow, statementId: string): Promise<Statement> {
  const row = await ownStatement(deps.db, worker.id, statementId);
  const region = workerRegion(deps.regions, worker);
  const refusal = statementConfirmRefusal(row, bankDetailsOf(worker), payoutTypeOf(region));
  if (refusal === 'STATEMENT_ALREADY_CONFIRMED') return statementJson(row, region, deps.clock());
  if (refusal) throw STATEMENT_REFUSALS[refusal]();
  const [updated] = await deps.db
    .update(statements)
    .set({ confirmedAt: deps.clock() })
    .where(and(eq(statements.id, row.id), eq(statements.workerId, worker.id)))
    .returning();
  return statementJson(updated, region, deps.clock());
}

export interface StatementLine {
  startsAt: Date;
  treatments: string[];
  total: number;
  fee: number;
  payout: number;
}

/**
 * The lines of a statement: the worker's bookings that started in its period and were not
 * cancelled (statements store no lines of their own; the period is derived from `createdAt`).
 */
export async function statementLines(db: Database, workerId: string, period: { start: Date; end: Date }): Promise<StatementLine[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.workerId, workerId), eq(bookings.isCancelled, false), gte(bookings.startsAt, period.start), lt(bookings.startsAt, period.end)))
    .orderBy(asc(bookings.startsAt));
  const items = rows.length
    ? await db
        .select({ bookingId: bookingItems.bookingId, type: bookingItems.type, name: bookingItems.specialityName, isCancelled: bookingItems.isCancelled })
        .from(bookingItems)
        .where(inArray(bookingItems.bookingId, rows.map((r) => r.id)))
        .orderBy(asc(bookingItems.position))
    : [];
  return rows.map((row) => {
    const treatments = [
      ...new Set(items.filter((i) => i.bookingId === row.id && i.type !== 'tip' && !i.isCancelled && i.name).map((i) => i.name!)),
    ];
    return { startsAt: row.startsAt, treatments, total: roundMoney(row.total), fee: roundMoney(row.fee), payout: displayedPrice(row) };
  });
}

/** A speciality key (SPECIALITY_...) in the language; other names (additions) are stored in the city's words already. */
function treatmentName(language: LanguageId, name: string): string {
  if (!/^SPECIALITY_[A-Z0-9_]+$/.test(name)) return name;
  try {
    return localeText(language, name);
  } catch {
    return name;
  }
}

/** GET /api/hero/statements/{id}/pdf: the statement's PDF, in the page's language (else the worker's). */
export async function statementPdf(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: WorkerRow,
  statementId: string,
  pageLanguage: LanguageId | null,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const row = await ownStatement(deps.db, worker.id, statementId);
  if (!canOpenStatement(row)) throw STATEMENT_REFUSALS.STATEMENT_IS_CANCELLED();
  const region = workerRegion(deps.regions, worker);
  const timeZone = cityTimeZone(region);
  const period = statementPeriod(row.createdAt, timeZone);
  const language = pageLanguage ?? workerLanguage(deps.regions, worker);
  const banking = bankDetailsOf(worker);
  const shown = PAYOUT_FIELDS[payoutTypeOf(region)].map((field) => ({ label: localeText(language, BANK_FIELD_LABELS[field]), value: maskBankValue(banking[field]) }));
  const bytes = await renderStatementPdf({
    language,
    title: row.title,
    workerName: (worker.name ?? [worker.firstName, worker.lastName].filter(Boolean).join(' ')).trim(),
    period,
    timeZone,
    dateFormat: region.keyValues.dateFormatDate,
    currencySymbol: region.keyValues.currencyTextSymbol,
    lines: (await statementLines(deps.db, worker.id, period)).map((line) => ({ ...line, treatments: line.treatments.map((name) => treatmentName(language, name)) })),
    bankDetails: shown.filter((d): d is { label: string; value: string } => d.value !== null),
    confirmedAt: row.confirmedAt,
    generatedAt: deps.clock(),
  });
  const month = calendarDay(period.start, timeZone).slice(0, 7);
  return { filename: `statement-${month}.pdf`, bytes };
}
