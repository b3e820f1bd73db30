import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegionsFilesResponse } from '../../../../engine/generated/api/regions-files-response';
import type { RegionsPreviewBody } from '../../../../engine/generated/api/regions-preview-body';
import type { RegionsPreviewResponse } from '../../../../engine/generated/api/regions-preview-response';
import type { RegionsStatus } from '../../../../engine/generated/api/regions-status';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

const OPS_REGIONS_KEY = ['ops', 'regions'] as const;

/** GET /api/ops/regions: the files for the editor, the served set, whether saving is on. */
export function getOpsRegions(): Promise<RegionsFilesResponse> {
  return apiClient.get(paths.opsRegions).json<RegionsFilesResponse>();
}

export function getOpsRegionsQueryOptions() {
  // The served set changes under the page (live reload): asked again on focus, never cached long.
  return queryOptions({ queryKey: OPS_REGIONS_KEY, queryFn: getOpsRegions, staleTime: 0, refetchOnWindowFocus: 'always', retry: false });
}

export function useOpsRegions() {
  return useQuery(getOpsRegionsQueryOptions());
}

/** POST /api/ops/regions/preview: nothing is written. */
export function postRegionsPreview(body: RegionsPreviewBody): Promise<RegionsPreviewResponse> {
  return apiClient.post(paths.opsRegionsPreview, { json: body }).json<RegionsPreviewResponse>();
}

export function usePreviewRegions() {
  return useMutation({ mutationFn: postRegionsPreview });
}

/** PUT /api/ops/regions/files/{name} (OPS_WRITE=1 only). */
export function putRegionFile(input: { name: string; text: string }): Promise<RegionsStatus> {
  return apiClient.put(paths.opsRegionFile(input.name), { json: { text: input.text } }).json<RegionsStatus>();
}

export function useSaveRegionFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putRegionFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_REGIONS_KEY }) });
}
