/**
 * Ended sessions, told to every instance (issue 25, item 3). A session row is gone at once for
 * every instance's next request, but what a session opened and keeps open (a support-chat stream)
 * lives in one instance's memory, maybe not the one that served the logout. So ending sessions
 * NOTIFYs `sessions_ended` in the same transaction, and every instance, this one too (PGlite: its
 * own listener), ends its streams of those sessions (server/support-chat/stream-revocation.ts).
 *
 * The payload names session ids (a logout, an idle staff session) or a whole account (a password
 * reset: every session of it), never a token.
 */
import type { Database } from '../db/client';
import { notify } from '../db/notifications';

export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

export type SessionsEnded = { sessionIds: string[] } | { workerId: string };

/** Inside the transaction that deleted them: heard at commit, never for a rolled back delete. */
export async function announceSessionsEnded(db: Database, ended: SessionsEnded): Promise<void> {
  if ('sessionIds' in ended && ended.sessionIds.length === 0) return;
  await notify(db, SESSIONS_ENDED_CHANNEL, JSON.stringify(ended));
}

export function parseSessionsEnded(payload: string): SessionsEnded | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.workerId === 'string') return { workerId: value.workerId };
    if (Array.isArray(value.sessionIds) && value.sessionIds.every((id) => typeof id === 'string')) return { sessionIds: value.sessionIds as string[] };
  } catch {
    // Not ours: ignored.
  }
  return null;
}
