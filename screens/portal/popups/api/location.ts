import type { LocationResponse } from '../../../../engine/generated/api/location-response';
import type { LocationUpdate } from '../../../../engine/generated/api/location-update';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

/** PUT /api/me/location: a new base address (400 VALIDATION_FAILED with details at /address1, /postcode, /city). */
export function putLocation(address: LocationUpdate): Promise<LocationResponse> {
  return apiClient.put(paths.meLocation, { json: address }).json<LocationResponse>();
}

/** POST /api/me/location/confirm: the address on file is still right. */
export function postLocationConfirm(): Promise<LocationResponse> {
  return apiClient.post(paths.meLocationConfirm).json<LocationResponse>();
}
