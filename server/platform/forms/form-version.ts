/**
 * The version of a composed form (engine/forms/form-version.ts): a hash of its schema, so two
 * instances serving the same region set name the same composition the same, and a change that
 * only moves labels around (the UI schema) does not make an open tab's answers "old". Kept apart
 * from the refusals (form-version-refusal.ts): the build and the screen tests name forms too.
 */
import { createHash } from 'node:crypto';

export function formVersionOf(schema: object): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('base64url').slice(0, 32);
}
