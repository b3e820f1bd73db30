import type { MeUpdate } from '../../../engine/generated/api/me-update';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';
import type { MeResponse } from '../../app/session/get-me';

/** PUT /api/me: saves parts of the worker (the almost-there answers); 400 VALIDATION_FAILED with details per field. */
export function putMe(update: MeUpdate): Promise<MeResponse> {
  return apiClient.put(paths.me, { json: update }).json<MeResponse>();
}
