/**
 * Where a deploy's regions/ folder meets ops' published versions (issue 24). The folder is the
 * baseline a deploy brings; the database holds what is live. At start (and when the watched folder
 * changes) the instance offers its folder:
 *
 * - the database holds no version yet: the folder becomes version 1;
 * - the folder is the newest baseline already recorded (another instance of the same deploy, a
 *   restart): nothing to do;
 * - a start with a folder recorded before, older than the newest (an old instance restarting in
 *   a rolling deploy): nothing is published, the instance reports its folder as outdated;
 * - otherwise it is a new deploy: each file is merged with what ops published since the previous
 *   baseline (engine/regions/three-way-merge.ts). A file only the deploy changed goes live as a new
 *   version (author "deploy"); a file both changed, or a merged set the loader or the data refuse,
 *   is a **conflict**: recorded, shown on /ops and in /api/health, and nothing is published, so
 *   neither side's change is silently undone. Ops resolve it with a draft made from it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { mergeRegionFiles, sameFileText } from '../../../engine/regions/three-way-merge';
import type { RegionProblem, RegionSet } from '../../../engine/regions/types';
import type { Database } from '../db/client';
import { regionBaselines } from '../db/schema';
import { insertVersion, latestVersion, withRegionHistoryLock } from './region-versions';
import type { RegionFiles } from './region-files';

export type BaselineStatus = 'applied' | 'conflict' | 'outdated' | 'unchanged';

export interface BaselineOutcome {
  status: BaselineStatus;
  baselineId: number | null;
  /** The version published for it, if one was. */
  publishedVersionId: number | null;
  conflict: { files: string[]; problems: RegionProblem[] } | null;
}

/** Who a deploy's versions are written by in the history. */
export const DEPLOY_AUTHOR = { id: null, name: 'deploy (regions/ folder)' } as const;

/** Checks a merged set inside the history lock (the loader, then what the data says against it). */
export type CheckFiles = (files: RegionFiles, tx: Database) => Promise<{ set: RegionSet | null; hash: string | null; problems: RegionProblem[] }>;

function sameFiles(a: RegionFiles, b: RegionFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameFileText(a[k], b[k]));
}

export async function offerBaseline(
  db: Database,
  baseline: { files: RegionFiles; hash: string },
  check: CheckFiles,
  opts: { atStart: boolean },
): Promise<BaselineOutcome> {
  return withRegionHistoryLock(db, async (tx) => {
    const [newest] = await tx.select().from(regionBaselines).orderBy(desc(regionBaselines.id)).limit(1);
    if (newest?.hash === baseline.hash) {
      return { status: newest.status === 'conflict' ? 'conflict' : 'unchanged', baselineId: newest.id, publishedVersionId: null, conflict: newest.conflict };
    }
    if (opts.atStart && newest) {
      const [seen] = await tx.select({ id: regionBaselines.id }).from(regionBaselines).where(eq(regionBaselines.hash, baseline.hash)).limit(1);
      if (seen) return { status: 'outdated', baselineId: seen.id, publishedVersionId: null, conflict: null };
    }

    const latest = await latestVersion(tx);
    const record = async (status: 'applied' | 'conflict', versionId: number | null, conflict: BaselineOutcome['conflict']) => {
      const [row] = await tx
        .insert(regionBaselines)
        .values({ hash: baseline.hash, files: baseline.files, status, versionId, conflict, decidedAt: status === 'applied' ? new Date() : null })
        .returning({ id: regionBaselines.id });
      return row.id;
    };

    if (!latest) {
      const version = await insertVersion(tx, {
        files: baseline.files,
        hash: baseline.hash,
        message: "The repository's regions/ folder (first start on this database)",
        source: 'baseline',
        author: DEPLOY_AUTHOR,
      });
      return { status: 'applied', baselineId: await record('applied', version.id, null), publishedVersionId: version.id, conflict: null };
    }

    // The merge base: the newest folder that went live (or whose conflict ops resolved).
    const [base] = await tx
      .select()
      .from(regionBaselines)
      .where(inArray(regionBaselines.status, ['applied', 'resolved']))
      .orderBy(desc(regionBaselines.id))
      .limit(1);
    const merge = mergeRegionFiles(base?.files ?? {}, latest.files, baseline.files);
    if (!merge.merged) {
      const conflict = { files: merge.conflicts, problems: [] };
      return { status: 'conflict', baselineId: await record('conflict', null, conflict), publishedVersionId: null, conflict };
    }
    if (sameFiles(merge.merged, latest.files)) {
      return { status: 'applied', baselineId: await record('applied', latest.id, null), publishedVersionId: null, conflict: null };
    }
    const checked = await check(merge.merged, tx);
    if (!checked.set || !checked.hash || checked.problems.length > 0) {
      const conflict = { files: merge.fromDeploy, problems: checked.problems };
      return { status: 'conflict', baselineId: await record('conflict', null, conflict), publishedVersionId: null, conflict };
    }
    const onlyDeploy = sameFiles(merge.merged, baseline.files);
    const version = await insertVersion(tx, {
      files: merge.merged,
      hash: checked.hash,
      message: `Deploy: ${merge.fromDeploy.join(', ')} from the repository's regions/${onlyDeploy ? '' : ', merged with what ops published since the previous deploy'}`,
      source: onlyDeploy ? 'baseline' : 'merge',
      author: DEPLOY_AUTHOR,
    });
    return { status: 'applied', baselineId: await record('applied', version.id, null), publishedVersionId: version.id, conflict: null };
  });
}

/** The newest deploy conflict not yet resolved (a later deploy that applied supersedes it). */
export async function openBaselineConflict(db: Database) {
  const [newest] = await db.select().from(regionBaselines).orderBy(desc(regionBaselines.id)).limit(1);
  return newest?.status === 'conflict' ? newest : null;
}

/** Marks a conflict resolved (a draft made from it was published): the next deploy merges against it. */
export async function resolveBaseline(tx: Database, baselineId: number, versionId: number): Promise<void> {
  await tx
    .update(regionBaselines)
    .set({ status: 'resolved', versionId, decidedAt: new Date() })
    .where(and(eq(regionBaselines.id, baselineId), eq(regionBaselines.status, 'conflict')));
}
