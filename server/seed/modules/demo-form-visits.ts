/**
 * A year of demo form visits for every city and the four measured forms (issue 29), written straight
 * into form_visits and form_field_days: each visit's counters are the engine's own contributionsOf,
 * summed per row, so the aggregates are exactly what the visits imply (tests/server/insights check
 * it by brute force). With the London change of demo-london-version.ts: before it London's sign-up
 * did not ask for the work periods; after it, the question is asked and a share of applicants leave
 * there. About a thousand visits per city, bulk inserts: the seed runs at every fresh start.
 */
import { composeForm } from '../../../engine/forms/compose';
import { listCities } from '../../../engine/regions/cities';
import { resolveRegion } from '../../../engine/regions/resolve';
import { formatProblems } from '../../../engine/regions/format-problems';
import type { AppEnv } from '../../../engine/regions/types';
import { questionOrder } from '../../../engine/insights/drop-off';
import { contributionsOf } from '../../../engine/insights/form-visit';
import { INSIGHT_FORM_IDS, type InsightFormId } from '../../../engine/insights/insight-forms';
import { addDays, isoDay } from '../../../engine/insights/period';
import { visitorHash } from '../../insights/form-events-service';
import { loadRegionDir } from '../../platform/regions/load-region-dir';
import { sql } from 'drizzle-orm';
import type { formFieldDays, formVisits } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';
import type { SeedModule } from '../types';
import { seedLondonVersion } from './demo-london-version';
import { randomFrom, simulateVisit } from './form-visit-simulation';
import { regionsDir } from './onboarding-slots';

/** Visits per day in an ordinary city (London has more); weekends are quieter, the year grows. */
const DAILY_VISITS: Record<InsightFormId, number> = { 'signup': 1.4, 'almost-there': 0.5, 'student-info': 0.15, 'bank-details': 0.3 };
const BOUNCE: Record<InsightFormId, number> = { 'signup': 0.12, 'almost-there': 0.04, 'student-info': 0.05, 'bank-details': 0.03 };
const CITY_WEIGHT: Record<string, number> = { 'UK-LONDON': 1.6, 'FR-PARIS': 1.3 };
const LONDON = 'UK-LONDON';
const WORK_PERIODS = 'workPeriods';
const DAYS = 365;
const CHUNK = 5000;

type VisitRow = typeof formVisits.$inferInsert;
type DayRow = typeof formFieldDays.$inferInsert & { reached: number; answered: number; leftFrom: number; finished: number; errors: Record<string, number> };

export async function seedDemoFormVisits(db: Database, now: Date): Promise<void> {
  const { set, problems } = await loadRegionDir(regionsDir());
  if (!set || problems.length) throw new Error(`demo-form-visits seed: the region files have mistakes:\n${formatProblems(problems)}`);
  const environment: AppEnv = process.env.APP_ENV === 'test' ? 'test' : 'production';
  const london = await seedLondonVersion(db, now);
  const changeDay = london ? isoDay(london.at) : addDays(isoDay(now), -120);
  const cities = listCities(set);
  const visits: VisitRow[] = [];
  const days = new Map<string, DayRow>();
  const today = isoDay(now);

  for (const city of cities) {
    const region = resolveRegion(set, { city_id: city.id }, environment);
    for (const formId of INSIGHT_FORM_IDS) {
      const composed = composeForm(formId, region, { cities });
      const order = questionOrder(composed.schema, composed.uiSchema);
      // Before the change London's sign-up did not ask for the work periods.
      const orderBefore = city.id === LONDON && formId === 'signup' ? order.filter((field) => field !== WORK_PERIODS) : order;
      const random = randomFrom(`${city.id}/${formId}`);
      const rate = DAILY_VISITS[formId] * (CITY_WEIGHT[city.id] ?? 1);
      let n = 0;
      for (let back = DAYS - 1; back >= 0; back--) {
        const day = addDays(today, -back);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        const expected = rate * (weekday === 0 || weekday === 6 ? 0.7 : 1.1) * (0.8 + (0.4 * (DAYS - back)) / DAYS);
        const count = Math.floor(expected + random() * expected * 0.6 - expected * 0.3 + random());
        const after = day >= changeDay;
        const versionId = london ? (after ? london.after : london.before) : 0;
        for (let i = 0; i < count; i++) {
          const { visit, errors } = simulateVisit(random, { scope: city.id, versionId, day, environment }, after ? order : orderBefore, {
            bounce: BOUNCE[formId],
            extraLeave: city.id === LONDON && formId === 'signup' && after ? { [WORK_PERIODS]: 0.14 } : undefined,
          });
          visits.push({ visitorKey: visitorHash(`demo-${city.id}-${formId}-${n++}`), formId, ...visit, updatedAt: new Date(`${day}T12:00:00Z`) });
          const rowOf = (field: string) => {
            const key = `${formId}\n${visit.scope}\n${day}\n${versionId}\n${field}`;
            let row = days.get(key);
            if (!row) days.set(key, (row = { formId, scope: visit.scope, day, versionId, environment, field, reached: 0, answered: 0, leftFrom: 0, finished: 0, errors: {} }));
            return row;
          };
          for (const c of contributionsOf(visit)) {
            const row = rowOf(c.field);
            row.reached += c.reached;
            row.answered += c.answered;
            row.leftFrom += c.leftFrom;
            row.finished += c.finished;
          }
          for (const error of errors) {
            const row = rowOf(error.field);
            row.errors[error.code] = (row.errors[error.code] ?? 0) + 1;
          }
        }
      }
    }
  }
  // One JSON parameter per chunk rather than eleven per row: parsing the statement is most of a bulk insert's time.
  for (let i = 0; i < visits.length; i += CHUNK) {
    const chunk = visits.slice(i, i + CHUNK).map((v) => ({ ...v, updatedAt: (v.updatedAt as Date).toISOString() }));
    await db.execute(sql`
      insert into form_visits (visitor_key, form_id, scope, version_id, day, environment, reached, answered, last_field, finished, updated_at)
      select r."visitorKey", r."formId", r.scope, r."versionId", r.day, r.environment, r.reached, r.answered, r."lastField", r.finished, r."updatedAt"
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r("visitorKey" text, "formId" text, scope text, "versionId" int, day date, environment text,
        reached text[], answered text[], "lastField" text, finished boolean, "updatedAt" timestamptz)`);
  }
  const rows = [...days.values()];
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.execute(sql`
      insert into form_field_days (form_id, scope, day, version_id, environment, field, reached, answered, left_from, finished, errors)
      select r."formId", r.scope, r.day, r."versionId", r.environment, r.field, r.reached, r.answered, r."leftFrom", r.finished, r.errors
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as r("formId" text, scope text, day date, "versionId" int, environment text,
        field text, reached int, answered int, "leftFrom" int, finished int, errors jsonb)`);
  }
}

export const demoFormVisitsSeed: SeedModule = {
  name: 'demo-form-visits',
  run: (db) => seedDemoFormVisits(db, new Date()),
};
