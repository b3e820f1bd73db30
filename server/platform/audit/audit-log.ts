/**
 * The audit log of staff actions (issue 25, item 6): who (the account, its e-mail address and role
 * at the time), what, on what, when. A service writes the row with the `tx` of the action itself
 * where the action is ours to commit, so an action and its record exist together or not at all.
 * Its time is the database's (the transaction's start), whatever clock the services run on.
 * `detail` holds a few facts (a version number, a message id, file names), never a secret, a token
 * or a message's text: ops read this table, and it is kept.
 */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../engine/generated/api/audit-action';
import type { AuditLogEntry } from '../../../engine/generated/api/audit-log-entry';
import type { Database } from '../db/client';
import { auditLog, type StaffRole } from '../db/schema';

export interface AuditActor {
  /** The staff account; null for the anonymous person of a loopback development server. */
  id: string | null;
  /** Its e-mail address (or what the loopback person is called). */
  name: string;
  role: StaffRole | null;
}

export type AuditDetail = AuditLogEntry['detail'];

/** The actor a staff account is. */
export function staffActor(worker: { id: string; email: string; staffRole: StaffRole | null }): AuditActor {
  return { id: worker.id, name: worker.email, role: worker.staffRole };
}

export async function recordAudit(
  db: Database,
  entry: { actor: AuditActor; action: AuditAction; subject?: string | number | null; detail?: AuditDetail },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    actorRole: entry.actor.role,
    action: entry.action,
    subject: entry.subject === undefined || entry.subject === null ? null : String(entry.subject),
    detail: entry.detail ?? {},
  });
}

export const AUDIT_PAGE_DEFAULT = 50;

/** Newest first, optionally one action or one account's (by e-mail address, any case), older than `before`. */
export async function listAudit(
  db: Database,
  query: { action?: AuditAction; actor?: string; before?: number; limit?: number },
): Promise<AuditLogEntry[]> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) conditions.push(sql`lower(${auditLog.actorName}) = ${query.actor.trim().toLowerCase()}`);
  if (query.before) conditions.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit ?? AUDIT_PAGE_DEFAULT);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    subject: row.subject,
    detail: row.detail as AuditDetail,
  }));
}
