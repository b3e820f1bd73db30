/**
 * Ops' changes to the region set (issue 24): a draft holds the files an ops person changed (one or
 * several, a city created or retired), is checked at every save, and is published as a new version
 * of the region history. Where the live set says so (`regionChangesRequireApproval`, on in
 * production), publishing submits the draft and a second ops account approves it; nobody approves
 * their own. Publishing goes through the one verdict (server/platform/regions/check-publish.ts) under the
 * history lock; a file someone else changed since the draft began is a conflict, never overwritten.
 * Each step is an entry of the audit log (issue 25), written in the step's own transaction.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveRegion } from '../../engine/regions/resolve';
import { sameFileText } from '../../engine/regions/three-way-merge';
import type { RegionProblem } from '../../engine/regions/types';
import type { ErrorDetail } from '../../engine/generated/api/error-detail';
import { recordAudit } from '../platform/audit/audit-log';
import type { Database } from '../platform/db/client';
import { regionDrafts, type StaffRole } from '../platform/db/schema';
import { HttpError } from '../platform/http/errors';
import { resolveBaseline } from '../platform/regions/baseline';
import { checkForPublish } from '../platform/regions/check-publish';
import type { RegionFiles } from '../platform/regions/region-files';
import { insertVersion, latestVersion, versionById, withRegionHistoryLock, type RegionVersionRow } from '../platform/regions/region-versions';
import { REGION_FILE_NAME } from '../platform/regions/region-files';

export type DraftRow = typeof regionDrafts.$inferSelect;
export type DraftChanges = Record<string, string | null>;

/** Who acts: an ops account, or the anonymous person of a loopback development server (also the audit log's actor). */
export interface OpsActor {
  id: string | null;
  name: string;
  role: StaffRole | null;
}

export const LOOPBACK_ACTOR: OpsActor = { id: null, name: 'local developer (loopback)', role: null };

export function opsActor(request: FastifyRequest): OpsActor {
  const worker = request.worker;
  return worker ? { id: worker.id, name: worker.email, role: worker.staffRole } : LOOPBACK_ACTOR;
}

/** The names of the files a draft changes, for the audit log (never their text). */
const fileNames = (files: DraftChanges) => Object.keys(files).sort();


export function problemDetails(problems: RegionProblem[]): ErrorDetail[] {
  return problems.map((p) => ({ path: p.pointer, code: 'REGION_FILE_MISTAKE', file: p.file, message: p.message }));
}

/** The live version's files with a draft's changes applied (a null text removes the file). */
export function applyChanges(files: Readonly<RegionFiles>, changes: Readonly<DraftChanges>): RegionFiles {
  const out: RegionFiles = { ...files };
  for (const [name, text] of Object.entries(changes)) {
    if (text === null) delete out[name];
    else out[name] = text;
  }
  return out;
}

/** Whether the live set asks a second ops account to approve each publication. */
export function approvalRequired(app: FastifyInstance): boolean {
  return resolveRegion(app.regions.set, {}, app.regions.env).keyValues.regionChangesRequireApproval === true;
}

/** The version the live history ends with; a database without one is a server that never started properly. */
export async function requireLatest(db: Database): Promise<RegionVersionRow> {
  const latest = await latestVersion(db);
  if (!latest) throw new HttpError(409, 'REGION_HISTORY_EMPTY', 'The region history has no version yet: restart the server so it records its regions/ folder.');
  return latest;
}

/** Files of the draft that someone else changed since it began: publishing would undo their change. */
export async function staleFiles(db: Database, draft: Pick<DraftRow, 'files' | 'baseVersionId'>, latest: RegionVersionRow): Promise<RegionProblem[]> {
  if (latest.id === draft.baseVersionId) return [];
  const base = await versionById(db, draft.baseVersionId);
  return Object.keys(draft.files)
    .filter((name) => !sameFileText(base?.files[name], latest.files[name]))
    .map((name) => ({
      file: `regions/${name}`,
      pointer: '',
      message: `was changed by version ${latest.id} (${latest.authorName}: "${latest.message}") after this draft began from version ${draft.baseVersionId}: start a new draft from the live version and make your change again`,
    }));
}

export async function findDraft(db: Database, id: string): Promise<DraftRow> {
  const [draft] = await db.select().from(regionDrafts).where(eq(regionDrafts.id, id));
  if (!draft) throw new HttpError(404, 'NOT_FOUND', 'No such draft.');
  return draft;
}

export async function listDrafts(db: Database): Promise<DraftRow[]> {
  return db
    .select()
    .from(regionDrafts)
    .where(inArray(regionDrafts.status, ['open', 'awaiting_approval']))
    .orderBy(desc(regionDrafts.updatedAt));
}

function validateChanges(changes: DraftChanges): void {
  const details: ErrorDetail[] = Object.keys(changes)
    .filter((name) => !REGION_FILE_NAME.test(name))
    .map((name) => ({ path: `/files/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, code: 'REGION_FILE_NAME_INVALID' }));
  if (details.length) throw new HttpError(400, 'VALIDATION_FAILED', 'A region file is named defaults.json, COUNTRY.json or COUNTRY-CITY.json (UK.json, UK-LEEDS.json).', details);
}

export async function createDraft(db: Database, actor: OpsActor, input: { files: DraftChanges; message?: string | null; resolvesBaseline?: number | null }): Promise<DraftRow> {
  validateChanges(input.files);
  const latest = await requireLatest(db);
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(regionDrafts)
      .values({
        files: input.files,
        baseVersionId: latest.id,
        message: input.message ?? null,
        authorId: actor.id,
        authorName: actor.name,
        resolvesBaseline: input.resolvesBaseline ?? null,
      })
      .returning();
    await recordAudit(tx, { actor, action: 'region.draft.create', subject: draft.id, detail: { files: fileNames(input.files), baseVersion: latest.id } });
    return draft;
  });
}

/** Only the author changes an open draft (a draft awaiting approval is frozen: what is approved is what ships). */
function assertAuthor(draft: DraftRow, actor: OpsActor): void {
  if (draft.authorId !== actor.id) throw new HttpError(403, 'REGION_DRAFT_NOT_YOURS', `This draft is ${draft.authorName}'s: only its author changes it.`);
}

export async function updateDraft(db: Database, actor: OpsActor, id: string, input: { files: DraftChanges; message?: string | null }): Promise<DraftRow> {
  validateChanges(input.files);
  const draft = await findDraft(db, id);
  assertAuthor(draft, actor);
  if (draft.status !== 'open') throw new HttpError(409, 'REGION_DRAFT_NOT_OPEN', 'This draft is no longer open: it was submitted, published or discarded.');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(regionDrafts)
      .set({ files: input.files, ...(input.message !== undefined ? { message: input.message } : {}) })
      .where(eq(regionDrafts.id, id))
      .returning();
    await recordAudit(tx, { actor, action: 'region.draft.update', subject: id, detail: { files: fileNames(input.files) } });
    return updated;
  });
}

export async function discardDraft(db: Database, actor: OpsActor, id: string): Promise<DraftRow> {
  const draft = await findDraft(db, id);
  assertAuthor(draft, actor);
  if (draft.status === 'published' || draft.status === 'discarded') throw new HttpError(409, 'REGION_DRAFT_NOT_OPEN', 'This draft was already published or discarded.');
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(regionDrafts).set({ status: 'discarded' }).where(eq(regionDrafts.id, id)).returning();
    await recordAudit(tx, { actor, action: 'region.draft.discard', subject: id, detail: { files: fileNames(draft.files) } });
    return updated;
  });
}

function requireMessage(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) throw new HttpError(400, 'VALIDATION_FAILED', 'Say in a sentence what the change does and why: it is what the history shows.', [{ path: '/message', code: 'REGION_MESSAGE_REQUIRED' }]);
  return text;
}

/**
 * Publishes a draft now (no approval needed: its author publishes; or approved by `approver`): the
 * live files with its changes, checked, become the next version; the draft records it; every
 * instance follows.
 */
async function publish(app: FastifyInstance, draft: DraftRow, message: string, by: { author: OpsActor } | { approver: OpsActor }): Promise<RegionVersionRow> {
  const approver = 'approver' in by ? by.approver : null;
  const actor = 'approver' in by ? by.approver : by.author;
  const version = await withRegionHistoryLock(app.db, async (tx) => {
    const latest = await requireLatest(tx);
    const stale = await staleFiles(tx, draft, latest);
    if (stale.length) throw new HttpError(409, 'REGION_DRAFT_STALE', stale.map((p) => `${p.file}: ${p.message}`).join('\n'), problemDetails(stale));
    const files = applyChanges(latest.files, draft.files);
    const checked = await checkForPublish(tx, files, app.regions.set);
    if (!checked.hash || checked.problems.length) {
      throw new HttpError(400, 'REGION_FILES_INVALID', `The region set with this draft has ${checked.problems.length} mistake(s); nothing was published.`, problemDetails(checked.problems));
    }
    if (checked.hash === latest.hash) throw new HttpError(409, 'REGION_DRAFT_NO_CHANGE', 'This draft changes nothing in the live configuration.');
    const row = await insertVersion(tx, {
      files,
      hash: checked.hash,
      message,
      source: 'ops',
      author: { id: draft.authorId, name: draft.authorName },
      approvedBy: approver?.id ? { id: approver.id, name: approver.name } : null,
    });
    await tx.update(regionDrafts).set({ status: 'published', message, publishedVersionId: row.id }).where(eq(regionDrafts.id, draft.id));
    if (draft.resolvesBaseline) await resolveBaseline(tx, draft.resolvesBaseline, row.id);
    await recordAudit(tx, {
      actor,
      action: approver ? 'region.approve' : 'region.publish',
      subject: row.id,
      detail: { draftId: draft.id, author: draft.authorName, message, files: fileNames(draft.files) },
    });
    return row;
  });
  // This instance serves it before answering; the others follow on the notification.
  await app.liveRegions.follower.catchUp();
  app.log.info({ version: version.id, author: version.authorName }, `Region version ${version.id} published: ${version.message}`);
  return version;
}

/** The author publishes, or submits for approval where approval is required. */
export async function publishOrSubmit(
  app: FastifyInstance,
  actor: OpsActor,
  id: string,
  messageInput: string | null | undefined,
): Promise<{ draft: DraftRow; version: RegionVersionRow | null }> {
  const draft = await findDraft(app.db, id);
  assertAuthor(draft, actor);
  if (draft.status !== 'open') throw new HttpError(409, 'REGION_DRAFT_NOT_OPEN', 'This draft is no longer open: it was submitted, published or discarded.');
  const message = requireMessage(messageInput ?? draft.message);
  if (!approvalRequired(app)) {
    const version = await publish(app, draft, message, { author: actor });
    return { draft: await findDraft(app.db, id), version };
  }
  // Checked before it waits for a second person: nobody approves a set that cannot go live.
  const latest = await requireLatest(app.db);
  const stale = await staleFiles(app.db, draft, latest);
  if (stale.length) throw new HttpError(409, 'REGION_DRAFT_STALE', stale.map((p) => `${p.file}: ${p.message}`).join('\n'), problemDetails(stale));
  const checked = await checkForPublish(app.db, applyChanges(latest.files, draft.files), app.regions.set);
  if (checked.problems.length) {
    throw new HttpError(400, 'REGION_FILES_INVALID', `The region set with this draft has ${checked.problems.length} mistake(s); nothing was submitted.`, problemDetails(checked.problems));
  }
  const submitted = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(regionDrafts)
      .set({ status: 'awaiting_approval', message, submittedAt: new Date() })
      .where(and(eq(regionDrafts.id, id), eq(regionDrafts.status, 'open')))
      .returning();
    if (row) await recordAudit(tx, { actor, action: 'region.draft.submit', subject: id, detail: { message, files: fileNames(draft.files) } });
    return row;
  });
  return { draft: submitted ?? (await findDraft(app.db, id)), version: null };
}

/** A second ops account approves a submitted draft, which publishes it. */
export async function approveDraft(app: FastifyInstance, approver: OpsActor, id: string): Promise<{ draft: DraftRow; version: RegionVersionRow }> {
  const draft = await findDraft(app.db, id);
  if (draft.status !== 'awaiting_approval') throw new HttpError(409, 'REGION_DRAFT_NOT_SUBMITTED', 'Only a draft submitted for approval can be approved.');
  if (!approver.id) throw new HttpError(403, 'REGION_APPROVAL_NEEDS_ACCOUNT', 'Approving takes an ops account: log in as one.');
  if (approver.id === draft.authorId) throw new HttpError(403, 'REGION_APPROVAL_OWN_DRAFT', 'A second person approves a change: you cannot approve your own draft.');
  const version = await publish(app, draft, draft.message ?? '', { approver });
  return { draft: await findDraft(app.db, id), version };
}

/** Sends a submitted draft back to its author, open again (the approver said what to change elsewhere). */
export async function returnDraft(app: FastifyInstance, actor: OpsActor, id: string): Promise<DraftRow> {
  const draft = await findDraft(app.db, id);
  if (draft.status !== 'awaiting_approval') throw new HttpError(409, 'REGION_DRAFT_NOT_SUBMITTED', 'Only a draft submitted for approval can be sent back.');
  if (!actor.id && !draft.authorId) throw new HttpError(403, 'REGION_APPROVAL_NEEDS_ACCOUNT', 'Sending a draft back takes an ops account.');
  return app.db.transaction(async (tx) => {
    const [updated] = await tx.update(regionDrafts).set({ status: 'open', submittedAt: null }).where(eq(regionDrafts.id, id)).returning();
    await recordAudit(tx, { actor, action: 'region.draft.return', subject: id, detail: { author: draft.authorName } });
    return updated;
  });
}
