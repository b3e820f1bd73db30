/**
 * Answers typed with stray spaces around them (a phone number or an e-mail address pasted with a
 * trailing space) are the same answers: R§5 formats are checked on the trimmed text, and the
 * trimmed text is what is sent and stored. A postcode (`x-postcode`) is also upper-cased and its
 * spaces collapsed (postcode.ts). The browser (SchemaForm, before validating and submitting) and
 * the server (before validating a payload) both trim with this.
 */
import type { FormData, FormSchema } from './json-schema';
import { isPostcodeProperty, normalizePostcode } from './postcode';

/** The formats whose answers are trimmed before validation. */
const TRIMMED_FORMATS: ReadonlySet<string> = new Set(['portal-email', 'portal-phone', 'email']);

function cleaned(property: FormSchema | undefined, value: string): string {
  if (isPostcodeProperty(property)) return normalizePostcode(value);
  const format = property?.format;
  return typeof format === 'string' && TRIMMED_FORMATS.has(format) ? value.trim() : value;
}

/** `data` with the top-level answers of the trimmed formats trimmed (postcodes normalised); `data` itself when nothing changes. */
export function trimmedAnswers(schema: FormSchema, data: FormData): FormData {
  const properties = schema.properties ?? {};
  let out: FormData | null = null;
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue;
    const clean = cleaned(properties[name], value);
    if (clean === value) continue;
    out ??= { ...data };
    out[name] = clean;
  }
  return out ?? data;
}
