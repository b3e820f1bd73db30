/**
 * The drop-off answer of one form (issue 29, GET /api/ops/insights/forms/{formId}), shaped from the
 * summed rows of form_field_days: the questions in the order the form of the scope asks them, the
 * ones nobody reached with zeros, errors most shown first, and every day of the period.
 */
import type { FormSchema, UiSchema } from '../forms/json-schema';
import type { InsightsDropOffResponse } from '../generated/api/insights-drop-off-response';
import { addDays, type Period } from './period';
import type { InsightFormId } from './insight-forms';

/** One question's totals over the period ('' : the form itself). */
export interface FieldTotals {
  field: string;
  reached: number;
  answered: number;
  leftFrom: number;
  finished: number;
  errors: Readonly<Record<string, number>>;
}

export interface DayTotals {
  day: string;
  visits: number;
  finished: number;
}

/**
 * The questions of a composed form in the order the page shows them: `ui:order` (its `*` standing
 * for the properties it does not name, in the schema's order), without the notices that ask nothing
 * (type null: "you need a certificate" and the like).
 */
export function questionOrder(schema: FormSchema, uiSchema: UiSchema): string[] {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown }>;
  const names = Object.keys(properties);
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : ['*'];
  const named = new Set(order.filter((name) => name !== '*'));
  const rest = names.filter((name) => !named.has(name));
  const ordered = order.flatMap((name) => (name === '*' ? rest : names.includes(name) ? [name] : []));
  if (!order.includes('*')) ordered.push(...rest);
  return ordered.filter((name) => properties[name]?.type !== 'null');
}

const errorList = (errors: Readonly<Record<string, number>>) =>
  Object.entries(errors)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));

export function dropOffAnswer(input: {
  formId: InsightFormId;
  period: Period;
  /** questionOrder of the form composed for the query's scope. */
  order: readonly string[];
  totals: readonly FieldTotals[];
  days: readonly DayTotals[];
}): InsightsDropOffResponse {
  const byField = new Map(input.totals.map((row) => [row.field, row]));
  const form = byField.get('');
  const empty = (field: string): FieldTotals => ({ field, reached: 0, answered: 0, leftFrom: 0, finished: 0, errors: {} });
  const asked = new Set(input.order);
  // Questions the scope's form no longer asks (a version hid them) still had visits in the period: after the others.
  const gone = input.totals.filter((row) => row.field !== '' && !asked.has(row.field) && row.reached > 0).sort((a, b) => b.reached - a.reached || a.field.localeCompare(b.field));
  const questions = [...input.order.map((field) => byField.get(field) ?? empty(field)), ...gone].map((row) => ({
    field: row.field,
    reached: row.reached,
    answered: row.answered,
    leftFrom: row.leftFrom,
    errors: errorList(row.errors),
  }));
  const perDay = new Map(input.days.map((row) => [row.day, row]));
  const days: DayTotals[] = [];
  for (let day = input.period.from; day <= input.period.to; day = addDays(day, 1)) {
    const row = perDay.get(day);
    days.push({ day, visits: row?.visits ?? 0, finished: row?.finished ?? 0 });
  }
  return {
    formId: input.formId,
    from: input.period.from,
    to: input.period.to,
    visits: form?.reached ?? 0,
    finished: form?.finished ?? 0,
    questions,
    formErrors: errorList(form?.errors ?? {}),
    days,
  };
}
