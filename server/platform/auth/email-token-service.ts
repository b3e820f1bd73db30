/**
 * Tokens sent by e-mail (verify the address, reset the password, one-time login). Like session
 * tokens, only their SHA-256 is stored. Each is single use: consuming it is one conditional
 * UPDATE, so two clicks racing on the same link cannot both succeed.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens, type EmailTokenPurpose } from '../db/schema';
import { hashToken, isWellFormedToken, newToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;

/** How long a link works: a reset link one hour (issue 4), a verify link long enough to wait in an inbox. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
  'one-time-login': 24 * HOUR_MS,
};

export type EmailTokenRow = typeof emailTokens.$inferSelect;

export interface IssuedEmailToken {
  token: string;
  expiresAt: Date;
}

export async function issueEmailToken(
  db: Database,
  input: { workerId: string; purpose: EmailTokenPurpose; email: string; now?: Date },
): Promise<IssuedEmailToken> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[input.purpose]);
  const { token, hash } = newToken();
  if (input.purpose === 'reset') {
    // Only the newest reset link works: an older mail lying in an inbox is one more way in.
    await db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.workerId, input.workerId), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)));
  }
  await db.insert(emailTokens).values({
    purpose: input.purpose,
    tokenHash: hash,
    workerId: input.workerId,
    email: input.email,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

function usable(token: string, purposes: readonly EmailTokenPurpose[], now: Date) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    inArray(emailTokens.purpose, [...purposes]),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}

/** The token's row when it is unused and unexpired, without using it up (the reset screen's check). */
export async function findUsableEmailToken(
  db: Database,
  token: unknown,
  purposes: readonly EmailTokenPurpose[],
  now: Date = new Date(),
): Promise<EmailTokenRow | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db.select().from(emailTokens).where(usable(token, purposes, now)).limit(1);
  return row ?? null;
}

/** Uses the token up and returns its row; null when it is unknown, used, expired or of another purpose. */
export async function consumeEmailToken(
  db: Database,
  token: unknown,
  purposes: readonly EmailTokenPurpose[],
  now: Date = new Date(),
): Promise<EmailTokenRow | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db.update(emailTokens).set({ usedAt: now }).where(usable(token, purposes, now)).returning();
  return row ?? null;
}
