import type { MeUpdate } from '../../../engine/generated/api/me-update';
import { putMe as putMeEndpoint } from '../../../engine/api/endpoints/account';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { formVersionHeaders } from '../../shared/forms/form-version';
import type { MeResponse } from '../../shared/session/get-me';

/**
 * PUT /api/me: saves parts of the worker (the almost-there answers); 400 VALIDATION_FAILED with
 * details per field; 409 FORM_VERSION_CHANGED when `formVersion`, the composition filled in, is
 * not the one served now and the answers do not fit it.
 */
export function putMe(update: MeUpdate, formVersion?: string): Promise<MeResponse> {
  return callEndpoint(putMeEndpoint, { body: update, headers: formVersionHeaders(formVersion) });
}
