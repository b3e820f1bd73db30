/**
 * The expiry date an insurance certificate carries (W§2 Documents "An insurance document carries
 * its expiry date", W§4 insurance popup). Given at upload as YYYY-MM-DD; the browser checks it
 * before sending and the API refuses it with DOCUMENT_EXPIRY_INVALID.
 *
 * - It must be a real calendar date.
 * - Not in the past: a certificate that has already expired does not insure the worker, so its
 *   upload is refused rather than stored (the popup would fire at once). Today is accepted:
 *   insurance is valid through its expiry day.
 * - At most 10 years ahead: insurance policies run for a year or a few, so a later date is a
 *   typing mistake (2062 for 2026) that would silence the popup for good.
 */

export const MAX_INSURANCE_YEARS_AHEAD = 10;

export type ExpiryProblem = 'FORM_ERROR_REQUIRED' | 'NOT_A_DATE' | 'IN_THE_PAST' | 'TOO_FAR_AHEAD';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` names a real calendar day (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The latest accepted expiry date for `today` (YYYY-MM-DD). */
export function latestInsuranceExpiry(today: string): string {
  const year = Number(today.slice(0, 4)) + MAX_INSURANCE_YEARS_AHEAD;
  return `${year}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
}

/** What is wrong with an expiry date given on `today` (both YYYY-MM-DD in the worker's city), or null. */
export function insuranceExpiryProblem(value: string | null | undefined, today: string): ExpiryProblem | null {
  if (value === undefined || value === null || value.trim() === '') return 'FORM_ERROR_REQUIRED';
  if (!isCalendarDate(value)) return 'NOT_A_DATE';
  // Same-format ISO dates compare as strings.
  if (value < today) return 'IN_THE_PAST';
  if (value > latestInsuranceExpiry(today)) return 'TOO_FAR_AHEAD';
  return null;
}

