import { useMutation } from '@tanstack/react-query';
import type { SupportContactBody } from '../../../engine/generated/api/support-contact-body';
import type { SupportContactResponse } from '../../../engine/generated/api/support-contact-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/support/contact: the message goes to the support inbox. */
export function postSupportContact(body: SupportContactBody): Promise<SupportContactResponse> {
  return apiClient.post(paths.supportContact, { json: body }).json<SupportContactResponse>();
}

export function useSupportContact() {
  return useMutation({ mutationFn: postSupportContact });
}
