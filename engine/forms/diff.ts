/**
 * What differs between two compositions of one form (ops preview, R§5 question visibility):
 * questions only one scope asks, questions whose options differ, and required-ness.
 */
import type { ComposedForm } from './compose';
import type { FormSchema } from './json-schema';

export interface FieldDifference {
  field: string;
  kind: 'only-left' | 'only-right' | 'options' | 'required';
  /** For `options`: values offered on one side only. */
  onlyLeft?: unknown[];
  onlyRight?: unknown[];
}

function options(schema: FormSchema | undefined): unknown[] | undefined {
  return schema?.enum ?? schema?.items?.enum;
}

function alwaysRequired(schema: FormSchema): Set<string> {
  const names = new Set(schema.required ?? []);
  // Entries without a condition (a settled gate) are as required as the top-level list.
  for (const entry of schema.allOf ?? []) if (!entry.if) (entry.required ?? []).forEach((n) => names.add(n));
  return names;
}

export function diffForms(left: ComposedForm, right: ComposedForm): FieldDifference[] {
  const l = left.schema.properties ?? {};
  const r = right.schema.properties ?? {};
  const names = [...new Set([...Object.keys(l), ...Object.keys(r)])];
  const lRequired = alwaysRequired(left.schema);
  const rRequired = alwaysRequired(right.schema);
  const out: FieldDifference[] = [];
  for (const field of names) {
    if (!(field in r)) out.push({ field, kind: 'only-left' });
    else if (!(field in l)) out.push({ field, kind: 'only-right' });
    else {
      const lo = options(l[field]);
      const ro = options(r[field]);
      if (lo || ro) {
        const key = (v: unknown) => JSON.stringify(v);
        const rs = new Set((ro ?? []).map(key));
        const ls = new Set((lo ?? []).map(key));
        const onlyLeft = (lo ?? []).filter((v) => !rs.has(key(v)));
        const onlyRight = (ro ?? []).filter((v) => !ls.has(key(v)));
        if (onlyLeft.length || onlyRight.length) out.push({ field, kind: 'options', onlyLeft, onlyRight });
      }
      if (lRequired.has(field) !== rRequired.has(field)) out.push({ field, kind: 'required' });
    }
  }
  return out;
}
