import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsFormData } from '../../../../engine/generated/forms/bank-details';
import { putMe } from '../../../../engine/api/endpoints/account';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { formVersionHeaders } from '../../../shared/forms/form-version';
import type { MeResponse } from '../../../shared/session/get-me';
import { setMe } from '../../../shared/session/session-actions';

/**
 * PUT /api/me with `banking` (the `banking` area; BANKING_LOCKED with cannotUpdateBankingDetails;
 * 409 FORM_VERSION_CHANGED when `formVersion`, the composition filled in, is not the one served
 * now and the details do not fit it).
 */
export function putBanking(banking: Partial<BankDetailsFormData>, formVersion?: string): Promise<MeResponse> {
  return callEndpoint(putMe, { body: { banking }, headers: formVersionHeaders(formVersion) });
}

/** Saves bank details filled in on the composition `formVersion` of the form. */
export function useSaveBanking(formVersion?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banking: Partial<BankDetailsFormData>) => putBanking(banking, formVersion),
    onSuccess: (me) => setMe(queryClient, me),
  });
}
