/**
 * POST /api/form-events (issue 29): a batch of one visitor's field events in one form. In one
 * transaction, holding that visit's lock: read the visit, apply the batch (engine/insights/form-visit.ts),
 * store the visit, and add to form_field_days what the visit counts now minus what it counted before,
 * with the errors the batch showed. The visitor's key is stored hashed; no event carries a value.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FormEventsBatch } from '../../engine/generated/api/form-events-batch';
import { applyFieldEvents, contributionDelta, type FormVisit } from '../../engine/insights/form-visit';
import { isoDay } from '../../engine/insights/period';
import { formVisits } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { addToFieldDays, type FieldDayRow } from './field-days-upsert';

/** What form_visits keeps of the browser's key: its hash (the key itself joins nothing else). */
export function visitorHash(visitorKey: string): string {
  return createHash('sha256').update(`form-visitor\n${visitorKey}`).digest('base64url');
}

function knownScope(deps: Pick<ServerDeps, 'regions'>, scope: string): boolean {
  return scope === '' || deps.regions.set.cities.has(scope) || deps.regions.set.countries.has(scope);
}

export async function recordFormEvents(deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>, batch: FormEventsBatch): Promise<void> {
  if (!knownScope(deps, batch.scope)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `There is no city or country ${batch.scope}.`, [{ path: '/scope', code: 'UNKNOWN_SCOPE' }]);
  }
  const visitorKey = visitorHash(batch.visitorKey);
  const arrival = { scope: batch.scope, versionId: deps.regions.version ?? 0, environment: deps.regions.env, day: isoDay(deps.clock()) };
  await deps.db.transaction(async (tx) => {
    // One batch of a visit at a time (two tabs, a beacon racing a timer): a lock on the visit's key, held to commit,
    // which also covers the visit's first row (a row lock cannot: there is no row yet).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${visitorKey}\n${batch.formId}`}, 29))`);
    const [row] = await tx
      .select()
      .from(formVisits)
      .where(and(eq(formVisits.visitorKey, visitorKey), eq(formVisits.formId, batch.formId)));
    const before: FormVisit | null = row
      ? { scope: row.scope, versionId: row.versionId, day: row.day, environment: row.environment, reached: row.reached, answered: row.answered, lastField: row.lastField, finished: row.finished }
      : null;
    const { visit, errors } = applyFieldEvents(batch.formId, before, arrival, batch.events);
    const stored = { ...visit, updatedAt: deps.clock() };
    await tx
      .insert(formVisits)
      .values({ visitorKey, formId: batch.formId, ...stored })
      .onConflictDoUpdate({ target: [formVisits.visitorKey, formVisits.formId], set: stored });

    const rows = new Map<string, Required<FieldDayRow> & { errors: Record<string, number> }>();
    const rowOf = (key: Pick<FieldDayRow, 'scope' | 'day' | 'versionId' | 'environment' | 'field'>) => {
      const id = [key.scope, key.day, key.versionId, key.environment, key.field].join('\n');
      let found = rows.get(id);
      if (!found) {
        found = { formId: batch.formId, scope: key.scope, day: key.day, versionId: key.versionId, environment: key.environment, field: key.field, reached: 0, answered: 0, leftFrom: 0, finished: 0, errors: {} };
        rows.set(id, found);
      }
      return found;
    };
    for (const delta of contributionDelta(before, visit)) {
      const target = rowOf(delta);
      target.reached += delta.reached;
      target.answered += delta.answered;
      target.leftFrom += delta.leftFrom;
      target.finished += delta.finished;
    }
    for (const error of errors) {
      const target = rowOf({ scope: visit.scope, day: visit.day, versionId: visit.versionId, environment: visit.environment, field: error.field });
      target.errors[error.code] = (target.errors[error.code] ?? 0) + 1;
    }
    await addToFieldDays(tx, [...rows.values()]);
  });
}
