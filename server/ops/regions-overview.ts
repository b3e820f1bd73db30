/**
 * What /ops opens with (GET /api/ops/regions): the live version's files, this instance's status,
 * every instance seen lately with the version it serves, the open drafts, whether publishing needs
 * approval, the deploy conflict to resolve, and who is asking.
 */
import { desc, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegionsFilesResponse } from '../../engine/generated/api/regions-files-response';
import { regionInstances } from '../platform/db/schema';
import { openBaselineConflict } from '../platform/regions/baseline';
import { filesToTexts } from '../platform/regions/region-files';
import { versionById } from '../platform/regions/region-versions';
import { draftView } from './draft-view';
import { approvalRequired, listDrafts, opsActor } from './region-drafts';
import { versionSummary } from './region-history';
import { liveFiles } from './region-preview';

/** An instance that has not reported for this long is gone (it reports every few seconds). */
const INSTANCE_SEEN_WITHIN_S = 60;

export async function regionsOverview(app: FastifyInstance, request: FastifyRequest): Promise<RegionsFilesResponse> {
  const actor = opsActor(request);
  const [files, version, instances, drafts, conflict] = await Promise.all([
    liveFiles(app),
    app.regions.version === null ? null : versionById(app.db, app.regions.version),
    app.db
      .select()
      .from(regionInstances)
      .where(gt(regionInstances.seenAt, sql`now() - make_interval(secs => ${INSTANCE_SEEN_WITHIN_S})`))
      .orderBy(desc(regionInstances.startedAt)),
    listDrafts(app.db),
    openBaselineConflict(app.db),
  ]);
  return {
    files: filesToTexts(files),
    status: app.regions.status(),
    version: version ? versionSummary(version) : null,
    instances: instances.map((i) => ({ id: i.id, version: i.versionId, hash: i.hash, seenAt: i.seenAt.toISOString(), refusedVersion: i.refused?.versionId ?? null })),
    drafts: drafts.map((d) => draftView(d, actor)),
    approvalRequired: approvalRequired(app),
    conflict: conflict
      ? {
          baselineId: conflict.id,
          files: conflict.conflict?.files ?? [],
          problems: conflict.conflict?.problems ?? [],
          deployFiles: (conflict.conflict?.files ?? []).filter((name) => conflict.files[name] !== undefined).map((name) => ({ name, text: conflict.files[name] })),
          since: conflict.createdAt.toISOString(),
        }
      : null,
    actor: { name: actor.name, account: actor.id !== null },
  };
}
