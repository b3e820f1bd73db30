/**
 * Sessions in the database (DESIGN.md: the API is stateless, so several instances share them).
 * A session is a random token given to the client (cookie and session response) whose SHA-256
 * is the row's key; it lasts the region's `sessionCookieMaxAgeDays` (a staff account's: 12 hours,
 * and 30 minutes without a request end it; engine/rules/session-lifetime.ts) and ends at logout,
 * at a password reset, or when it expires. Ending sessions tells every instance (sessions-ended.ts),
 * which closes the streams they opened.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { lastSeenDue, sessionPolicy, sessionState } from '../../../engine/rules/session-lifetime';
import type { Database } from '../db/client';
import { sessions, workerApplications, workers } from '../db/schema';
import { announceSessionsEnded } from './sessions-ended';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export type WorkerRow = typeof workers.$inferSelect;
export type WorkerApplicationRow = typeof workerApplications.$inferSelect;
/** A worker (or student) with their application row, as the auth plugin puts it on the request. */
export type SessionWorker = WorkerRow & { application: WorkerApplicationRow | null };

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  maxAgeSeconds: number;
}

export async function createSession(
  db: Database,
  workerId: string,
  /** `maxAgeMs`: sessionMaxAgeMs of engine/rules/session-lifetime.ts (a practitioner: the region's days, W§9). */
  opts: { maxAgeMs: number; userAgent?: string | null; now?: Date },
): Promise<CreatedSession> {
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + opts.maxAgeMs);
  const { token, hash } = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hash,
      workerId,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
      userAgent: opts.userAgent ? opts.userAgent.slice(0, 512) : null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt, maxAgeSeconds: Math.round(opts.maxAgeMs / 1000) };
}

export async function loadSessionWorker(db: Database, workerId: string): Promise<SessionWorker | null> {
  const row = await db.query.workers.findFirst({
    where: eq(workers.id, workerId),
    with: { application: true },
  });
  return row ?? null;
}

/**
 * Several workers with their applications in two statements, whatever their number (issue 28: the support inbox read one
 * worker per conversation, 200 statements a page). Unknown ids are left out of the map.
 */
export async function loadSessionWorkers(db: Database, workerIds: readonly string[]): Promise<Map<string, SessionWorker>> {
  const out = new Map<string, SessionWorker>();
  if (workerIds.length === 0) return out;
  const ids = [...new Set(workerIds)];
  // Two reads by primary key rather than a join: a join let the planner hash the whole applications table
  // (a sequential scan of every applicant's row, seen in bench:scale) for a page of 50 workers.
  const [rows, applications] = await Promise.all([
    db.select().from(workers).where(inArray(workers.id, ids)),
    db.select().from(workerApplications).where(inArray(workerApplications.workerId, ids)),
  ]);
  const applicationOf = new Map(applications.map((application) => [application.workerId, application]));
  for (const row of rows) out.set(row.id, { ...row, application: applicationOf.get(row.id) ?? null });
  return out;
}

/**
 * The lookup every authenticated request runs: the live session of a token hash, its worker and
 * the worker's application, as one flat join (not drizzle's nested JSON query), built once per
 * database and prepared (`session_worker`: a named server-side statement on PostgreSQL; on PGlite
 * the SQL and its result mapping are built once).
 */
function buildSessionLookup(db: Database) {
  return db
    .select({ sessionId: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, worker: workers, application: workerApplications })
    .from(sessions)
    .innerJoin(workers, eq(workers.id, sessions.workerId))
    .leftJoin(workerApplications, eq(workerApplications.workerId, workers.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('session_worker');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof buildSessionLookup>>();

/**
 * The live session of a token and its worker, or null (unknown, malformed, expired token; a staff
 * session left idle or past its hours, which is ended here).
 */
export async function findSession(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ sessionId: string; worker: SessionWorker } | null> {
  if (!isWellFormedToken(token)) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [found] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!found) return null;
  const policy = sessionPolicy({ staff: found.worker.staffRole !== null });
  if (sessionState(found, policy, now) !== 'live') {
    await endSessions(db, [found.sessionId]);
    return null;
  }
  // The only write, at most once a minute (staff) or an hour per session, not per request.
  if (lastSeenDue(found.lastSeenAt, policy, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.sessionId));
  }
  return { sessionId: found.sessionId, worker: { ...found.worker, application: found.application } };
}

/** Ends these sessions and tells every instance (their streams close). */
async function endSessions(db: Database, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id });
    await announceSessionsEnded(tx, { sessionIds: deleted.map((row) => row.id) });
  });
}

/** Ends the session of this token (logout), and the streams it opened on any instance. True when one was ended. */
export async function deleteSession(db: Database, token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning({ id: sessions.id });
    await announceSessionsEnded(tx, { sessionIds: deleted.map((row) => row.id) });
    return deleted.length > 0;
  });
}

/**
 * Ends every session of a worker and the streams they opened on any instance (a password reset).
 * Inside the caller's transaction the instances hear of it at commit. Returns how many ended.
 */
export async function deleteWorkerSessions(db: Database, workerId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.workerId, workerId)).returning({ id: sessions.id });
  await announceSessionsEnded(db, { workerId });
  return deleted.length;
}

/** Housekeeping: removes expired sessions (they are already refused; this only keeps the table small). */
export async function deleteExpiredSessions(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
