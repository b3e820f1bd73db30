/** The marketing choices on record for an address (engine/rules/marketing-consent.ts decides). */
import { eq, sql } from 'drizzle-orm';
import { mayReceiveMarketing, type MarketingChoice } from '../../../engine/rules/marketing-consent';
import type { Database } from '../db/client';
import { marketingPreferences, workers } from '../db/schema';

/** A choice and where it is on record: the address's preference, or an account's acceptance. */
export type RecordedMarketingChoice = MarketingChoice & { recordedAs: 'preference' | 'acceptance' };

export async function marketingChoicesOf(db: Database, address: string): Promise<RecordedMarketingChoice[]> {
  const email = address.trim().toLowerCase();
  const [preference] = await db
    .select({ subscribed: marketingPreferences.subscribed, at: marketingPreferences.changedAt })
    .from(marketingPreferences)
    .where(eq(marketingPreferences.email, email));
  const accepted = await db
    .select({ at: workers.lastAcceptedMarketingCommunicationsAt })
    .from(workers)
    .where(eq(sql`lower(${workers.email})`, email));
  return [
    ...(preference ? [{ ...preference, recordedAs: 'preference' as const }] : []),
    ...accepted.flatMap((row) => (row.at ? [{ subscribed: true, at: row.at, recordedAs: 'acceptance' as const }] : [])),
  ];
}

export async function marketingAllowed(db: Database, address: string): Promise<boolean> {
  return mayReceiveMarketing(await marketingChoicesOf(db, address));
}
