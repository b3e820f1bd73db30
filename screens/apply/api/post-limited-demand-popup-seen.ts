import { acknowledgeLimitedDemandPopup } from '../../../engine/api/endpoints/onboarding';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/me/limited-demand-popup-seen: "I understand" (tracked once, W§4). */
export async function postLimitedDemandPopupSeen(): Promise<void> {
  await callEndpoint(acknowledgeLimitedDemandPopup);
}
