import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getRegionVersionDiff as getRegionVersionDiffEndpoint,
  getRegionVersions as getRegionVersionsEndpoint,
  rollBackRegionVersion,
} from '../../../../engine/api/endpoints/ops-regions';
import type { RegionVersionDiffResponse } from '../../../../engine/generated/api/region-version-diff-response';
import type { RegionVersionSummary } from '../../../../engine/generated/api/region-version-summary';
import type { RegionVersionsResponse } from '../../../../engine/generated/api/region-versions-response';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { OPS_REGIONS_KEY } from './ops-regions';

/** Apart from ['ops', 'regions']: invalidating the history leaves the overview and drafts alone. */
export const REGION_VERSIONS_KEY = ['ops', 'region-versions'] as const;

/** A page of the history: enough to see the last days of changes on one screen. */
export const HISTORY_PAGE_SIZE = 10;

/** GET /api/ops/regions/versions?before&limit: newest first. */
export function getRegionVersions(before: number | null): Promise<RegionVersionsResponse> {
  return callEndpoint(getRegionVersionsEndpoint, { query: { limit: HISTORY_PAGE_SIZE, before: before ?? undefined } });
}

export function getRegionVersionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...REGION_VERSIONS_KEY, 'list'],
    queryFn: ({ pageParam }) => getRegionVersions(pageParam),
    initialPageParam: null as number | null,
    // A short page is the end of the history; otherwise the next page starts below its oldest version.
    getNextPageParam: (last) => (last.versions.length < HISTORY_PAGE_SIZE ? undefined : (last.versions.at(-1)?.id ?? undefined)),
    staleTime: 0,
    retry: false,
  });
}

export function useRegionVersions() {
  return useInfiniteQuery(getRegionVersionsQueryOptions());
}

/** GET /api/ops/regions/versions/{id}: the files it changed and what that did per scope. */
export function getRegionVersionDiff(id: number): Promise<RegionVersionDiffResponse> {
  return callEndpoint(getRegionVersionDiffEndpoint, { params: { id } });
}

export function getRegionVersionDiffQueryOptions(id: number) {
  // A published version never changes: its diff is kept as long as the page lives.
  return queryOptions({ queryKey: [...REGION_VERSIONS_KEY, 'diff', id], queryFn: () => getRegionVersionDiff(id), staleTime: Infinity, retry: false });
}

/** Loaded when the person opens the version (`open`), not before. */
export function useRegionVersionDiff(id: number, open: boolean) {
  return useQuery({ ...getRegionVersionDiffQueryOptions(id), enabled: open });
}

/** POST /api/ops/regions/versions/{id}/rollback: that version's files published again as a new version. */
export function postRollback(input: { id: number; message: string }): Promise<RegionVersionSummary> {
  const message = input.message.trim();
  return callEndpoint(rollBackRegionVersion, { params: { id: input.id }, body: message ? { message } : {} });
}

export function useRollback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRollback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OPS_REGIONS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: [...REGION_VERSIONS_KEY, 'list'] }),
      ]),
  });
}
