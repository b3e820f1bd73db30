/**
 * Referrals: the referrer a sign-up link names (GET /api/hero-referrer/{code}: first name only,
 * for "Invited by Ada"), and the people a worker referred (GET /api/me/referrals, the refer page).
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { referrals, workers } from '../platform/db/schema';
import type { HeroReferrerResponse } from '../../engine/generated/api/hero-referrer-response';
import type { ReferralsResponse } from '../../engine/generated/api/referrals-response';
import { HttpError } from '../platform/http/errors';
import { REFERRAL_CODE_PATTERN } from '../../engine/validation/formats';
import { referralTerms } from '../../engine/rules/referral-terms';
import type { ServerDeps } from '../platform/deps';
import { workerRegion } from '../platform/workers/worker-region';

export async function heroReferrer(db: Database, code: string): Promise<HeroReferrerResponse> {
  const normalized = code.trim().toUpperCase();
  const notFound = new HttpError(404, 'REFERRER_NOT_FOUND', 'No practitioner has this referral code.');
  if (!REFERRAL_CODE_PATTERN.test(normalized)) throw notFound;
  const [row] = await db
    .select({ firstName: workers.firstName, name: workers.name })
    .from(workers)
    .where(eq(workers.referralCode, normalized))
    .limit(1);
  // Only the first name: the page is public and the code is shared on social networks.
  const firstName = row?.firstName?.trim() || row?.name?.trim().split(/\s+/)[0];
  if (!firstName) throw notFound;
  return { name: firstName };
}

/** The people a worker referred, and the terms their region offers for each (R§9 referral defaults). */
export async function listReferrals(
  deps: Pick<ServerDeps, 'db' | 'regions'>,
  worker: { id: string; cityId: string | null; countryId: string | null },
): Promise<ReferralsResponse> {
  const { db } = deps;
  const workerId = worker.id;
  const region = workerRegion(deps.regions, worker);
  const rows = await db
    .select({
      id: referrals.id,
      name: referrals.name,
      createdAt: referrals.createdAt,
      stage: referrals.stage,
      status: referrals.status,
    })
    .from(referrals)
    .where(eq(referrals.referrerWorkerId, workerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  return {
    referrals: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: rows.length,
    terms: referralTerms(region.city, region.keyValues),
  };
}
