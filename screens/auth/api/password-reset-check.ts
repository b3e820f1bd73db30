import { queryOptions } from '@tanstack/react-query';
import type { PasswordResetCheck } from '../../../engine/generated/api/password-reset-check';
import type { PasswordResetCheckResponse } from '../../../engine/generated/api/password-reset-check-response';
import { checkPasswordReset } from '../../../engine/api/endpoints/password-reset';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/hero/password-reset/check: 200 `{ valid: true }`, or 400 TOKEN_INVALID (unknown, used, expired). */
export function postPasswordResetCheck(token: string): Promise<PasswordResetCheckResponse> {
  const body: PasswordResetCheck = { token };
  return callEndpoint(checkPasswordReset, { body });
}

export function getPasswordResetCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-reset-check', token],
    queryFn: () => postPasswordResetCheck(token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
