import type { InsightsQuery } from '../../../../engine/generated/api/insights-query';
import type { Period } from '../../../../engine/insights/period';
import { isCountryScope } from '../../form-scope';

/** What every chart of /ops/insights is filtered by (kept in the page's URL). */
export interface InsightsFilters {
  period: Period;
  /** A country (`UK`) or a city (`UK-LONDON`); null: everywhere. */
  scope: string | null;
  /** A VERTICAL_* code, or null: every vertical. */
  vertical: string | null;
  environment: 'production' | 'test' | null;
}

/** The scope as the API's query names it. */
export function scopeQuery(scope: string | null): Pick<InsightsQuery, 'country_id' | 'city_id'> {
  if (scope === null) return {};
  return isCountryScope(scope) ? { country_id: scope } : { city_id: scope };
}

/** GET /api/ops/insights/*'s query (schemas/api/insights-query.schema.json) for these filters over `period`. */
export function insightsQuery(filters: InsightsFilters, period: Period = filters.period): InsightsQuery {
  const query: InsightsQuery = { from: period.from, to: period.to, ...scopeQuery(filters.scope) };
  if (filters.vertical) query.vertical = filters.vertical;
  if (filters.environment) query.environment = filters.environment;
  return query;
}
