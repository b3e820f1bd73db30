/**
 * Answers filled in on an older composition of their form (issue 24, engine/forms/form-version.ts):
 * refused with 409 FORM_VERSION_CHANGED instead of 400 when they do not fit the form served now.
 */
import type { ComposedForm } from '../../../engine/forms/compose';
import { filledInOlderComposition, FORM_VERSION_CHANGED } from '../../../engine/forms/form-version';
import type { ErrorDetail } from '../../../engine/validation/error-codes';
import { validationFailed } from '../api/payload-validation';
import { HttpError } from '../http/errors';

/** 409 FORM_VERSION_CHANGED: what the page filled in is not the form served now. */
export function formVersionChanged(details?: ErrorDetail[]): HttpError {
  return new HttpError(409, FORM_VERSION_CHANGED, 'This form has changed since the page showed it: load it again and check the answers.', details);
}

/**
 * The refusal of answers that failed validation with the forms composed now: 409 (with the same
 * details) when the page said it filled in another composition, else the usual 400.
 */
export function submissionRefused(details: ErrorDetail[], sentVersion: string | null | undefined, checkedWith: readonly ComposedForm[]): HttpError {
  if (filledInOlderComposition(sentVersion, checkedWith.map((form) => form.version))) return formVersionChanged(details);
  return validationFailed(details);
}
