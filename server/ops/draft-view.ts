/** A draft as the ops API answers it (schemas/api/region-draft.schema.json). */
import type { RegionDraft } from '../../engine/generated/api/region-draft';
import type { DraftRow, OpsActor } from './region-drafts';

export function draftView(draft: DraftRow, actor: OpsActor): RegionDraft {
  return {
    id: draft.id,
    status: draft.status,
    author: draft.authorName,
    mine: draft.authorId === actor.id && (actor.id !== null || draft.authorName === actor.name),
    message: draft.message,
    baseVersion: draft.baseVersionId,
    files: Object.keys(draft.files)
      .sort()
      .map((name) => ({ name, text: draft.files[name] })),
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
    submittedAt: draft.submittedAt?.toISOString() ?? null,
    publishedVersion: draft.publishedVersionId,
  };
}
