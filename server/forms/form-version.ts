/**
 * The version of a composed form (engine/forms/form-version.ts): a hash of its schema, so two
 * instances serving the same region set name the same composition the same, and a change that
 * only moves labels around (the UI schema) does not make an open tab's answers "old". Kept apart
 * from the refusals (form-version-refusal.ts): the build and the screen tests name forms too.
 */
import { createHash } from 'node:crypto';
import formVersionHeaders from '../../schemas/api/form-version-headers.schema.json';

export function formVersionOf(schema: object): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('base64url').slice(0, 32);
}

/**
 * The `headers` schema of the routes that take a form submission: schemas/api/form-version-headers
 * inlined, because Fastify lower-cases request header names and only normalizes a header schema it
 * can see (a `$ref` would be matched case-sensitively).
 */
export const FORM_VERSION_HEADERS = (() => {
  const { $id: _id, $schema: _schema, title: _title, ...schema } = formVersionHeaders;
  return schema;
})();
