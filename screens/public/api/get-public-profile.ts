import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfileResponse } from '../../../engine/generated/api/public-profile-response';
import { getPublicProfile as getPublicProfileEndpoint } from '../../../engine/api/endpoints/profiles';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/profiles/{slug}: a practitioner's public profile (404 when there is none at this address). */
export function getPublicProfile(slug: string): Promise<PublicProfileResponse> {
  return callEndpoint(getPublicProfileEndpoint, { params: { slug } });
}

export function usePublicProfile(slug: string) {
  return useQuery(queryOptions({ queryKey: ['profiles', slug], queryFn: () => getPublicProfile(slug), retry: false }));
}
