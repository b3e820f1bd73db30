import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerCardsResponse } from '../../../../../engine/generated/api/customer-cards-response';
import { getCustomerCards as getCustomerCardsEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

/** GET /api/users/{id}/cards (issue 26, W§7): the customer's saved cards: brand, last four digits, expiry. */
export function getCustomerCards(customerId: string): Promise<CustomerCardsResponse> {
  return callEndpoint(getCustomerCardsEndpoint, { params: { id: customerId } });
}

export function useCustomerCards(customerId: string | null) {
  return useQuery(
    queryOptions({ queryKey: ['customer-cards', customerId], queryFn: () => getCustomerCards(customerId!), enabled: customerId !== null, staleTime: 60_000 }),
  );
}
