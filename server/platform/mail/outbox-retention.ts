// How long the outbox keeps what a message said (issue 25): its text carries reset, login and verification
// links, which are as good as a password while they work. Nothing needs that text once a link can no longer be
// used, so it goes when the longest-lived link expires. With SMTP the row stays as the record that a mail went
// out (to, subject, sent_at, attempts); without SMTP the row is the dev mailbox's only copy, so it goes whole.
import { and, lt, ne, or, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { EMAIL_TOKEN_LIFETIME_MS } from '../auth/email-token-service';

/** No link in a message outlives this (a verify link: 7 days). */
export const OUTBOX_RETENTION_MS = Math.max(...Object.values(EMAIL_TOKEN_LIFETIME_MS));

/** Once an hour is plenty: a link older than the retention is dead already; this only removes the dead text. */
export const OUTBOX_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * One statement, so several instances running it at once simply find less to do. Returns how many rows
 * were deleted (console) or emptied (SMTP: also messages that never got through, whose links are dead too).
 */
export async function purgeOutbox(db: Database, delivery: 'smtp' | 'console', now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_MS);
  if (delivery === 'console') {
    const deleted = await db.delete(outbox).where(lt(outbox.createdAt, cutoff)).returning({ id: outbox.id });
    return deleted.length;
  }
  const emptied = await db
    .update(outbox)
    .set({ text: '', html: null })
    .where(and(lt(outbox.createdAt, cutoff), or(ne(outbox.text, ''), isNotNull(outbox.html))))
    .returning({ id: outbox.id });
  return emptied.length;
}
