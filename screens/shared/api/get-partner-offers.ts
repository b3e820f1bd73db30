import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerOffersResponse } from '../../../engine/generated/api/partner-offers-response';
import { getPartnerOffers as getPartnerOffersEndpoint } from '../../../engine/api/endpoints/perks';
import { callEndpoint } from './call-endpoint';

/** GET /api/partner-offers: the offers of the person's country for their audience (a worker's perks, a student's). */
export function getPartnerOffers(): Promise<PartnerOffersResponse> {
  return callEndpoint(getPartnerOffersEndpoint);
}

export function getPartnerOffersQueryOptions() {
  return queryOptions({ queryKey: ['partner-offers'], queryFn: getPartnerOffers });
}

export function usePartnerOffers() {
  return useQuery(getPartnerOffersQueryOptions());
}
