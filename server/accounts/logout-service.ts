/**
 * POST /api/logout (W§7; issue 25, item 3): the request's session ends, and with it the streams it
 * opened on any instance (auth/sessions-ended.ts); the account's other sessions stay. A staff
 * logout is an entry of the audit log, in the same transaction.
 */
import type { Database } from '../platform/db/client';
import { recordAudit, staffActor } from '../platform/audit/audit-log';
import { deleteSession, type SessionWorker } from '../platform/auth/session-service';

export async function logOut(db: Database, token: string, worker: SessionWorker | null): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await deleteSession(tx, token);
    if (ended && worker?.staffRole) await recordAudit(tx, { actor: staffActor(worker), action: 'staff.logout' });
  });
}
