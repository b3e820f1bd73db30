import { useMutation } from '@tanstack/react-query';
import type { SupportContactBody } from '../../../engine/generated/api/support-contact-body';
import type { SupportContactResponse } from '../../../engine/generated/api/support-contact-response';
import { sendSupportContact } from '../../../engine/api/endpoints/support-contact';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/support/contact: the message goes to the support inbox. */
export function postSupportContact(body: SupportContactBody): Promise<SupportContactResponse> {
  return callEndpoint(sendSupportContact, { body });
}

export function useSupportContact() {
  return useMutation({ mutationFn: postSupportContact });
}
