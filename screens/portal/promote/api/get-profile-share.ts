import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileShareResponse } from '../../../../engine/generated/api/profile-share-response';
import { getProfileShare as getProfileShareEndpoint } from '../../../../engine/api/endpoints/profiles';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

/** GET /api/me/public-profile: the address of the worker's public profile and the profile as visitors see it. */
export function getProfileShare(): Promise<ProfileShareResponse> {
  return callEndpoint(getProfileShareEndpoint);
}

export function useProfileShare() {
  return useQuery(queryOptions({ queryKey: [...ME_QUERY_KEY, 'public-profile'], queryFn: getProfileShare }));
}
