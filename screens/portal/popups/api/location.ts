import type { LocationResponse } from '../../../../engine/generated/api/location-response';
import type { LocationUpdate } from '../../../../engine/generated/api/location-update';
import { confirmLocation, updateLocation } from '../../../../engine/api/endpoints/popups';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** PUT /api/me/location: a new base address (400 VALIDATION_FAILED with details at /address1, /postcode, /city). */
export function putLocation(address: LocationUpdate): Promise<LocationResponse> {
  return callEndpoint(updateLocation, { body: address });
}

/** POST /api/me/location/confirm: the address on file is still right. */
export function postLocationConfirm(): Promise<LocationResponse> {
  return callEndpoint(confirmLocation);
}
