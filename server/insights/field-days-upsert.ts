/**
 * Adds counters to form_field_days (issue 29): one INSERT ... ON CONFLICT DO UPDATE per batch of rows,
 * so the aggregates grow as events arrive and a page view of the insights reads them, never the
 * visits. Errors are a jsonb map code -> count, added key by key.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { formFieldDays } from '../platform/db/schema';

export type FieldDayRow = typeof formFieldDays.$inferInsert;

/** The PostgreSQL statement's parameter limit is far; 500 rows of 11 values stay well under it. */
const CHUNK = 500;

export async function addToFieldDays(db: Database, rows: readonly FieldDayRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(formFieldDays)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [formFieldDays.formId, formFieldDays.scope, formFieldDays.day, formFieldDays.versionId, formFieldDays.environment, formFieldDays.field],
        set: {
          reached: sql`${formFieldDays.reached} + excluded.reached`,
          answered: sql`${formFieldDays.answered} + excluded.answered`,
          leftFrom: sql`${formFieldDays.leftFrom} + excluded.left_from`,
          finished: sql`${formFieldDays.finished} + excluded.finished`,
          errors: sql`(
            select coalesce(jsonb_object_agg(k, coalesce((${formFieldDays.errors} ->> k)::int, 0) + coalesce((excluded.errors ->> k)::int, 0)), '{}'::jsonb)
            from (select jsonb_object_keys(${formFieldDays.errors}) union select jsonb_object_keys(excluded.errors)) as codes(k)
          )`,
        },
      });
  }
}
