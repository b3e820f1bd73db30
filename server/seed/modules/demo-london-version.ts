/**
 * The demo's one configuration change with a visible effect (issue 29): about four months ago ops
 * started asking London's sign-up for the work periods (`workdays` shown in UK-LONDON.json), and
 * from then on some applicants leave the sign-up at that question. The history gets two past
 * versions: the deploy of a year ago without the question, then ops' change, whose files are exactly
 * what is live. What is served does not change.
 *
 * Only on a history of a single version that no one has touched: the deploy this fresh database
 * started with (npm start seeds after the server recorded its regions/ folder). That version and its
 * baseline record are replaced, in one transaction under the history's lock, by the two past versions
 * and a baseline record of the year-old deploy; the instance follows the newest version as it does
 * any publication (same content: it only takes the number). An empty history (the tests' seeded
 * template, seeded before any server ran) is left alone: its first server records its own folder,
 * which a test may have edited; so is a real history.
 */
import { count, eq } from 'drizzle-orm';
import { checkRegionFiles } from '../../platform/regions/region-files';
import { regionSetHash } from '../../platform/regions/region-set-hash';
import { REGION_VERSIONS_CHANNEL, withRegionHistoryLock } from '../../platform/regions/region-versions';
import { DEPLOY_AUTHOR } from '../../platform/regions/baseline';
import { notify } from '../../platform/db/notifications';
import { regionBaselines, regionDrafts, regionVersions, workers } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';

export const LONDON_VERSION_MESSAGE = 'London sign-up: ask when people can work (the work periods question)';
/** How long ago ops published it, in days. */
export const LONDON_VERSION_DAYS_AGO = 120;

const LONDON_FILE = 'UK-LONDON.json';
const DAY_MS = 86_400_000;

/** The version ids before and after the change, or null where the history was left alone. */
export interface LondonVersions {
  before: number;
  after: number;
  /** When the change went live. */
  at: Date;
}

export async function seedLondonVersion(db: Database, now: Date): Promise<LondonVersions | null> {
  return withRegionHistoryLock(db, async (tx) => {
    const versions = await tx.select().from(regionVersions);
    const [drafts] = await tx.select({ n: count() }).from(regionDrafts);
    if (versions.length !== 1 || versions[0].source !== 'baseline' || drafts.n > 0) return null;
    const live = versions[0];
    const londonText = live.files[LONDON_FILE];
    if (!londonText || !londonText.includes('"workdays": "shown"')) return null;
    const beforeFiles = { ...live.files, [LONDON_FILE]: londonText.replace('"workdays": "shown"', '"workdays": "hidden"') };
    const beforeSet = checkRegionFiles(beforeFiles).set;
    if (!beforeSet) return null;
    const [ops] = await tx.select({ id: workers.id, email: workers.email }).from(workers).where(eq(workers.email, 'ops@demo.portal.test'));
    const deployedAt = new Date(now.getTime() - 400 * DAY_MS);
    const changedAt = new Date(now.getTime() - LONDON_VERSION_DAYS_AGO * DAY_MS);

    await tx.delete(regionBaselines).where(eq(regionBaselines.versionId, live.id));
    await tx.delete(regionVersions).where(eq(regionVersions.id, live.id));
    const [before] = await tx
      .insert(regionVersions)
      .values({ files: beforeFiles, hash: regionSetHash(beforeSet), message: 'Regions of the deploy', source: 'baseline', authorId: null, authorName: DEPLOY_AUTHOR.name, createdAt: deployedAt })
      .returning({ id: regionVersions.id, hash: regionVersions.hash });
    const [after] = await tx
      .insert(regionVersions)
      .values({
        files: live.files,
        hash: live.hash,
        message: LONDON_VERSION_MESSAGE,
        source: 'ops',
        authorId: ops?.id ?? null,
        authorName: ops?.email ?? 'ops@demo.portal.test',
        createdAt: changedAt,
      })
      .returning({ id: regionVersions.id });
    // The deploy of a year ago is the merge base of the next one (server/platform/regions/baseline.ts).
    await tx.insert(regionBaselines).values({ hash: before.hash, files: beforeFiles, status: 'applied', versionId: before.id, createdAt: deployedAt, decidedAt: deployedAt });
    await notify(tx, REGION_VERSIONS_CHANNEL, String(after.id));
    return { before: before.id, after: after.id, at: changedAt };
  });
}
