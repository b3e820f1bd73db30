import type { MeUpdate } from '../../../engine/generated/api/me-update';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';
import type { MeResponse } from '../../app/session/get-me';

/** PUT /api/me with a student's info (the studentInfo area); 400 VALIDATION_FAILED with details per field. */
export function putStudentInfo(update: MeUpdate): Promise<MeResponse> {
  return apiClient.put(paths.me, { json: update }).json<MeResponse>();
}
