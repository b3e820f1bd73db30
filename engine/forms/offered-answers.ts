/**
 * Answers carried from one composed form to another (the sign-up recomposed for another city)
 * keep only the options the new form offers: London's "beauty" service area is no answer in
 * Birmingham (R§9 cities allowed per vertical). Left in, it would be invisible in the checkboxes
 * yet refused by the validator, an error the person could not see to fix.
 */
import type { FormData, FormSchema } from './json-schema';

export function withOfferedOptions(schema: FormSchema, data: FormData): FormData {
  const properties = schema.properties ?? {};
  const out: FormData = {};
  for (const [name, value] of Object.entries(data)) {
    const property = properties[name];
    const single = property?.enum;
    const multiple = property?.items?.enum;
    if (Array.isArray(multiple) && Array.isArray(value)) {
      const kept = value.filter((item) => multiple.includes(item));
      if (kept.length > 0) out[name] = kept;
    } else if (Array.isArray(single) && !single.includes(value)) {
      continue;
    } else {
      out[name] = value;
    }
  }
  return out;
}
