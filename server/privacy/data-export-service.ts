/**
 * Download my data (issue 31): a person asks for a copy of everything the portal holds about them (POST
 * /api/me/data-export, one request a day); a background job (queue `data-export`, key = the request's id, on any
 * instance) writes one ZIP archive to the document store (data-export-archive.ts) and e-mails them a link to the
 * page they download it from (on PUBLIC_URL: they must be logged in); the archive is theirs to download for 7 days,
 * then the daily retention run removes its file (retention-service.ts).
 */
import type { Readable } from 'node:stream';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DataExportResponse } from '../../engine/generated/api/data-export-response';
import { pagePath } from '../../engine/pages';
import type { WorkerRow } from '../platform/auth/session-service';
import { loadSessionWorker } from '../platform/auth/session-service';
import { dataExports, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { enqueueJob } from '../platform/jobs/job-store';
import { composeMail } from '../platform/mail/mailer';
import type { DocumentStore } from '../platform/storage/document-store';
import { workerLanguage } from '../platform/workers/worker-language';
import { writeDataArchive } from './data-export-archive';

export const DATA_EXPORT_QUEUE = 'data-export';
/** Tries of one archive before it is reported as failed (the person may ask again the next day). */
export const DATA_EXPORT_ATTEMPTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** One request per person in any 24 hours. */
export const DATA_EXPORT_INTERVAL_MS = DAY_MS;
/** How long a ready archive can be downloaded. */
export const DATA_EXPORT_VALID_MS = 7 * DAY_MS;

type Row = typeof dataExports.$inferSelect;
export type DataExportDeps = Pick<ServerDeps, 'db' | 'regions' | 'agreements' | 'clock' | 'mailer' | 'publicUrl' | 'log'>;

export class DataExportTooSoon extends HttpError {
  constructor(readonly retryAfterMs: number, nextRequestAt: Date) {
    super(429, 'DATA_EXPORT_TOO_SOON', `One copy of your data a day: you can ask again from ${nextRequestAt.toISOString()}.`);
  }
}

const notFound = () => new HttpError(404, 'DATA_EXPORT_NOT_FOUND', 'No such archive of your data.');

function stateOf(row: Row, now: Date): NonNullable<DataExportResponse['latest']>['state'] {
  if (row.failedAt) return 'failed';
  if (!row.readyAt) return 'preparing';
  if (!row.storageKey || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return 'expired';
  return 'ready';
}

function answer(row: Row | null, now: Date): DataExportResponse {
  const next = row ? new Date(row.requestedAt.getTime() + DATA_EXPORT_INTERVAL_MS) : null;
  return {
    latest: row
      ? {
          id: row.id,
          state: stateOf(row, now),
          requestedAt: row.requestedAt.toISOString(),
          readyAt: row.readyAt?.toISOString() ?? null,
          expiresAt: row.expiresAt?.toISOString() ?? null,
          sizeBytes: row.sizeBytes,
        }
      : null,
    nextRequestAt: next && next.getTime() > now.getTime() ? next.toISOString() : null,
  };
}

async function latestOf(db: ServerDeps['db'], workerId: string): Promise<Row | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.workerId, workerId)).orderBy(desc(dataExports.requestedAt)).limit(1);
  return row ?? null;
}

export async function readDataExport(deps: Pick<ServerDeps, 'db' | 'clock'>, worker: Pick<WorkerRow, 'id'>): Promise<DataExportResponse> {
  return answer(await latestOf(deps.db, worker.id), deps.clock());
}

/** Records the request and schedules its job in one transaction; a second request within 24 hours is refused. */
export async function requestDataExport(deps: Pick<ServerDeps, 'db' | 'clock'>, worker: Pick<WorkerRow, 'id'>): Promise<DataExportResponse> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    // The person's row serialises their requests: two tabs at once make one archive.
    await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id)).for('update');
    const latest = await latestOf(tx, worker.id);
    if (latest) {
      const next = new Date(latest.requestedAt.getTime() + DATA_EXPORT_INTERVAL_MS);
      if (next.getTime() > now.getTime()) throw new DataExportTooSoon(next.getTime() - now.getTime(), next);
    }
    const [created] = await tx.insert(dataExports).values({ workerId: worker.id, requestedAt: now }).returning();
    await enqueueJob(tx, { queue: DATA_EXPORT_QUEUE, key: created.id, runAt: now, maxAttempts: DATA_EXPORT_ATTEMPTS });
    return created;
  });
  return answer(row, now);
}

/**
 * The job: writes the archive of request `id` and e-mails its owner. Idempotent: a request already ready (a retried
 * job whose first try finished) is left alone, and an archive written by a try that lost the race is removed.
 */
export async function prepareDataExport(deps: DataExportDeps, store: DocumentStore, id: string): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(and(eq(dataExports.id, id), isNull(dataExports.readyAt), isNull(dataExports.failedAt)));
  if (!row) return;
  const person = await loadSessionWorker(deps.db, row.workerId);
  if (!person || person.closedAt) return;
  const now = deps.clock();
  const archive = await writeDataArchive(deps, store, person, now);
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_MS);
  const [done] = await deps.db
    .update(dataExports)
    .set({ readyAt: now, expiresAt, storageKey: archive.key, sizeBytes: archive.size })
    .where(and(eq(dataExports.id, id), isNull(dataExports.readyAt)))
    .returning({ id: dataExports.id });
  if (!done) {
    await store.remove(archive.key);
    return;
  }
  await deps.mailer.send(
    composeMail('data-export-ready', workerLanguage(deps.regions, person), {
      to: person.email,
      name: person.firstName ?? person.name,
      link: `${deps.publicUrl}${pagePath('myData')}`,
      workerId: person.id,
    }),
  );
}

/** The job's last try failed: the request says so (the page offers to ask again the next day). */
export async function markDataExportFailed(db: ServerDeps['db'], id: string, now: Date): Promise<void> {
  await db.update(dataExports).set({ failedAt: now }).where(and(eq(dataExports.id, id), isNull(dataExports.readyAt)));
}

/** The archive's bytes for its owner; another person's, or an unknown id, is a 404; past its time a 410. */
export async function openDataExport(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  store: DocumentStore,
  worker: Pick<WorkerRow, 'id'>,
  id: string,
): Promise<{ stream: Readable; size: number; filename: string }> {
  const [row] = await deps.db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.workerId, worker.id)));
  if (!row) throw notFound();
  const state = stateOf(row, deps.clock());
  if (state === 'expired') throw new HttpError(410, 'DATA_EXPORT_EXPIRED', 'This archive is past its 7 days and was deleted: ask for a new one.');
  if (state !== 'ready' || !row.storageKey) throw new HttpError(409, 'DATA_EXPORT_NOT_READY', 'This archive is not ready yet.');
  const file = await store.read(row.storageKey);
  if (!file) throw notFound();
  return { ...file, filename: `my-data-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
}

/**
 * The daily retention run: archives past their 7 days lose their file (answered, to remove after commit); their
 * rows stay as the record of the request until `expiredLinks` removes them.
 */
export async function expireDataExports(db: ServerDeps['db'], now: Date): Promise<string[]> {
  const expired = await db.execute<{ storage_key: string }>(sql`
    with gone as (
      select id, storage_key from data_exports
      where storage_key is not null and expires_at <= ${now.toISOString()}::timestamptz
      for update
    )
    update data_exports d set storage_key = null from gone where d.id = gone.id
    returning gone.storage_key`);
  return expired.rows.map((row) => row.storage_key);
}
