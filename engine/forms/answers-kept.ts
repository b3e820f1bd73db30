/**
 * The answers a person typed, carried over to another composition of the form they are filling
 * in: a newer one of the same scope (issue 24: a region changed while the tab was open) or
 * another scope's (the sign-up's city). What the new form still asks keeps its answer; an answer
 * to a question it no longer asks is dropped (it would only be refused, or sent for nothing); a
 * choice it no longer offers is cleared (offered-answers.ts), so the person picks again rather
 * than sending an option nobody can see. A question the new form adds starts empty.
 */
import type { FormData, FormSchema } from './json-schema';
import { withOfferedOptions } from './offered-answers';

export function answersKeptFor(schema: FormSchema, data: FormData): FormData {
  const asked = schema.properties ?? {};
  const stillAsked = Object.entries(data).filter(([name]) => Object.prototype.hasOwnProperty.call(asked, name));
  return withOfferedOptions(schema, Object.fromEntries(stillAsked));
}
