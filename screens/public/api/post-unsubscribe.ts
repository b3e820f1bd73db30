import type { UnsubscribeFormData } from '../../../engine/generated/forms/unsubscribe';
import { unsubscribeMarketing } from '../../../engine/api/endpoints/marketing';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/unsubscribe (R§7): the same 200 whether or not the address is known. */
export async function postUnsubscribe(body: UnsubscribeFormData): Promise<void> {
  await callEndpoint(unsubscribeMarketing, { body: { email: body.email.trim() } });
}
