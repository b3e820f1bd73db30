/**
 * The region history on /ops (issue 24): every version with its author, message and time, its diff
 * against the version before, and rolling back, which publishes an earlier version's files as a new
 * version (the history only grows). A rollback goes through the one verdict like any publication,
 * and needs no second approval: it returns to a set that was itself reviewed when it went live,
 * and it is what ops reach for when a change hurts (decision noted in the issue).
 */
import { desc, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sameFileText } from '../../engine/regions/three-way-merge';
import { regionVersions } from '../platform/db/schema';
import { HttpError } from '../platform/http/errors';
import { checkForPublish } from '../platform/regions/check-publish';
import { checkRegionFiles } from '../platform/regions/region-files';
import { recordAudit } from '../platform/audit/audit-log';
import { insertVersion, versionById, withRegionHistoryLock, type RegionVersionRow } from '../platform/regions/region-versions';
import { changeReport, type ScopeChange } from './change-report';
import { problemDetails, requireLatest, type OpsActor } from './region-drafts';

export function versionSummary(row: RegionVersionRow) {
  return {
    id: row.id,
    hash: row.hash,
    message: row.message,
    source: row.source,
    author: row.authorName,
    approvedBy: row.approvedByName,
    rollbackOf: row.rollbackOf,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; `before` pages further back. */
export async function listVersions(app: FastifyInstance, opts: { before?: number; limit: number }) {
  const rows = await app.db
    .select({
      id: regionVersions.id,
      hash: regionVersions.hash,
      message: regionVersions.message,
      source: regionVersions.source,
      authorName: regionVersions.authorName,
      approvedByName: regionVersions.approvedByName,
      rollbackOf: regionVersions.rollbackOf,
      createdAt: regionVersions.createdAt,
    })
    .from(regionVersions)
    .where(opts.before ? lt(regionVersions.id, opts.before) : undefined)
    .orderBy(desc(regionVersions.id))
    .limit(opts.limit);
  return rows.map((row) => versionSummary({ ...row, files: {}, authorId: null, approvedById: null }));
}

/** A version, the files it changed and what that did, against the version before it. */
export async function versionDiff(app: FastifyInstance, id: number): Promise<ReturnType<typeof versionSummary> & { files: string[]; changes: ScopeChange[] }> {
  const row = await versionById(app.db, id);
  if (!row) throw new HttpError(404, 'NOT_FOUND', `There is no region version ${id}.`);
  const [previous] = await app.db.select().from(regionVersions).where(lt(regionVersions.id, id)).orderBy(desc(regionVersions.id)).limit(1);
  const after = checkRegionFiles(row.files).set;
  const before = previous ? checkRegionFiles(previous.files).set : null;
  const names = [...new Set([...Object.keys(row.files), ...Object.keys(previous?.files ?? {})])].sort();
  const files = previous ? names.filter((n) => !sameFileText(row.files[n], previous.files[n])) : names;
  // A version this code's loader no longer accepts (an older schema) still lists its files, without a report.
  const changes = after && before ? changeReport(before, after, null) : [];
  return { ...versionSummary(row), files, changes };
}

export async function rollBack(app: FastifyInstance, actor: OpsActor, id: number, messageInput: string | undefined): Promise<RegionVersionRow> {
  const target = await versionById(app.db, id);
  if (!target) throw new HttpError(404, 'NOT_FOUND', `There is no region version ${id}.`);
  const version = await withRegionHistoryLock(app.db, async (tx) => {
    const latest = await requireLatest(tx);
    if (latest.hash === target.hash) throw new HttpError(409, 'REGION_DRAFT_NO_CHANGE', `Version ${id} is what is live already.`);
    const checked = await checkForPublish(tx, target.files, app.regions.set);
    if (!checked.hash || checked.problems.length) {
      throw new HttpError(400, 'REGION_FILES_INVALID', `Version ${id} cannot go live again: ${checked.problems.length} mistake(s).`, problemDetails(checked.problems));
    }
    const row = await insertVersion(tx, {
      files: target.files,
      hash: checked.hash,
      message: messageInput?.trim() || `Roll back to version ${id} ("${target.message}")`,
      source: 'rollback',
      author: actor,
      rollbackOf: id,
    });
    await recordAudit(tx, { actor, action: 'region.rollback', subject: row.id, detail: { rollbackOf: id, message: row.message } });
    return row;
  });
  await app.liveRegions.follower.catchUp();
  return version;
}

