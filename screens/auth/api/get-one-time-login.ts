import { queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/**
 * GET /api/one-time-login?token=: a session response (a verify-e-mail token also verifies the
 * address, W§7); 400 TOKEN_INVALID.
 */
export function getOneTimeLogin(token: string): Promise<SessionResponse> {
  return apiClient.get(paths.oneTimeLogin, { searchParams: { token } }).json<SessionResponse>();
}

/**
 * A token works once: one request per token and page, never retried or refetched (React's
 * development double mount, a refocus or a remount must not spend it a second time).
 */
export function getOneTimeLoginQueryOptions(token: string, after: (session: SessionResponse) => void) {
  return queryOptions({
    queryKey: ['one-time-login', token],
    queryFn: async () => {
      const session = await getOneTimeLogin(token);
      after(session);
      return session;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
