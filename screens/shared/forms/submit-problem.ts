import { FORM_VERSION_CHANGED } from '../../../engine/forms/form-version';
import type { ErrorDetail } from '../../../engine/validation/error-codes';
import { apiErrorBody, apiErrorStatus } from '../api/api-client';

/** A failed submission as <SchemaForm> shows it: `details` on their fields, else the code in the banner. */
export interface SubmitProblem {
  serverErrors?: ErrorDetail[];
  formError?: string;
  /** The server's own sentence for `formError`, shown when we have no label for the code (W§8): never "Something went wrong" when the server said why. */
  formErrorMessage?: string;
}

/**
 * The banner takes a code (`INVALID_CREDENTIALS` is shown as ERROR_LABEL_INVALID_CREDENTIALS);
 * a failure without one (offline, a proxy's HTML page) shows the generic label.
 */
export function submitProblemOf(error: unknown, fieldCodes: Record<string, string> = {}): SubmitProblem | undefined {
  if (error === null || error === undefined) return undefined;
  const body = apiErrorBody(error);
  if (!body) return { formError: 'GENERIC' };
  // The answers were filled in on an older composition: no error, <SchemaForm> says the form was
  // updated while the page takes the new one (form-version.ts); the details are about that one.
  if (body.error === FORM_VERSION_CHANGED) return { formError: FORM_VERSION_CHANGED };
  if (body.details && body.details.length > 0) return { serverErrors: body.details };
  // Some codes are about one answer (EMAIL_ALREADY_USED): shown on that field.
  const field = fieldCodes[body.error];
  if (field) return { serverErrors: [{ path: field, code: body.error }] };
  // A refusal (4xx) says why in the server's words when we have no label for its code; a failure of the
  // server (5xx) has nothing the person can act on: the generic label, never "boom".
  const refusal = (apiErrorStatus(error) ?? 500) < 500;
  return { formError: body.error, ...(body.message && refusal ? { formErrorMessage: body.message } : {}) };
}
