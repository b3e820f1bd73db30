/**
 * Request bodies the handlers check themselves with the shared AJV factory (DESIGN.md "One AJV
 * factory": no coercion, no stripping, the same error codes as the forms), against their full
 * schema in schemas/api. The route declares only the envelope, so Fastify's own AJV never
 * reports these payloads with other codes.
 */
import type Ajv from 'ajv';
import { createAjv } from '../../../engine/validation/create-ajv';
import { toErrorDetails, type ErrorDetail } from '../../../engine/validation/error-codes';
import { HttpError } from '../http/errors';
import { apiSchemaId, apiSchemas } from './load-api-schemas';

/** The schemas/api files that describe a payload validated this way. */
export type PayloadSchemaName =
  | 'signup-payload'
  | 'student-signup-payload'
  | 'me-update'
  | 'password-reset-request'
  | 'one-time-login-request'
  | 'password-reset-check'
  | 'password-reset-use'
  | 'signature-sign-payload'
  | 'location-update'
  | 'availability-update'
  | 'service-areas-update';

let ajv: Ajv | undefined;

function validator(name: PayloadSchemaName) {
  if (!ajv) {
    ajv = createAjv();
    // All of them, so a payload may reference a shared fragment by its $id.
    for (const schema of apiSchemas()) ajv.addSchema(schema);
  }
  const validate = ajv.getSchema(apiSchemaId(name));
  if (!validate) throw new Error(`no API schema ${name}`);
  return validate;
}

export function validationFailed(details: ErrorDetail[], message = 'Some answers need attention.'): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, details);
}

/** The body as its payload type, or a 400 VALIDATION_FAILED with the per-field details. */
export function assertApiShape<T>(name: PayloadSchemaName, body: unknown): T {
  const validate = validator(name);
  if (!validate(body)) throw validationFailed(toErrorDetails(validate.errors));
  return body as T;
}
