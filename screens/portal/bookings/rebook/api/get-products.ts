import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsQuery } from '../../../../../engine/generated/api/products-query';
import type { ProductsResponse } from '../../../../../engine/generated/api/products-response';
import { getBookingProducts } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

/**
 * GET /api/products (issue 26, W§7): the worker's own priced treatments for a service area, or for
 * the place of the booking they book again (`fromBookingId`: its address stays on the server).
 */
export function getProducts(query: ProductsQuery): Promise<ProductsResponse> {
  return callEndpoint(getBookingProducts, { query });
}

export function useProducts(query: ProductsQuery | null) {
  return useQuery(
    queryOptions({
      queryKey: ['products', query],
      queryFn: () => getProducts(query!),
      enabled: query !== null,
      staleTime: 60_000,
      // Another postcode keeps the treatments on screen while the new area's load.
      placeholderData: keepPreviousData,
    }),
  );
}
