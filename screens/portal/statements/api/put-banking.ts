import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsFormData } from '../../../../engine/generated/forms/bank-details';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';
import type { MeResponse } from '../../../app/session/get-me';
import { setMe } from '../../../app/session/session-actions';

/** PUT /api/me with `banking` (the `banking` area; BANKING_LOCKED with cannotUpdateBankingDetails). */
export function putBanking(banking: Partial<BankDetailsFormData>): Promise<MeResponse> {
  return apiClient.put(paths.me, { json: { banking } }).json<MeResponse>();
}

export function useSaveBanking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBanking,
    onSuccess: (me) => setMe(queryClient, me),
  });
}
