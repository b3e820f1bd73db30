/*
 * Errors as <SchemaForm> handles them: AJV errors become ErrorDetails (the same codes the server
 * returns, error-codes.ts), keyed by the JSON pointer of the field they are shown on, and become
 * RJSF's ErrorSchema with translated messages.
 */
import type { ErrorObject } from 'ajv';
import type { ErrorSchema, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { dateLimit } from '../validation/dates';
import { ERROR_CODES, toErrorDetails, type ErrorDetail } from '../validation/error-codes';

/** Field pointer → the one error shown on that field. */
export type FieldErrors = ReadonlyMap<string, ErrorDetail>;

export const NO_ERRORS: FieldErrors = new Map();

/** RJSF's field path (['banking', 'iban']) as a JSON pointer ('/banking/iban'). */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The field an error belongs to: an array item's error (`/treatments/2`) shows on the array's field. */
export function fieldPointerOf(path: string): string {
  const segments = path.split('/');
  while (segments.length > 1 && /^\d+$/.test(segments[segments.length - 1])) segments.pop();
  return segments.join('/');
}

/** The top-level property a pointer is under ('' for the root). */
export function topLevelOf(pointer: string): string {
  return segmentsOf(pointer)[0] ?? '';
}

export function isAtOrUnder(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

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

/** Builds ErrorDetails from a server answer into FieldErrors (first per field wins). */
export function fieldErrorsOf(details: readonly ErrorDetail[] | undefined): FieldErrors {
  const fields = new Map<string, ErrorDetail>();
  for (const detail of details ?? []) {
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

/**
 * The fields whose value differs between two versions of the form data: leaves of nested
 * objects; an array (a checkbox group) counts as one field.
 */
export function changedPointers(before: unknown, after: unknown, base = ''): string[] {
  // A missing object compares as an empty one, so its new leaves are named one by one.
  const a = isPlainObject(before) ? before : before === undefined && (base === '' || isPlainObject(after)) ? {} : undefined;
  const b = isPlainObject(after) ? after : after === undefined && (base === '' || isPlainObject(before)) ? {} : undefined;
  if (a !== undefined && b !== undefined) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => changedPointers(a[key], b[key], `${base}${pointerOf([key])}`));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [base];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
