import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourcesResponse } from '../../../../engine/generated/api/resources-response';
import { getResources as getResourcesEndpoint } from '../../../../engine/api/endpoints/resources';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

/** GET /api/resources/: the sections of the worker's country in their language. */
export function getResources(): Promise<ResourcesResponse> {
  return callEndpoint(getResourcesEndpoint);
}

export function getResourcesQueryOptions() {
  // Under the session's key: the language follows the worker's, so a language change refetches it.
  return queryOptions({ queryKey: [...ME_QUERY_KEY, 'resources'], queryFn: getResources });
}

export function useResources() {
  return useQuery(getResourcesQueryOptions());
}
