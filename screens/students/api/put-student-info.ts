import type { MeUpdate } from '../../../engine/generated/api/me-update';
import { putMe } from '../../../engine/api/endpoints/account';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { formVersionHeaders } from '../../shared/forms/form-version';
import type { MeResponse } from '../../shared/session/get-me';

/**
 * PUT /api/me with a student's info (the studentInfo area); 400 VALIDATION_FAILED with details per
 * field; 409 FORM_VERSION_CHANGED when `formVersion`, the composition filled in, is not the one
 * served now and the answers do not fit it.
 */
export function putStudentInfo(update: MeUpdate, formVersion?: string): Promise<MeResponse> {
  return callEndpoint(putMe, { body: update, headers: formVersionHeaders(formVersion) });
}
