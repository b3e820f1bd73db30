import type { LinkedUserConfirmResponse } from '../../../engine/generated/api/linked-user-confirm-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/linked-user/confirm { token }: the perks link e-mail's link, confirmed from that inbox (issue 27). */
export function postLinkConfirmation(token: string): Promise<LinkedUserConfirmResponse> {
  return apiClient.post(paths.linkedUserConfirm, { json: { token } }).json<LinkedUserConfirmResponse>();
}
