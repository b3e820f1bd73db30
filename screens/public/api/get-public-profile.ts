import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfileResponse } from '../../../engine/generated/api/public-profile-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/profiles/{slug}: a practitioner's public profile (404 when there is none at this address). */
export function getPublicProfile(slug: string): Promise<PublicProfileResponse> {
  return apiClient.get(paths.publicProfile(slug)).json<PublicProfileResponse>();
}

export function usePublicProfile(slug: string) {
  return useQuery(queryOptions({ queryKey: ['profiles', slug], queryFn: () => getPublicProfile(slug), retry: false }));
}
