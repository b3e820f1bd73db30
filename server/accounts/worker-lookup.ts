import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { workers } from '../platform/db/schema';
import type { WorkerRow } from '../platform/auth/session-service';

/** E-mail addresses are one account regardless of case (the unique index is on lower(email)). */
export async function findWorkerByEmail(db: Database, email: string): Promise<WorkerRow | null> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return null;
  const [row] = await db.select().from(workers).where(eq(sql`lower(${workers.email})`, normalized)).limit(1);
  return row ?? null;
}


const REFERRAL_CODE_MAX = 14;

/**
 * A worker's own referral code (W§5: up to 14 capital letters and digits): the first name's
 * letters, then four digits (ADA4821), so a referee can read it out; random digits again on
 * the rare collision, a longer random code after that.
 */
export async function newReferralCode(db: Database, firstName: string | null): Promise<string> {
  const letters = (firstName ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 8);
  const prefix = letters || 'HERO';
  for (let attempt = 0; attempt < 8; attempt++) {
    const digits = attempt < 5 ? 4 : 6;
    const code = `${prefix}${String(randomInt(0, 10 ** digits)).padStart(digits, '0')}`.slice(0, REFERRAL_CODE_MAX);
    const [taken] = await db.select({ id: workers.id }).from(workers).where(eq(workers.referralCode, code)).limit(1);
    if (!taken) return code;
  }
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: REFERRAL_CODE_MAX }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}
