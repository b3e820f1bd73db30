/**
 * Sessions in the database (DESIGN.md: the API is stateless, so several instances share them).
 * A session is a random token given to the client (cookie and session response) whose SHA-256
 * is the row's key; it lasts the region's `sessionCookieMaxAgeDays` and ends at logout, at a
 * password reset, or when it expires.
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, workerApplications, workers } from '../db/schema';
import { hashToken, isWellFormedToken, newToken } from './tokens';

export type WorkerRow = typeof workers.$inferSelect;
export type WorkerApplicationRow = typeof workerApplications.$inferSelect;
/** A worker (or student) with their application row, as the auth plugin puts it on the request. */
export type SessionWorker = WorkerRow & { application: WorkerApplicationRow | null };

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often: a write per request would double the load of reads. */
const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  maxAgeSeconds: number;
}

export async function createSession(
  db: Database,
  workerId: string,
  /** `days`: the region's sessionCookieMaxAgeDays (W§9: about three months). */
  opts: { days: number; userAgent?: string | null; now?: Date },
): Promise<CreatedSession> {
  const days = opts.days;
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const { token, hash } = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hash,
      workerId,
      expiresAt,
      lastSeenAt: now,
      userAgent: opts.userAgent ? opts.userAgent.slice(0, 512) : null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt, maxAgeSeconds: Math.round(days * 24 * 60 * 60) };
}

export async function loadSessionWorker(db: Database, workerId: string): Promise<SessionWorker | null> {
  const row = await db.query.workers.findFirst({
    where: eq(workers.id, workerId),
    with: { application: true },
  });
  return row ?? null;
}

/**
 * The lookup every authenticated request runs: the live session of a token hash, its worker and
 * the worker's application, as one flat join (not drizzle's nested JSON query), built once per
 * database and prepared (`session_worker`: a named server-side statement on PostgreSQL; on PGlite
 * the SQL and its result mapping are built once).
 */
function buildSessionLookup(db: Database) {
  return db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, worker: workers, application: workerApplications })
    .from(sessions)
    .innerJoin(workers, eq(workers.id, sessions.workerId))
    .leftJoin(workerApplications, eq(workerApplications.workerId, workers.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('session_worker');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof buildSessionLookup>>();

/** The live session of a token and its worker, or null (unknown, malformed or expired token). */
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
  // The only write, at most once an hour per session (not per request).
  if (now.getTime() - found.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.sessionId));
  }
  return { sessionId: found.sessionId, worker: { ...found.worker, application: found.application } };
}

/** Ends the session of this token (logout). True when one was ended. */
export async function deleteSession(db: Database, token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const deleted = await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of a worker, except one (the request's own) when given. Returns how many ended. */
export async function deleteWorkerSessions(
  db: Database,
  workerId: string,
  opts: { exceptSessionId?: string | null } = {},
): Promise<number> {
  const where = opts.exceptSessionId
    ? and(eq(sessions.workerId, workerId), ne(sessions.id, opts.exceptSessionId))
    : eq(sessions.workerId, workerId);
  const deleted = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return deleted.length;
}

/** Housekeeping: removes expired sessions (they are already refused; this only keeps the table small). */
export async function deleteExpiredSessions(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
