import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

/** POST /api/me/popups/{key}/dismiss: remembered by the server (harmless twice). */
export async function postPopupDismiss(key: string): Promise<void> {
  await apiClient.post(paths.mePopupDismiss(key));
}
