/**
 * The versioned region set in the database (issue 24): every published set is a row of
 * `region_versions` (files, hash, author, message, time), the newest is the live configuration
 * of every instance, and publishing one tells the other instances at once (NOTIFY). Writing goes
 * through `publishVersion` only, under a transaction-wide advisory lock, so two publications never
 * interleave and the history stays a line.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notify } from '../db/notifications';
import { regionVersions, type RegionVersionSource } from '../db/schema';

/** The channel a publication is announced on; the payload is the new version's number. */
export const REGION_VERSIONS_CHANNEL = 'region_versions';

/** One lock for every write to the region history (an arbitrary 64-bit key, ours alone). */
const REGION_HISTORY_LOCK = 7_024_240_001;

export type RegionVersionRow = typeof regionVersions.$inferSelect;

export interface PublishInput {
  files: Record<string, string>;
  hash: string;
  message: string;
  source: RegionVersionSource;
  author: { id: string | null; name: string };
  approvedBy?: { id: string; name: string } | null;
  rollbackOf?: number | null;
}

/** Runs `work` holding the region history's lock (released at commit or rollback). */
export async function withRegionHistoryLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGION_HISTORY_LOCK})`);
    return work(tx);
  });
}

export async function latestVersion(db: Database): Promise<RegionVersionRow | null> {
  const [row] = await db.select().from(regionVersions).orderBy(desc(regionVersions.id)).limit(1);
  return row ?? null;
}

/** The newest version's number alone (the follower's cheap poll). */
export async function latestVersionId(db: Database): Promise<number | null> {
  const [row] = await db.select({ id: regionVersions.id }).from(regionVersions).orderBy(desc(regionVersions.id)).limit(1);
  return row?.id ?? null;
}

/** A version's content hash alone (no files read). */
export async function versionHash(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ hash: regionVersions.hash }).from(regionVersions).where(eq(regionVersions.id, id));
  return row?.hash ?? null;
}

export async function versionById(db: Database, id: number): Promise<RegionVersionRow | null> {
  const [row] = await db.select().from(regionVersions).where(eq(regionVersions.id, id));
  return row ?? null;
}

/** Inserts a version and announces it (the NOTIFY is delivered when the surrounding transaction commits). */
export async function insertVersion(tx: Database, input: PublishInput): Promise<RegionVersionRow> {
  const [row] = await tx
    .insert(regionVersions)
    .values({
      files: input.files,
      hash: input.hash,
      message: input.message,
      source: input.source,
      authorId: input.author.id,
      authorName: input.author.name,
      approvedById: input.approvedBy?.id ?? null,
      approvedByName: input.approvedBy?.name ?? null,
      rollbackOf: input.rollbackOf ?? null,
    })
    .returning();
  await notify(tx, REGION_VERSIONS_CHANNEL, String(row.id));
  return row;
}
