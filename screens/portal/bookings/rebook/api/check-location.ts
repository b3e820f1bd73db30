import { useMutation } from '@tanstack/react-query';
import type { LocationCheckResponse } from '../../../../../engine/generated/api/location-check-response';
import { checkBookingLocation } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

/** POST /api/search/checkLocationIsValid (issue 26, W§7): whether a postcode is in one of the worker's service areas. */
export function checkLocation(postcode: string): Promise<LocationCheckResponse> {
  return callEndpoint(checkBookingLocation, { body: { postcode } });
}

export function useCheckLocation() {
  return useMutation({ mutationFn: checkLocation });
}
