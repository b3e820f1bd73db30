import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '../shared/api/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network blip or a 5xx may.
        retry: (failureCount, error) => {
          const status = apiErrorStatus(error);
          if (status !== null && status >= 400 && status < 500) return false;
          return failureCount < 1;
        },
      },
    },
  });
}
