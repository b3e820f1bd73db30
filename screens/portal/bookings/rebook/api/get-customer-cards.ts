import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerCardsResponse } from '../../../../../engine/generated/api/customer-cards-response';
import { apiClient } from '../../../../app/api-client';
import { paths } from '../../../../app/paths';

/** GET /api/users/{id}/cards (issue 26, W§7): the customer's saved cards: brand, last four digits, expiry. */
export function getCustomerCards(customerId: string): Promise<CustomerCardsResponse> {
  return apiClient.get(paths.customerCards(customerId)).json<CustomerCardsResponse>();
}

export function useCustomerCards(customerId: string | null) {
  return useQuery(
    queryOptions({ queryKey: ['customer-cards', customerId], queryFn: () => getCustomerCards(customerId!), enabled: customerId !== null, staleTime: 60_000 }),
  );
}
