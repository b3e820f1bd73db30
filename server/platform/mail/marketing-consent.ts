/** The marketing choices on record for an address (engine/rules/marketing-consent.ts decides). */
import { eq, sql } from 'drizzle-orm';
import { mayReceiveMarketing, type MarketingChoice } from '../../../engine/rules/marketing-consent';
import type { Database } from '../db/client';
import { marketingPreferences, workers } from '../db/schema';

export async function marketingChoicesOf(db: Database, address: string): Promise<MarketingChoice[]> {
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
    ...(preference ? [preference] : []),
    ...accepted.flatMap((row) => (row.at ? [{ subscribed: true, at: row.at }] : [])),
  ];
}

export async function marketingAllowed(db: Database, address: string): Promise<boolean> {
  return mayReceiveMarketing(await marketingChoicesOf(db, address));
}
