import type { ErrorObject } from 'ajv';
import { toErrorDetails, type ErrorDetail } from '../validation/error-codes';

/** Any compiled validator: AJV's own or the standalone module the browser imports. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export type FormValidationResult = { valid: true } | { valid: false; details: ErrorDetail[] };

/** One answer shape for both sides: `{ valid }` or the per-field codes at JSON pointers. */
export function validateFormData(validate: CompiledValidator, data: unknown): FormValidationResult {
  if (validate(data)) return { valid: true };
  return { valid: false, details: toErrorDetails(validate.errors ?? []) };
}
