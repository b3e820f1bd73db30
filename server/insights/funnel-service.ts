/**
 * GET /api/ops/insights/funnel (issue 29): the application funnel of the people who signed up in the weeks a
 * period touches, read from application_milestones (one row per person and step, kept by milestones.ts) and,
 * for the anonymous first step, from the sign-up form's daily visits (form_field_days, row '' of form `signup`).
 *
 * Cheap at any size: the milestones are already the aggregate (a person counts once per step, the first time),
 * so one statement reads only the period's cohorts by the (cohort_week, country_id, city_id) index and returns
 * the counts per week and step and the exact medians (percentile_cont) between consecutive steps; a second one
 * sums the visits per week. Never a scan of page views or of the applications.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { InsightsFunnelResponse } from '../../engine/generated/api/insights-funnel-response';
import type { InsightsQuery } from '../../engine/generated/api/insights-query';
import { FUNNEL_STEPS, PERSON_STEPS, conversion, weekOf } from '../../engine/insights/funnel';
import { addDays } from '../../engine/insights/period';
import type { Database } from '../platform/db/client';
import type { RegionsService } from '../platform/plugins/regions';
import { checkedPeriod } from './checked-period';

type Counts = InsightsFunnelResponse['weeks'][number]['counts'];

/** The week (null on the medians' row), then n0..n6, one per person step in order: counts, or median hours. */
interface MilestoneRow extends Record<string, unknown> {
  week: string | null;
}

interface VisitRow extends Record<string, unknown> {
  week: string;
  visits: number | string;
}

/** Every Monday from the week of `from` to the week of `to`. */
function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

const emptyCounts = (): Counts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as unknown as Counts;

/** The scope's condition on the milestones: a city (and its country, for the index), a country, or none. */
function milestoneScope(query: InsightsQuery): SQL {
  if (query.city_id) return sql`and country_id = ${query.city_id.slice(0, 2)} and city_id = ${query.city_id}`;
  if (query.country_id) return sql`and country_id = ${query.country_id}`;
  return sql``;
}

/** The sign-up form's visits are kept per composition scope: the city, else the country, else '' (no city chosen). */
function visitScope(regions: RegionsService, query: InsightsQuery): SQL {
  if (query.city_id) return sql`and scope = ${query.city_id}`;
  if (query.country_id) {
    // A city's id begins with its country's (UK-LONDON); retired cities keep their history.
    const cities = [...regions.set.cities.keys()].filter((id) => id.startsWith(`${query.country_id}-`));
    return sql`and scope in (${sql.join([query.country_id, ...cities].map((s) => sql`${s}`), sql`, `)})`;
  }
  return sql``;
}

export async function insightsFunnel(db: Database, regions: RegionsService, query: InsightsQuery): Promise<InsightsFunnelResponse> {
  checkedPeriod(query);
  const weeks = weeksOf(query.from, query.to);
  const firstWeek = weeks[0];
  const lastWeek = weeks[weeks.length - 1];
  const vertical = query.vertical ? sql`and ${query.vertical} = any(vertical_ids)` : sql``;
  const environment = query.environment ? sql`and environment = ${query.environment}` : sql``;

  // One row per person (grouped by the primary key's leading column, no sort): the time of each step, then per
  // week the people with each, and over everyone the median gap between consecutive steps (nulls are skipped).
  const milestones = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute<MilestoneRow>(sql`
      with person as (
        select cohort_week, ${sql.join(PERSON_STEPS.map((step, i) => sql`min(reached_at) filter (where step = ${step}) as ${sql.raw(`s${i}`)}`), sql`, `)}
          from application_milestones
         where cohort_week between ${firstWeek}::date and ${lastWeek}::date ${milestoneScope(query)} ${vertical} ${environment}
         group by worker_id, cohort_week
      )
      select cohort_week::text as week, ${sql.join(PERSON_STEPS.map((_, i) => sql`count(${sql.raw(`s${i}`)})::float8 as ${sql.raw(`n${i}`)}`), sql`, `)}
        from person group by cohort_week
      union all
      select null, ${sql.join(PERSON_STEPS.map((_, i) => (i === 0 ? sql`null` : sql`percentile_cont(0.5) within group (order by extract(epoch from ${sql.raw(`s${i} - s${i - 1}`)}) / 3600)`)), sql`, `)}
        from person`);
  });

  const visits = await db.execute<VisitRow>(sql`
    select date_trunc('week', day)::date::text as week, sum(reached)::int as visits
      from form_field_days
     where form_id = 'signup' and field = '' and day between ${firstWeek}::date and ${addDays(lastWeek, 6)}::date
       ${visitScope(regions, query)} ${environment}
     group by 1`);

  const perWeek = new Map(weeks.map((week) => [week, emptyCounts()]));
  const totals = emptyCounts();
  const medians = new Map<string, number>();
  for (const row of milestones.rows) {
    const values = PERSON_STEPS.map((_, i) => row[`n${i}`] as number | string | null);
    if (row.week === null) {
      PERSON_STEPS.forEach((step, i) => values[i] !== null && medians.set(step, Number(values[i])));
      continue;
    }
    const counts = perWeek.get(row.week);
    if (!counts) continue;
    PERSON_STEPS.forEach((step, i) => {
      counts[step] += Number(values[i]);
      totals[step] += Number(values[i]);
    });
  }
  for (const row of visits.rows) {
    const counts = perWeek.get(row.week);
    if (!counts) continue;
    counts.visited += Number(row.visits);
    totals.visited += Number(row.visits);
  }

  return {
    from: query.from,
    to: query.to,
    steps: FUNNEL_STEPS.map((step, i) => ({
      step,
      count: totals[step],
      conversion: i === 0 ? null : conversion(totals[step], totals[FUNNEL_STEPS[i - 1]]),
      // The visit is anonymous: no time from it to the sign-up.
      medianHoursFromPrevious: i < 2 ? null : (medians.get(step) ?? null),
    })),
    weeks: weeks.map((week) => ({ week, counts: perWeek.get(week)! })),
  };
}
