import { useMutation } from '@tanstack/react-query';
import type { LocationCheckResponse } from '../../../../../engine/generated/api/location-check-response';
import { apiClient } from '../../../../app/api-client';
import { paths } from '../../../../app/paths';

/** POST /api/search/checkLocationIsValid (issue 26, W§7): whether a postcode is in one of the worker's service areas. */
export function checkLocation(postcode: string): Promise<LocationCheckResponse> {
  return apiClient.post(paths.checkLocation, { json: { postcode } }).json<LocationCheckResponse>();
}

export function useCheckLocation() {
  return useMutation({ mutationFn: checkLocation });
}
