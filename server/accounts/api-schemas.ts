/**
 * The API payload schemas of schemas/api/ on the server: read from disk once, used both as
 * Fastify response schemas and, for request bodies, compiled with the shared AJV factory
 * (DESIGN.md "One AJV factory": no coercion, no stripping, the same error codes as the forms).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../engine/validation/create-ajv';
import { toErrorDetails, type ErrorDetail } from '../../engine/validation/error-codes';
import { HttpError } from '../errors';

export type ApiSchemaName =
  | 'session-response'
  | 'signup-payload'
  | 'student-signup-payload'
  | 'me-update'
  | 'password-reset-request'
  | 'password-reset-check'
  | 'password-reset-use'
  | 'referrals-response';

const API_DIR = fileURLToPath(new URL('../../schemas/api/', import.meta.url));
const schemas = new Map<ApiSchemaName, Record<string, unknown>>();
const validators = new Map<ApiSchemaName, ValidateFunction>();
let ajv: ReturnType<typeof createAjv> | undefined;

export function apiSchema(name: ApiSchemaName): Record<string, unknown> {
  let schema = schemas.get(name);
  if (!schema) {
    schema = JSON.parse(readFileSync(`${API_DIR}${name}.schema.json`, 'utf8')) as Record<string, unknown>;
    schemas.set(name, schema);
  }
  return schema;
}

/** `$ref` to a schema registered with registerApiSchemas (for route `response` schemas). */
export function apiSchemaRef(name: ApiSchemaName): { $ref: string } {
  return { $ref: `${String(apiSchema(name).$id)}#` };
}

export function validationFailed(details: ErrorDetail[], message = 'Some answers need attention.'): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, details);
}

/** Checks a request body against its API schema; a 400 VALIDATION_FAILED with details otherwise. */
export function assertApiShape<T>(name: ApiSchemaName, body: unknown): T {
  let validate = validators.get(name);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.compile(apiSchema(name));
    validators.set(name, validate);
  }
  if (!validate(body)) throw validationFailed(toErrorDetails(validate.errors));
  return body as T;
}
