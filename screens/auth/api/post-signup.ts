import type { SessionResponse } from '../../../engine/generated/api/session-response';
import type { SignupPayload } from '../../../engine/generated/api/signup-payload';
import type { StudentSignupPayload } from '../../../engine/generated/api/student-signup-payload';
import { signUp } from '../../../engine/api/endpoints/auth';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { formVersionHeaders } from '../../shared/forms/form-version';

/**
 * POST /api/signup (W§3 payload; a student's R§3 payload with `studentAccount: true`): 201 with a
 * session response; 400 VALIDATION_FAILED with `details` on the form's fields, 409
 * EMAIL_ALREADY_USED, 409 FORM_VERSION_CHANGED (`formVersion`, the composition filled in, is not
 * the one served now and the answers do not fit it), 429 TOO_MANY_REQUESTS.
 */
export function postSignup(payload: SignupPayload | StudentSignupPayload, formVersion?: string): Promise<SessionResponse> {
  return callEndpoint(signUp, { body: payload, headers: formVersionHeaders(formVersion) });
}
