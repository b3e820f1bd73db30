import type { LinkedUserConfirmResponse } from '../../../engine/generated/api/linked-user-confirm-response';
import { confirmUserLink } from '../../../engine/api/endpoints/perks';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/linked-user/confirm { token }: the perks link e-mail's link, confirmed from that inbox (issue 27). */
export function postLinkConfirmation(token: string): Promise<LinkedUserConfirmResponse> {
  return callEndpoint(confirmUserLink, { body: { token } });
}
