import { dismissPopup } from '../../../../engine/api/endpoints/popups';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** POST /api/me/popups/{key}/dismiss: remembered by the server (harmless twice). */
export async function postPopupDismiss(key: string): Promise<void> {
  await callEndpoint(dismissPopup, { params: { key } });
}
