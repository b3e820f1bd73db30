import type { UnsubscribeFormData } from '../../../engine/generated/forms/unsubscribe';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/unsubscribe (R§7): the same 200 whether or not the address is known. */
export async function postUnsubscribe(body: UnsubscribeFormData): Promise<void> {
  await apiClient.post(paths.unsubscribe, { json: { email: body.email.trim() } });
}
