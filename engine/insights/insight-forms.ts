import type { FormId } from '../forms/form-ids';

/**
 * The forms whose drop-off per question is measured (issue 29), in the order the insights page lists
 * them (the sign-up first). Apart from form-visit.ts, which reads the form files: the browser's
 * reporter asks only this.
 */
export const INSIGHT_FORM_IDS = ['signup', 'almost-there', 'student-info', 'bank-details'] as const satisfies readonly FormId[];
export type InsightFormId = (typeof INSIGHT_FORM_IDS)[number];

export function isInsightFormId(value: unknown): value is InsightFormId {
  return typeof value === 'string' && (INSIGHT_FORM_IDS as readonly string[]).includes(value);
}
