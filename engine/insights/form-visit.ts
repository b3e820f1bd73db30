/**
 * One visitor's visit of one form (issue 29, drop-off per question): which questions they reached
 * and answered, the last one they were on and whether they finished. The browser reports field
 * events in batches (POST /api/form-events); the server keeps this state per visitor and form
 * (form_visits) and adds to the daily aggregates (form_field_days) the difference between what
 * the visit counted before a batch and after it. So a visitor who leaves, comes back and finishes
 * counts once, as finished, and one who changes city in the sign-up (another scope) moves from
 * the old scope's rows to the new one's instead of counting in both.
 *
 * Never a typed value: the events carry question names and error codes only.
 */
import { formFiles } from '../forms/form-files';
import { INSIGHT_FORM_IDS, type InsightFormId } from './insight-forms';

export type FieldEventType = 'focus' | 'answer' | 'error' | 'submit' | 'abandon';

/** One event as the browser sends it (schemas/api/form-events-batch.schema.json). */
export interface FieldEvent {
  type: FieldEventType;
  field?: string;
  code?: string;
  at: string;
}

export interface FormVisit {
  /** The composition's scope: a city id, a country id, or '' (the sign-up before a city is chosen). */
  scope: string;
  /** The region version live when the visit began (0: none known). */
  versionId: number;
  /** The day (UTC) the visit began, YYYY-MM-DD: its counts belong to that day. */
  day: string;
  environment: string;
  reached: string[];
  answered: string[];
  lastField: string | null;
  finished: boolean;
}

/** Where and when a batch arrived: the server's facts, not the browser's claims. */
export interface BatchArrival {
  scope: string;
  /** The version live on the instance that took the batch (a new visit keeps it). */
  versionId: number;
  environment: string;
  /** The server's day (UTC) of arrival: a new visit begins on it, whatever clock the browser has. */
  day: string;
}

/** An error code shown on a question ('' when about no one question) in this batch. */
export interface ShownError {
  field: string;
  code: string;
}

/**
 * A question the visit may name: one of the form file's properties (a region only hides them), so a
 * script cannot fill the aggregates with invented names. 64 is the schema's limit on a name too.
 */
const knownFields = new Map<InsightFormId, ReadonlySet<string>>(INSIGHT_FORM_IDS.map((id) => [id, new Set(Object.keys(formFiles[id].schema.properties ?? {}))]));

export function isFormQuestion(formId: InsightFormId, field: string): boolean {
  return knownFields.get(formId)?.has(field) ?? false;
}

/**
 * The visit after a batch, and the errors it showed. Events are taken in the order of their `at`
 * (a batch may hold several tabs' worth); a question is reached when focused or answered, and a
 * visit stays finished once submitted (coming back to look does not undo it). An error on a question
 * does not make it reached: a failed submit shows errors on questions the person never went to.
 * The scope follows the newest batch (the sign-up's city); the day, version and environment are the
 * visit's first.
 */
export function applyFieldEvents(
  formId: InsightFormId,
  before: FormVisit | null,
  arrival: BatchArrival,
  events: readonly FieldEvent[],
): { visit: FormVisit; errors: ShownError[] } {
  const visit: FormVisit = before
    ? { ...before, scope: arrival.scope, reached: [...before.reached], answered: [...before.answered] }
    : { scope: arrival.scope, versionId: arrival.versionId, day: arrival.day, environment: arrival.environment, reached: [], answered: [], lastField: null, finished: false };
  const reached = new Set(visit.reached);
  const answered = new Set(visit.answered);
  const errors: ShownError[] = [];
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const event of ordered) {
    const field = event.field !== undefined && isFormQuestion(formId, event.field) ? event.field : undefined;
    switch (event.type) {
      case 'focus':
      case 'abandon':
        if (field === undefined) break;
        reached.add(field);
        visit.lastField = field;
        break;
      case 'answer':
        if (field === undefined) break;
        reached.add(field);
        answered.add(field);
        visit.lastField = field;
        break;
      case 'error':
        if (event.code !== undefined && (event.field === undefined || field !== undefined)) errors.push({ field: field ?? '', code: event.code });
        break;
      case 'submit':
        visit.finished = true;
        break;
    }
  }
  visit.reached = [...reached];
  visit.answered = [...answered];
  return { visit, errors };
}

/** What a visit adds to one row of form_field_days (its key: the visit's scope, day, version, environment and `field`). */
export interface FieldContribution {
  scope: string;
  day: string;
  versionId: number;
  environment: string;
  /** '' is the form itself. */
  field: string;
  reached: number;
  answered: number;
  leftFrom: number;
  finished: number;
}

/**
 * The counters a visit adds: the form's row ('' : one visit, finished or not, and left from it when
 * the visit ended before any question) and one row per question reached (answered, and left from it
 * when it is the last question of an unfinished visit).
 */
export function contributionsOf(visit: FormVisit): FieldContribution[] {
  const key = { scope: visit.scope, day: visit.day, versionId: visit.versionId, environment: visit.environment };
  const answered = new Set(visit.answered);
  const left = visit.finished ? undefined : (visit.lastField ?? '');
  const rows: FieldContribution[] = [
    { ...key, field: '', reached: 1, answered: 0, leftFrom: left === '' ? 1 : 0, finished: visit.finished ? 1 : 0 },
  ];
  for (const field of visit.reached) {
    rows.push({ ...key, field, reached: 1, answered: answered.has(field) ? 1 : 0, leftFrom: left === field ? 1 : 0, finished: 0 });
  }
  return rows;
}

const rowKey = (row: FieldContribution) => [row.scope, row.day, row.versionId, row.environment, row.field].join('\n');

/**
 * contributions(after) minus contributions(before), without the rows that do not change: what one
 * batch adds to (or takes from) the aggregates.
 */
export function contributionDelta(before: FormVisit | null, after: FormVisit): FieldContribution[] {
  const rows = new Map<string, FieldContribution>();
  const add = (row: FieldContribution, sign: 1 | -1) => {
    const key = rowKey(row);
    const sum = rows.get(key) ?? { ...row, reached: 0, answered: 0, leftFrom: 0, finished: 0 };
    sum.reached += sign * row.reached;
    sum.answered += sign * row.answered;
    sum.leftFrom += sign * row.leftFrom;
    sum.finished += sign * row.finished;
    rows.set(key, sum);
  };
  if (before) for (const row of contributionsOf(before)) add(row, -1);
  for (const row of contributionsOf(after)) add(row, 1);
  return [...rows.values()].filter((row) => row.reached !== 0 || row.answered !== 0 || row.leftFrom !== 0 || row.finished !== 0);
}
