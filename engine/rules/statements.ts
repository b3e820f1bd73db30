/**
 * Statements (W§3 Statement, W§4 "Statement: unconfirmed -> confirmed", W§5 bank details, R§9
 * statementConfirmationDeadlineDay/Hour). One set of rules read by the server (which refuses) and
 * the statements page (which disables and explains).
 *
 * Decisions where the spec is silent (documented in engine/README.md too):
 * - A statement covers one calendar month of the city's timezone: the month BEFORE the month it was
 *   issued in (`createdAt`). Statements are issued at the start of the following month; its lines are
 *   the worker's bookings that started in that month and were not cancelled.
 * - "Day 3, hour 18" counts from the start of a calendar month: the confirmation deadline of a payout
 *   run is the 3rd of a month at 18:00 city time. A statement confirmed before the first such moment
 *   after its issue is paid in that month's run; once missed, the next month's run is the one it waits
 *   for. So the countdown shows the first deadline after both the issue and now: it never shows a
 *   deadline in the past.
 */
import { ACCOUNT_NUMBER_PATTERN, BIC_PATTERN, SORT_CODE_PATTERN } from '../validation/bank-patterns';
import { isValidIban } from '../validation/iban';
import { wallClock, zonedTime } from '../time/zoned-time';

/** W§9: statements are listed 15 a page (the API's default limit and the page's page size). */
export const STATEMENTS_PAGE_SIZE = 15;

/** city.bankingPayoutType: bacs (UK) pays to account number + sort code, every other to IBAN + BIC. */
export type PayoutType = 'bacs' | 'iban';

export interface BankDetails {
  accountNumber?: string | null;
  sortCode?: string | null;
  iban?: string | null;
  bic?: string | null;
}

/** What `payoutTypeOf` reads of a resolved region or of GET /api/config (either may still be missing). */
export interface PayoutSource {
  city?: { bankingPayoutType?: PayoutType | null } | null;
  forms?: Readonly<Record<string, unknown>> | null;
}

/**
 * The pair of bank details a worker is paid to, the one rule for the server (confirming, the PDF)
 * and the statements page. W§5: "valid for bacs cities if account number and sort code are
 * present; otherwise IBAN and BIC": the city's `bankingPayoutType`. A region without a city (a
 * worker of a country file only) pays to the pair its `bank-details` form asks for (regions/UK.json
 * shows `bacsAccount`: bacs; defaults, FR and AT show `ibanAccount`: iban), so the form the worker
 * fills in and the pair the rule checks never disagree (regions/cross-references.ts ties a city's
 * form to its payout type the same way). Nothing known yet: iban, the spec's "otherwise".
 */
export function payoutTypeOf(region: PayoutSource | null | undefined): PayoutType {
  const cityType = region?.city?.bankingPayoutType;
  if (cityType) return cityType;
  const overlay = region?.forms?.['bank-details'] as { questions?: Record<string, unknown> } | undefined;
  return overlay?.questions?.bacsAccount === 'shown' ? 'bacs' : 'iban';
}

/** The two fields of each payout type, in the order they are shown (the page's note, the PDF). */
export const PAYOUT_FIELDS: Readonly<Record<PayoutType, readonly ['accountNumber', 'sortCode'] | readonly ['iban', 'bic']>> = {
  bacs: ['accountNumber', 'sortCode'],
  iban: ['iban', 'bic'],
};

export interface StatementState {
  /** 'cancelled' or anything else (W§3 "cancelled or other"). */
  status: string;
  confirmedAt: Date | string | null;
}

/** Why a statement cannot be confirmed, in the order they are checked; also the API's error codes. */
export type StatementConfirmRefusal = 'STATEMENT_IS_CANCELLED' | 'STATEMENT_ALREADY_CONFIRMED' | 'BANK_DETAILS_MISSING';

/** The same checks as the `bank-details` form's formats (W§5), on the pair the city's payout type asks. */
export function hasValidBankDetails(banking: BankDetails | null | undefined, payoutType: PayoutType): boolean {
  if (!banking) return false;
  if (payoutType === 'bacs') {
    return ACCOUNT_NUMBER_PATTERN.test(banking.accountNumber ?? '') && SORT_CODE_PATTERN.test(banking.sortCode ?? '');
  }
  return isValidIban(banking.iban ?? '') && BIC_PATTERN.test(banking.bic ?? '');
}

export function isCancelledStatement(statement: Pick<StatementState, 'status'>): boolean {
  return statement.status === 'cancelled';
}

/** W§4: cancelled statements cannot be opened (no PDF, no link). */
export function canOpenStatement(statement: Pick<StatementState, 'status'>): boolean {
  return !isCancelledStatement(statement);
}

/** W§4: never when cancelled, not twice, only with valid bank details for the city's payout type. */
export function statementConfirmRefusal(
  statement: StatementState,
  banking: BankDetails | null | undefined,
  payoutType: PayoutType,
): StatementConfirmRefusal | null {
  if (isCancelledStatement(statement)) return 'STATEMENT_IS_CANCELLED';
  if (statement.confirmedAt) return 'STATEMENT_ALREADY_CONFIRMED';
  if (!hasValidBankDetails(banking, payoutType)) return 'BANK_DETAILS_MISSING';
  return null;
}

/** The statement that carries the payout countdown (W§4 "the first statement"): the newest one still to confirm. */
export function firstUnconfirmed<T extends StatementState>(newestFirst: readonly T[]): T | null {
  return newestFirst.find((s) => !isCancelledStatement(s) && !s.confirmedAt) ?? null;
}

/** The instant a wall-clock time (month may overflow: 13 is January of the next year) has in a timezone. */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0): Date {
  return zonedTime({ year, month, day }, hour, 0, timeZone);
}

/** The period a statement covers: the calendar month (city time) before the month it was issued in. [start, end). */
export function statementPeriod(createdAt: Date, timeZone: string): { start: Date; end: Date } {
  const issued = wallClock(createdAt, timeZone);
  return {
    start: zonedInstant(timeZone, issued.year, issued.month - 1, 1),
    end: zonedInstant(timeZone, issued.year, issued.month, 1),
  };
}

export interface DeadlineSettings {
  /** R§9 statementConfirmationDeadlineDay: the day of the month (3). */
  day: number;
  /** R§9 statementConfirmationDeadlineHour: the hour of that day, city time (18). */
  hour: number;
}

/** The first "day D of a month at hour H, city time" strictly after both the statement's issue and now (see the header). */
export function confirmationDeadline(createdAt: Date, now: Date, timeZone: string, settings: DeadlineSettings): Date {
  const from = createdAt.getTime() > now.getTime() ? createdAt : now;
  const start = wallClock(from, timeZone);
  const thisMonth = zonedInstant(timeZone, start.year, start.month, settings.day, settings.hour);
  // Otherwise next month's: always after `from`, which lies in this month.
  return thisMonth.getTime() > from.getTime() ? thisMonth : zonedInstant(timeZone, start.year, start.month + 1, settings.day, settings.hour);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes left until the deadline (rounded down; zero once it is reached). */
export function countdownTo(deadline: Date, now: Date): Countdown {
  const totalMinutes = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 60_000));
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

/** Bank details as the PDF prints them: only the last 4 characters visible ("•••• 6819"). */
export function maskBankValue(value: string | null | undefined): string | null {
  if (!value) return null;
  const plain = value.replace(/[\s-]/g, '');
  return `•••• ${plain.slice(-4)}`;
}
