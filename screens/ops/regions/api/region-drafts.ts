import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addRegionDraftCity,
  approveRegionDraft,
  createRegionDraft,
  discardRegionDraft,
  getRegionDraft,
  publishRegionDraft,
  retireRegionDraftCity,
  returnRegionDraft,
  updateRegionDraft,
} from '../../../../engine/api/endpoints/ops-regions';
import type { RegionDraftBody } from '../../../../engine/generated/api/region-draft-body';
import type { RegionDraftResponse } from '../../../../engine/generated/api/region-draft-response';
import type { RegionNewCityBody } from '../../../../engine/generated/api/region-new-city-body';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { forgetDraft, OPS_REGIONS_KEY } from './ops-regions';
import { REGION_VERSIONS_KEY } from './region-versions';

const draftKey = (id: string) => ['ops', 'regions', 'drafts', id] as const;

/** GET /api/ops/regions/drafts/{id}: the draft and its review (problems, changes, people reached, forms before and after). */
export function getDraft(id: string): Promise<RegionDraftResponse> {
  return callEndpoint(getRegionDraft, { params: { id } });
}

export function getDraftQueryOptions(id: string) {
  return queryOptions({ queryKey: draftKey(id), queryFn: () => getDraft(id), staleTime: 0, retry: false });
}

/**
 * While the draft waits for a second ops account, its author's page asks every 10 s, so it learns
 * of the approval (or of being sent back) without reloading.
 */
export function useDraft(id: string | null) {
  return useQuery({
    ...getDraftQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.draft.status === 'awaiting_approval' ? 10_000 : false),
  });
}

/** A draft answer is that draft's data from then on (the page shows it without asking again). */
export function rememberDraft(queryClient: QueryClient, answer: RegionDraftResponse): void {
  queryClient.setQueryData(draftKey(answer.draft.id), answer);
}

/** POST /api/ops/regions/drafts: a new draft from the live version with these changed files. */
export function postDraft(body: RegionDraftBody): Promise<RegionDraftResponse> {
  return callEndpoint(createRegionDraft, { body });
}

/** PUT /api/ops/regions/drafts/{id}: replaces the draft's changed files (the author only). */
export function putDraft(id: string, body: RegionDraftBody): Promise<RegionDraftResponse> {
  return callEndpoint(updateRegionDraft, { params: { id }, body });
}

/** POST .../publish: published at once, or submitted for a second ops account's approval where the set asks for it. */
export function publishDraft(id: string, message: string): Promise<RegionDraftResponse> {
  return callEndpoint(publishRegionDraft, { params: { id }, body: { message } });
}

const DRAFT_ACTIONS = { approve: approveRegionDraft, return: returnRegionDraft, discard: discardRegionDraft } as const;

/** POST .../approve, .../return (send back), .../discard. */
export function draftAction(id: string, action: 'approve' | 'return' | 'discard'): Promise<RegionDraftResponse> {
  return callEndpoint(DRAFT_ACTIONS[action], { params: { id } });
}

/** POST .../cities: the new city's file is added to the draft. */
export function postDraftCity(id: string, body: RegionNewCityBody): Promise<RegionDraftResponse> {
  return callEndpoint(addRegionDraftCity, { params: { id }, body });
}

/** POST .../cities/{cityId}/retire: the city's file, retired, is added to the draft. */
export function postRetireCity(id: string, cityId: string): Promise<RegionDraftResponse> {
  return callEndpoint(retireRegionDraftCity, { params: { id, cityId } });
}

/**
 * A mutation answered with a draft: the answer is the draft's data from then on; the page's
 * overview (drafts, live version, instances) and, after a publication, the history are asked again.
 * `onAnswer` runs even when the answer takes the asking component off the page (an approved draft
 * leaves the list), which a callback given to `mutate` would not.
 */
export function useDraftMutation<Input>(mutationFn: (input: Input) => Promise<RegionDraftResponse>, onAnswer?: (answer: RegionDraftResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      onAnswer?.(answer);
      rememberDraft(queryClient, answer);
      const closed = answer.draft.status === 'published' || answer.draft.status === 'discarded';
      if (closed) forgetDraft(queryClient, answer.draft.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OPS_REGIONS_KEY, exact: true }),
        answer.version ? queryClient.invalidateQueries({ queryKey: REGION_VERSIONS_KEY }) : undefined,
      ]);
    },
  });
}
