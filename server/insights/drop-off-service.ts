/**
 * GET /api/ops/insights/forms/{formId} (issue 29): the drop-off per question of one form over a
 * period and scope, summed from form_field_days (the aggregates the events maintain), never from
 * the visits. Three grouped reads over the table's primary key (form, scope, day, ...): the totals
 * per question, their errors per code, the visits per day. The question order is the form composed
 * for the scope asked for, by the server's own composition.
 */
import { and, eq, gte, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InsightsDropOffResponse } from '../../engine/generated/api/insights-drop-off-response';
import type { InsightsQuery } from '../../engine/generated/api/insights-query';
import { dropOffAnswer, questionOrder, type FieldTotals } from '../../engine/insights/drop-off';
import type { InsightFormId } from '../../engine/insights/insight-forms';
import { formFieldDays } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { checkedPeriod } from './checked-period';

/**
 * Rows of the scope asked for: a city's own, or a country's and its cities' (a sign-up not yet in a
 * city counts in its country), or every scope. Visits are anonymous: `vertical` does not apply to them.
 */
function scopeFilter(query: InsightsQuery): SQL | undefined {
  if (query.city_id) return eq(formFieldDays.scope, query.city_id);
  if (query.country_id) return or(eq(formFieldDays.scope, query.country_id), like(formFieldDays.scope, `${query.country_id}-%`));
  return undefined;
}

export async function formDropOff(deps: Pick<ServerDeps, 'db' | 'forms'>, formId: InsightFormId, query: InsightsQuery): Promise<InsightsDropOffResponse> {
  const period = checkedPeriod(query);
  // An unknown city or country is a 404 here (the composition resolves the scope).
  const composed = await deps.forms.compose(formId, query.city_id ? { city_id: query.city_id } : query.country_id ? { country_id: query.country_id } : {});
  const where = and(
    eq(formFieldDays.formId, formId),
    gte(formFieldDays.day, period.from),
    lte(formFieldDays.day, period.to),
    scopeFilter(query),
    query.environment ? eq(formFieldDays.environment, query.environment) : undefined,
  );
  const [totals, errorRows, days] = await Promise.all([
    deps.db
      .select({
        field: formFieldDays.field,
        reached: sql<number>`sum(${formFieldDays.reached})::int`,
        answered: sql<number>`sum(${formFieldDays.answered})::int`,
        leftFrom: sql<number>`sum(${formFieldDays.leftFrom})::int`,
        finished: sql<number>`sum(${formFieldDays.finished})::int`,
      })
      .from(formFieldDays)
      .where(where)
      .groupBy(formFieldDays.field),
    deps.db
      .select({ field: formFieldDays.field, code: sql<string>`e.key`, count: sql<number>`sum(e.value::int)::int` })
      .from(formFieldDays)
      .innerJoin(sql`jsonb_each_text(${formFieldDays.errors}) as e`, sql`true`)
      .where(where)
      .groupBy(formFieldDays.field, sql`e.key`),
    deps.db
      .select({ day: formFieldDays.day, visits: sql<number>`sum(${formFieldDays.reached})::int`, finished: sql<number>`sum(${formFieldDays.finished})::int` })
      .from(formFieldDays)
      .where(and(where, eq(formFieldDays.field, '')))
      .groupBy(formFieldDays.day),
  ]);
  const byField = new Map<string, FieldTotals>(totals.map((row) => [row.field, { ...row, errors: {} }]));
  for (const row of errorRows) {
    const target = byField.get(row.field);
    if (target) (target.errors as Record<string, number>)[row.code] = row.count;
  }
  return dropOffAnswer({ formId, period, order: questionOrder(composed.schema, composed.uiSchema), totals: [...byField.values()], days });
}
