import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/me/limited-demand-popup-seen: "I understand" (tracked once, W§4). */
export async function postLimitedDemandPopupSeen(): Promise<void> {
  await apiClient.post(paths.meLimitedDemandPopupSeen);
}
