import { queryOptions } from '@tanstack/react-query';
import type { OneTimeLoginPreview } from '../../../engine/generated/api/one-time-login-preview';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import { previewOneTimeLogin, redeemOneTimeLogin } from '../../../engine/api/endpoints/auth';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/one-time-login?token=: whose link this is (nothing used up, nobody logged in); 400 TOKEN_INVALID. */
export function getOneTimeLoginPreview(token: string): Promise<OneTimeLoginPreview> {
  return callEndpoint(previewOneTimeLogin, { query: { token } });
}

/**
 * POST /api/one-time-login: uses the link up and answers a session (a verify-e-mail token also verifies the
 * address, W§7); 400 TOKEN_INVALID. Only after the person chose to continue (issue 25, login CSRF).
 */
export function postOneTimeLogin(token: string): Promise<SessionResponse> {
  return callEndpoint(redeemOneTimeLogin, { body: { token } });
}

/** The preview is read once per page: a dead link stays dead, so no retry or refetch. */
export function getOneTimeLoginPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['one-time-login', token],
    queryFn: () => getOneTimeLoginPreview(token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
