import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsFormData } from '../../../../engine/generated/forms/bank-details';
import { apiClient } from '../../../app/api-client';
import { formVersionHeaders } from '../../../app/forms/form-version';
import { paths } from '../../../app/paths';
import type { MeResponse } from '../../../app/session/get-me';
import { setMe } from '../../../app/session/session-actions';

/**
 * PUT /api/me with `banking` (the `banking` area; BANKING_LOCKED with cannotUpdateBankingDetails;
 * 409 FORM_VERSION_CHANGED when `formVersion`, the composition filled in, is not the one served
 * now and the details do not fit it).
 */
export function putBanking(banking: Partial<BankDetailsFormData>, formVersion?: string): Promise<MeResponse> {
  return apiClient.put(paths.me, { json: { banking }, headers: formVersionHeaders(formVersion) }).json<MeResponse>();
}

/** Saves bank details filled in on the composition `formVersion` of the form. */
export function useSaveBanking(formVersion?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banking: Partial<BankDetailsFormData>) => putBanking(banking, formVersion),
    onSuccess: (me) => setMe(queryClient, me),
  });
}
