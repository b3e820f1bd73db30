/**
 * A retention rule's cut-off as SQL (issue 31): the instant of the person's country (engine/rules/retention.ts
 * `retentionCutoffs`), the shortest period's for a row no country claims (an anonymous page view, a person without
 * a country, a country the region files no longer list). `country` is the SQL of the row's country id.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RetentionCutoffs } from '../../../engine/rules/retention';

export function cutoffByCountry(country: SQL, cutoffs: RetentionCutoffs): SQL {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  if (cutoffs.byCountry.size === 0) return at(cutoffs.unclaimed);
  const whens = [...cutoffs.byCountry].map(([countryId, date]) => sql`when ${countryId}::text then ${at(date)}`);
  return sql`(case ${country} ${sql.join(whens, sql` `)} else ${at(cutoffs.unclaimed)} end)`;
}
