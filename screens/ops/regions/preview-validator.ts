/*
 * The validator of a previewed form: a proposal's forms are not served yet, so no compiled
 * validator module exists for them. Conditions (which questions an earlier answer shows) are
 * decided by the engine's own evaluator, so the form behaves as it will; answers are not checked
 * (nothing is submitted from a preview).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { FormData, FormSchema } from '../../../engine/forms/json-schema';
import { conditionHolds } from '../../../engine/forms/visibility';

export const previewValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema: RJSFSchema, data: unknown) => conditionHolds(schema as FormSchema, (data ?? {}) as FormData),
  rawValidation: () => ({}),
};
