/**
 * Answers typed with stray spaces around them (a phone number or an e-mail address pasted with a
 * trailing space) are the same answers: R§5 formats are checked on the trimmed text, and the
 * trimmed text is what is sent and stored. The browser (SchemaForm, before validating and
 * submitting) and the server (before validating a payload) both trim with this.
 */
import type { FormData, FormSchema } from './json-schema';

/** The formats whose answers are trimmed before validation. */
const TRIMMED_FORMATS: ReadonlySet<string> = new Set(['portal-email', 'portal-phone', 'email']);

/** `data` with the top-level answers of the trimmed formats trimmed; `data` itself when nothing changes. */
export function trimmedAnswers(schema: FormSchema, data: FormData): FormData {
  const properties = schema.properties ?? {};
  let out: FormData | null = null;
  for (const [name, value] of Object.entries(data)) {
    const format = properties[name]?.format;
    if (typeof value !== 'string' || typeof format !== 'string' || !TRIMMED_FORMATS.has(format)) continue;
    const trimmed = value.trim();
    if (trimmed === value) continue;
    out ??= { ...data };
    out[name] = trimmed;
  }
  return out ?? data;
}
