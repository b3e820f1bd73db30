/*
 * From AJV errors to the stable error codes the API returns in `details` and the screens
 * translate as ERROR_LABEL_{code} (W§5, W§8, R§5). Pure; used by the server (details of a 400)
 * and by the browser (RJSF localizer), so both name an error the same way.
 *
 * The mapping reads `error.parentSchema` (the `errorCode` annotation, a `$data` confirmation) and
 * `error.data` (an empty string): AJV fills them only with the option `verbose: true`. Without
 * it the mapping still works from keyword, params and field name, minus those refinements.
 */
import type { ErrorObject, FuncKeywordDefinition } from 'ajv';

export const ERROR_CODES = {
  REQUIRED: 'FORM_ERROR_REQUIRED',
  EMAIL_REQUIRED: 'FORM_ERROR_EMAIL_REQUIRED',
  EMAIL_INVALID: 'FORM_ERROR_EMAIL_INVALID',
  PASSWORD_LENGTH: 'FORM_ERROR_PASSWORD_LENGTH',
  CONFIRM_PASSWORD: 'RESET_PASSWORD_CONFIRM_PASSWORD_ERROR',
  PHONE_INVALID: 'FORM_ERROR_PHONE_INVALID',
  /** Not the scope's postcode format (postcodePattern); named by the postcode questions' errorCode. */
  POSTCODE_INVALID: 'FORM_ERROR_POSTCODE_INVALID',
  ACCOUNT_NUMBER_INVALID: 'FORM_ERROR_ACCOUNT_NUMBER_INVALID',
  SORT_CODE_INVALID: 'FORM_ERROR_SORT_CODE_INVALID',
  IBAN_INVALID: 'FORM_ERROR_IBAN_INVALID',
  BIC_INVALID: 'FORM_ERROR_BIC_INVALID',
  DATE_INVALID: 'FORM_ERROR_DATE_INVALID',
  DATE_TOO_LATE: 'FORM_ERROR_DATE_TOO_LATE',
  DATE_TOO_EARLY: 'FORM_ERROR_DATE_TOO_EARLY',
  REFERRAL_CODE_INVALID: 'FORM_ERROR_REFERRAL_CODE_INVALID',
  NOT_A_NUMBER: 'FORM_ERROR_NOT_A_NUMBER',
  /** An amount of whole currency units, 0 or more (almost there: earnings); named by the schema's errorCode. */
  WHOLE_AMOUNT: 'FORM_ERROR_WHOLE_AMOUNT',
  TOO_LONG: 'FORM_ERROR_TOO_LONG',
  AT_LEAST_ONE: 'FORM_ERROR_AT_LEAST_ONE',
  INVALID_OPTION: 'FORM_ERROR_INVALID_OPTION',
  MUST_ACCEPT: 'FORM_ERROR_MUST_ACCEPT',
  UNKNOWN_FIELD: 'FORM_ERROR_UNKNOWN_FIELD',
  INVALID: 'FORM_ERROR_INVALID',
} as const;

export type FormErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One field's error in an API error response: `{ path: "/banking/iban", code: "FORM_ERROR_IBAN_INVALID" }`. */
export interface ErrorDetail {
  /** JSON pointer to the field (for a missing field, the field itself, not its parent object). */
  path: string;
  code: string;
  /** Only values taken from the schema (minLength, maxLength, maximumDate, minimumDate), never user data. */
  params?: Record<string, unknown>;
}

/**
 * The `errorCode` annotation: a subschema names the code of its own failures, either one code
 * for every keyword of that subschema (`{ "const": "yes", "errorCode": "CREATE_ACCOUNT_MEN_WOMEN_REQUIRED" }`)
 * or one per keyword (`{ "format": "iban", "errorCode": { "format": "BANK_IBAN_UNKNOWN" } }`).
 * A `required` failure belongs to the object schema that lists the field; a field's own schema
 * can still name it with the per-keyword form: `{ "errorCode": { "required": "..." } }`.
 * Validation-free annotation; registered by addPortalFormats (formats.ts).
 */
export const errorCodeKeyword: FuncKeywordDefinition = {
  keyword: 'errorCode',
  schemaType: ['string', 'object'],
  metaSchema: {
    anyOf: [
      { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
      { type: 'object', additionalProperties: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' } },
    ],
  },
};

const FORMAT_CODES: Record<string, FormErrorCode> = {
  'portal-email': ERROR_CODES.EMAIL_INVALID,
  email: ERROR_CODES.EMAIL_INVALID,
  'portal-phone': ERROR_CODES.PHONE_INVALID,
  'account-number': ERROR_CODES.ACCOUNT_NUMBER_INVALID,
  'sort-code': ERROR_CODES.SORT_CODE_INVALID,
  iban: ERROR_CODES.IBAN_INVALID,
  bic: ERROR_CODES.BIC_INVALID,
  'dd-mm-yyyy': ERROR_CODES.DATE_INVALID,
  date: ERROR_CODES.DATE_INVALID,
  'referral-code': ERROR_CODES.REFERRAL_CODE_INVALID,
};

const REQUIRED_KEYWORDS = new Set(['required', 'dependentRequired', 'dependencies']);

/** Keywords whose error only says "a branch failed": the branch's own errors say what. */
const COMBINATOR_KEYWORDS = new Set(['if', 'anyOf', 'oneOf']);

/**
 * The stable code for one AJV error. Precedence: the schema's own `errorCode` annotation
 * (needs `verbose: true`), then the keyword, refined by the field name (`context.field`, else
 * the missing property or the last segment of `instancePath`): an `email` field gets the
 * e-mail codes, a field whose name contains "password" the password-length code, a
 * password confirmation (`const: { $data: "1/password" }`) the confirmation code.
 */
export function errorCodeFor(error: ErrorObject, context: { field?: string } = {}): string {
  const annotated = annotatedErrorCode(error);
  if (annotated !== undefined) return annotated;
  const field = context.field ?? fieldName(error);
  const params = error.params as Record<string, unknown>;
  if (REQUIRED_KEYWORDS.has(error.keyword)) return requiredCode(field);
  switch (error.keyword) {
    case 'minLength': {
      // minLength 1 can only fail on an empty string; so does a longer minimum on ''.
      if (Number(params.limit) <= 1 || error.data === '') return requiredCode(field);
      return isPasswordField(field) ? ERROR_CODES.PASSWORD_LENGTH : ERROR_CODES.INVALID;
    }
    case 'maxLength':
      return ERROR_CODES.TOO_LONG;
    case 'format':
      return FORMAT_CODES[String(params.format)] ?? ERROR_CODES.INVALID;
    case 'pattern':
      // Region overlays may replace a format by a locale pattern (R§5 "locale e-mail pattern").
      if (isEmailField(field)) return ERROR_CODES.EMAIL_INVALID;
      if (isPhoneField(field)) return ERROR_CODES.PHONE_INVALID;
      return ERROR_CODES.INVALID;
    case 'maximumDate':
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      return ERROR_CODES.DATE_TOO_LATE;
    case 'minimumDate':
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
      return ERROR_CODES.DATE_TOO_EARLY;
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return types.some((type) => type === 'integer' || type === 'number')
        ? ERROR_CODES.NOT_A_NUMBER
        : ERROR_CODES.INVALID;
    }
    case 'minItems':
    case 'minProperties':
      return Number(params.limit) <= 1 ? ERROR_CODES.AT_LEAST_ONE : ERROR_CODES.INVALID;
    case 'enum':
      return ERROR_CODES.INVALID_OPTION;
    case 'additionalProperties':
      // A question this scope does not ask (or a typo in an API client): never stored.
      return ERROR_CODES.UNKNOWN_FIELD;
    case 'const':
      if (isDataReference(error) || isConfirmationField(field)) return ERROR_CODES.CONFIRM_PASSWORD;
      return params.allowedValue === true ? ERROR_CODES.MUST_ACCEPT : ERROR_CODES.INVALID_OPTION;
    default:
      return ERROR_CODES.INVALID;
  }
}

/** The JSON pointer of the field an error is about: a missing field's own path, not its parent's. */
export function errorPathFor(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (REQUIRED_KEYWORDS.has(error.keyword) && typeof params.missingProperty === 'string') {
    return `${error.instancePath}/${escapePointerSegment(params.missingProperty)}`;
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${error.instancePath}/${escapePointerSegment(params.additionalProperty)}`;
  }
  return error.instancePath;
}

/** One error as an API detail: path, code and the schema values its message may quote. */
export function errorDetailFor(error: ErrorObject): ErrorDetail {
  const code = errorCodeFor(error);
  const params = detailParams(error, code);
  const path = errorPathFor(error);
  return params === undefined ? { path, code } : { path, code, params };
}

/**
 * The details of a failed validation: one per field (the first error AJV reports for it, in
 * schema evaluation order, wins), JSON-pointer paths, deterministic for a given schema and
 * payload. A combinator error (`if`, `anyOf`, `oneOf`) is dropped when a more specific error
 * at or under its path already explains it.
 */
export function toErrorDetails(errors: readonly ErrorObject[] | null | undefined): ErrorDetail[] {
  const all = errors ?? [];
  const specificPaths = all.filter((error) => !COMBINATOR_KEYWORDS.has(error.keyword)).map(errorPathFor);
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const error of all) {
    const path = errorPathFor(error);
    if (COMBINATOR_KEYWORDS.has(error.keyword) && specificPaths.some((other) => isAtOrUnder(other, path))) continue;
    if (seen.has(path)) continue;
    seen.add(path);
    details.push(errorDetailFor(error));
  }
  return details;
}

function annotatedErrorCode(error: ErrorObject): string | undefined {
  const parent = error.parentSchema;
  if (!isRecord(parent)) return undefined;
  const own = codeFromAnnotation(parent.errorCode, error.keyword, true);
  if (own !== undefined) return own;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && isRecord(parent.properties) && typeof params.missingProperty === 'string') {
    const property = parent.properties[params.missingProperty];
    if (isRecord(property)) return codeFromAnnotation(property.errorCode, 'required', false);
  }
  return undefined;
}

function codeFromAnnotation(annotation: unknown, keyword: string, acceptString: boolean): string | undefined {
  if (typeof annotation === 'string') return acceptString ? annotation : undefined;
  if (isRecord(annotation) && typeof annotation[keyword] === 'string') return annotation[keyword] as string;
  return undefined;
}

function detailParams(error: ErrorObject, code: string): Record<string, unknown> | undefined {
  if (code === ERROR_CODES.REQUIRED || code === ERROR_CODES.EMAIL_REQUIRED) return undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'minLength':
      return { minLength: params.limit };
    case 'maxLength':
      return { maxLength: params.limit };
    case 'maximumDate':
      return { maximumDate: params.maximumDate };
    case 'minimumDate':
      return { minimumDate: params.minimumDate };
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      return { maximumDate: params.limit };
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
      return { minimumDate: params.limit };
    default:
      // const/enum params carry allowed values, which for a confirmation is the password itself.
      return undefined;
  }
}

function requiredCode(field: string): string {
  return isEmailField(field) ? ERROR_CODES.EMAIL_REQUIRED : ERROR_CODES.REQUIRED;
}

function fieldName(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (REQUIRED_KEYWORDS.has(error.keyword) && typeof params.missingProperty === 'string') {
    return params.missingProperty;
  }
  const segments = error.instancePath.split('/');
  return (segments[segments.length - 1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

function isEmailField(field: string): boolean {
  return /^(e-?mail|emailAddress)$/i.test(field);
}

function isPhoneField(field: string): boolean {
  return /phone/i.test(field);
}

function isPasswordField(field: string): boolean {
  return /password/i.test(field);
}

function isConfirmationField(field: string): boolean {
  return /password/i.test(field) && /confirm|repeat/i.test(field);
}

/** A `const: { $data: "1/password" }` failure: the value must equal another field. */
function isDataReference(error: ErrorObject): boolean {
  const parent = error.parentSchema;
  return isRecord(parent) && isRecord(parent.const) && typeof parent.const.$data === 'string';
}

function isAtOrUnder(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
