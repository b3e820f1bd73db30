/*
 * Errors as <SchemaForm> handles them: AJV errors become ErrorDetails (the same codes the server
 * returns, error-codes.ts), keyed by the JSON pointer of the field they are shown on, and become
 * RJSF's ErrorSchema with translated messages.
 */
import type { ErrorObject } from 'ajv';
import type { ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { dateLimit } from '../validation/dates';
import { ERROR_CODES, toErrorDetails, type ErrorDetail } from '../validation/error-codes';
import { fieldPointerOf, segmentsOf, type FieldErrors } from '../forms/field-pointers';

/**
 * Validates `data` with the precompiled validator of the whole composed schema (the RJSF
 * validator's `rawValidation`, which needs `verbose` AJV errors for the errorCode annotations)
 * and returns one error per field, in the validator's order.
 */
export function validateFields(validator: ValidatorType, schema: RJSFSchema, data: unknown): FieldErrors {
  // Like RJSF: keys whose value is undefined are not answers, and AJV must not see them.
  const clean: unknown = JSON.parse(JSON.stringify(data ?? {}));
  const { errors, validationError } = validator.rawValidation<ErrorObject>(schema, clean);
  if (validationError) throw validationError;
  const fields = new Map<string, ErrorDetail>();
  for (const detail of toErrorDetails(errors ?? [])) {
    const pointer = fieldPointerOf(detail.path);
    if (!fields.has(pointer)) fields.set(pointer, detail);
  }
  return fields;
}

/** RJSF's ErrorSchema (`{ banking: { iban: { __errors: [message] } } }`) for the errors shown. */
export function errorSchemaOf(errors: FieldErrors, message: (detail: ErrorDetail) => string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [pointer, detail] of errors) {
    let node = root;
    for (const segment of segmentsOf(pointer)) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message(detail)];
  }
  return root as ErrorSchema;
}

/**
 * The message of an error: its code as a translation key (`FORM_ERROR_IBAN_INVALID`), else the
 * API's `ERROR_LABEL_{code}`, else the generic form error; the schema values it quotes are made
 * readable (a `maximumDate` or `minimumDate` of "today" becomes today's date as DD/MM/YYYY).
 */
export function errorMessageOf(
  detail: ErrorDetail,
  translate: (key: string, params?: Record<string, unknown>) => string,
  exists: (key: string) => boolean,
): string {
  const key = [detail.code, `ERROR_LABEL_${detail.code}`].find(exists) ?? ERROR_CODES.INVALID;
  return translate(key, readableParams(detail.params));
}

function readableParams(params: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (params === undefined) return params;
  const out = { ...params };
  for (const key of ['maximumDate', 'minimumDate'] as const) {
    if (typeof params[key] !== 'string') continue;
    try {
      const limit = String(dateLimit(params[key]));
      out[key] = `${limit.slice(6, 8)}/${limit.slice(4, 6)}/${limit.slice(0, 4)}`;
    } catch {
      // Not a limit the keyword takes: quoted as it is.
    }
  }
  return out;
}
