/**
 * Drafts of region changes (issue 24): create, change, review, publish (or submit for approval),
 * approve, send back, discard; add a new city to a draft or retire one, through the same checks.
 */
import type { FastifyRequest } from 'fastify';
import { REGION_DRAFTS_ENDPOINTS } from '../../engine/api/endpoints/ops-regions';
import type { RegionDraftBody } from '../../engine/generated/api/region-draft-body';
import type { RegionDraftResponse } from '../../engine/generated/api/region-draft-response';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { draftView } from './draft-view';
import { newCityFile, retiredCityFile } from './draft-cities';
import {
  approveDraft,
  createDraft,
  discardDraft,
  findDraft,
  opsActor,
  publishOrSubmit,
  requireLatest,
  returnDraft,
  staleFiles,
  updateDraft,
  type DraftChanges,
  type DraftRow,
} from './region-drafts';
import { versionSummary } from './region-history';
import { previewChanges } from './region-preview';
import type { RegionVersionRow } from '../platform/regions/region-versions';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { PROPOSAL_BODY_LIMIT } from './body-limit';

const NOT_YOURS = 'REGION_DRAFT_NOT_YOURS: only the author changes, publishes or discards a draft.';
const NOT_OPEN = 'REGION_DRAFT_NOT_OPEN: the draft was submitted, published or discarded.';

const changesOf = (body: RegionDraftBody): DraftChanges => Object.fromEntries(body.files.map((f) => [f.name, f.text]));

export default featureRoutes(REGION_DRAFTS_ENDPOINTS, ['operations'], (app) => {

  /** A draft with its review: the check of the live set with its changes, and files changed by someone else since. */
  const respond = async (draft: DraftRow, request: FastifyRequest, version: RegionVersionRow | null = null): Promise<RegionDraftResponse> => {
    const open = draft.status === 'open' || draft.status === 'awaiting_approval';
    const stale = open ? await staleFiles(app.db, draft, await requireLatest(app.db)) : [];
    const review = open ? await previewChanges(app, draft.files, stale) : { valid: true, problems: [], scopes: [], changes: [] };
    return { draft: draftView(draft, opsActor(request)), review, version: version ? versionSummary(version) : null };
  };

  return {
    createRegionDraft: {
      summary: 'Start a draft from the live version with these changed files; answers it with its review (problems, changes, people reached)',
      errors: { 400: INVALID_INPUT },
      options: { bodyLimit: PROPOSAL_BODY_LIMIT },
      handler: async (request) =>
        respond(await createDraft(app.db, opsActor(request), { files: changesOf(request.body), message: request.body.message, resolvesBaseline: request.body.resolvesBaseline }), request),
    },
    getRegionDraft: {
      summary: 'A draft and its review',
      errors: { 404: 'NOT_FOUND: no such draft.' },
      handler: async (request) => respond(await findDraft(app.db, request.params.id), request),
    },
    updateRegionDraft: {
      summary: "Replace an open draft's changed files (and message); its author only",
      errors: { 400: INVALID_INPUT, 403: NOT_YOURS, 404: 'NOT_FOUND: no such draft.', 409: NOT_OPEN },
      options: { bodyLimit: PROPOSAL_BODY_LIMIT },
      handler: async (request) => respond(await updateDraft(app.db, opsActor(request), request.params.id, { files: changesOf(request.body), message: request.body.message }), request),
    },
    publishRegionDraft: {
      summary: 'Publish the draft as a new version (every instance serves it within seconds), or submit it for approval where the region set requires a second ops account',
      errors: {
        400: `${INVALID_INPUT} REGION_FILES_INVALID: the set with this draft has mistakes; \`details\` name each one's file (file), JSON pointer (path) and sentence (message). Nothing published.`,
        403: NOT_YOURS,
        404: 'NOT_FOUND: no such draft.',
        409: `${NOT_OPEN} REGION_DRAFT_STALE: a file of the draft was changed by a later version. REGION_DRAFT_NO_CHANGE: the draft changes nothing.`,
      },
      handler: async (request) => {
        const { draft, version } = await publishOrSubmit(app, opsActor(request), request.params.id, request.body?.message);
        return respond(draft, request, version);
      },
    },
    approveRegionDraft: {
      summary: 'Approve a submitted draft (a second ops account; never its author), which publishes it',
      errors: {
        400: 'REGION_FILES_INVALID: the set with this draft has mistakes now; `details` name them. Nothing published.',
        403: 'REGION_APPROVAL_OWN_DRAFT: the author cannot approve their own draft. REGION_APPROVAL_NEEDS_ACCOUNT: approving takes an ops account.',
        404: 'NOT_FOUND: no such draft.',
        409: 'REGION_DRAFT_NOT_SUBMITTED: the draft is not awaiting approval. REGION_DRAFT_STALE: a file of the draft was changed by a later version.',
      },
      handler: async (request) => {
        const { draft, version } = await approveDraft(app, opsActor(request), request.params.id);
        return respond(draft, request, version);
      },
    },
    returnRegionDraft: {
      summary: 'Send a submitted draft back to its author, open again',
      errors: { 404: 'NOT_FOUND: no such draft.', 409: 'REGION_DRAFT_NOT_SUBMITTED: the draft is not awaiting approval.' },
      handler: async (request) => respond(await returnDraft(app, opsActor(request), request.params.id), request),
    },
    discardRegionDraft: {
      summary: 'Discard a draft (its author)',
      errors: { 403: NOT_YOURS, 404: 'NOT_FOUND: no such draft.', 409: NOT_OPEN },
      handler: async (request) => respond(await discardDraft(app.db, opsActor(request), request.params.id), request),
    },
    addRegionDraftCity: {
      summary: "Add a new city to the draft (as npm run new-city): the template city's settings, the new city's own details, closed for sign-up",
      errors: { 400: `${INVALID_INPUT} The details name the field at fault (a phone number of another city, an unknown template).`, 403: NOT_YOURS, 404: 'NOT_FOUND: no such draft.', 409: NOT_OPEN },
      handler: async (request) => {
        const actor = opsActor(request);
        const draft = await findDraft(app.db, request.params.id);
        const file = await newCityFile(app, draft, request.body);
        return respond(await updateDraft(app.db, actor, draft.id, { files: { ...draft.files, [file.name]: file.text } }), request);
      },
    },
    retireRegionDraftCity: {
      summary: 'Retire a city in the draft: closed for sign-up and hidden from lists, still resolving for its people',
      errors: { 403: NOT_YOURS, 404: 'NOT_FOUND: no such draft or city.', 409: NOT_OPEN },
      handler: async (request) => {
        const actor = opsActor(request);
        const draft = await findDraft(app.db, request.params.id);
        const file = await retiredCityFile(app, draft, request.params.cityId);
        return respond(await updateDraft(app.db, actor, draft.id, { files: { ...draft.files, [file.name]: file.text } }), request);
      },
    },
  };
});
