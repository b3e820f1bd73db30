import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getOpsRegions as getOpsRegionsEndpoint } from '../../../../engine/api/endpoints/ops-regions';
import type { RegionsFilesResponse } from '../../../../engine/generated/api/regions-files-response';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { publicationSettled } from '../live/instances';

export const OPS_REGIONS_KEY = ['ops', 'regions'] as const;

/** GET /api/ops/regions: the live version and its files, every instance's version, the open drafts, a deploy conflict. */
export function getOpsRegions(): Promise<RegionsFilesResponse> {
  return callEndpoint(getOpsRegionsEndpoint);
}

export function getOpsRegionsQueryOptions() {
  // Another person publishes or an instance catches up under the page: asked again on focus, never cached long.
  return queryOptions({ queryKey: OPS_REGIONS_KEY, queryFn: getOpsRegions, staleTime: 0, refetchOnWindowFocus: 'always', retry: false });
}

/**
 * `following`: a version published from the page; until every instance serves it (or refused it),
 * the page asks every 2 s (instances apply a version within 2 s and report every few seconds).
 */
export function useOpsRegions(following: number | null) {
  return useQuery({
    ...getOpsRegionsQueryOptions(),
    refetchInterval: (query) => (following !== null && query.state.data && !publicationSettled(query.state.data, following) ? 2000 : false),
  });
}

/** Takes a draft off the page at once (published, discarded): the next answer agrees. */
export function forgetDraft(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<RegionsFilesResponse>(OPS_REGIONS_KEY, (old) => (old ? { ...old, drafts: old.drafts.filter((d) => d.id !== id) } : old));
}
