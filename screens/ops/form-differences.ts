/*
 * What the preview marks when two scopes are compared: the differences `diffForms` finds, as a
 * summary for the top of the page and as marks on each side's fields.
 */
import type { ComposedForm } from '../../engine/forms/compose';
import { diffForms } from '../../engine/forms/diff';
import type { FormSchema } from '../../engine/forms/json-schema';

/** A mark on one field of one side. Labels are translation keys or text from region data (city names). */
export type FieldMark =
  | { kind: 'only-here'; scope: string }
  | { kind: 'options'; onlyHere: string[]; missingHere: string[] }
  /** Required here; optional on the other side. */
  | { kind: 'required-only-here' }
  /** Required here whatever the answers; on the other side only once an earlier answer asks for it. */
  | { kind: 'always-required-here' };

export type FieldMarks = Record<string, FieldMark[]>;

export type DifferenceItem =
  | { field: string; label: string; kind: 'only-left' | 'only-right' }
  | { field: string; label: string; kind: 'options'; onlyLeft: string[]; onlyRight: string[] }
  | { field: string; label: string; kind: 'required'; side: 'left' | 'right'; otherConditional: boolean };

export interface FormDifferences {
  /** In the order the questions are asked. */
  items: DifferenceItem[];
  left: FieldMarks;
  right: FieldMarks;
}

type Ui = Record<string, unknown>;

function uiOf(form: ComposedForm, field: string): Ui | undefined {
  const ui = form.uiSchema[field];
  return typeof ui === 'object' && ui !== null ? (ui as Ui) : undefined;
}

function propertyOf(form: ComposedForm, field: string): FormSchema | undefined {
  return form.schema.properties?.[field];
}

function fieldLabel(form: ComposedForm, field: string): string | undefined {
  const title = uiOf(form, field)?.['ui:title'];
  if (typeof title === 'string') return title;
  return propertyOf(form, field)?.title;
}

/** The label a side shows for one option value: its `ui:enumNames` entry (field or items level), else the value. */
function optionLabel(form: ComposedForm, field: string, value: unknown): string {
  const property = propertyOf(form, field);
  const values = property?.enum ?? property?.items?.enum ?? [];
  const ui = uiOf(form, field);
  const itemsUi = ui?.items as Ui | undefined;
  const names = (Array.isArray(ui?.['ui:enumNames']) ? ui['ui:enumNames'] : itemsUi?.['ui:enumNames']) as unknown[] | undefined;
  const key = JSON.stringify(value);
  const index = values.findIndex((candidate) => JSON.stringify(candidate) === key);
  const name = index === -1 ? undefined : names?.[index];
  return typeof name === 'string' ? name : String(value);
}

/** Required whatever the answers: the top-level list and the entries composition settled (no `if`). */
function alwaysRequired(schema: FormSchema): Set<string> {
  const names = new Set(schema.required ?? []);
  for (const entry of schema.allOf ?? []) if (!entry.if) (entry.required ?? []).forEach((n) => names.add(n));
  return names;
}

/** Required once an answer makes a condition hold. */
function conditionallyRequired(schema: FormSchema, field: string): boolean {
  return (schema.allOf ?? []).some((entry) => entry.if !== undefined && (entry.then?.required ?? []).includes(field));
}

function orderOf(form: ComposedForm): string[] {
  const order = form.uiSchema['ui:order'];
  const properties = Object.keys(form.schema.properties ?? {});
  const listed = Array.isArray(order) ? (order as string[]).filter((name) => properties.includes(name)) : [];
  return [...listed, ...properties.filter((name) => !listed.includes(name))];
}

/** Both sides' question order merged: a question only the right side asks follows the one it follows there. */
function mergedOrder(left: ComposedForm, right: ComposedForm): string[] {
  const merged = orderOf(left);
  let previous: string | null = null;
  for (const name of orderOf(right)) {
    if (!merged.includes(name)) merged.splice(previous === null ? 0 : merged.indexOf(previous) + 1, 0, name);
    previous = name;
  }
  return merged;
}

function add(marks: FieldMarks, field: string, mark: FieldMark) {
  (marks[field] ??= []).push(mark);
}

export function formDifferences(left: ComposedForm, right: ComposedForm, names: { left: string; right: string }): FormDifferences {
  const differences = diffForms(left, right);
  const leftRequired = alwaysRequired(left.schema);
  const marks: { left: FieldMarks; right: FieldMarks } = { left: {}, right: {} };
  const items: DifferenceItem[] = [];
  for (const difference of differences) {
    const { field } = difference;
    const label = fieldLabel(left, field) ?? fieldLabel(right, field) ?? field;
    if (difference.kind === 'only-left' || difference.kind === 'only-right') {
      const side = difference.kind === 'only-left' ? 'left' : 'right';
      add(marks[side], field, { kind: 'only-here', scope: names[side] });
      items.push({ field, label, kind: difference.kind });
    } else if (difference.kind === 'options') {
      const onlyLeft = (difference.onlyLeft ?? []).map((value) => optionLabel(left, field, value));
      const onlyRight = (difference.onlyRight ?? []).map((value) => optionLabel(right, field, value));
      add(marks.left, field, { kind: 'options', onlyHere: onlyLeft, missingHere: onlyRight });
      add(marks.right, field, { kind: 'options', onlyHere: onlyRight, missingHere: onlyLeft });
      items.push({ field, label, kind: 'options', onlyLeft, onlyRight });
    } else {
      const side = leftRequired.has(field) ? 'left' : 'right';
      const other = side === 'left' ? right : left;
      const otherConditional = conditionallyRequired(other.schema, field);
      add(marks[side], field, { kind: otherConditional ? 'always-required-here' : 'required-only-here' });
      items.push({ field, label, kind: 'required', side, otherConditional });
    }
  }
  const order = mergedOrder(left, right);
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  // Stable: a field with two differences (options and required) keeps them in diffForms' order.
  items.sort((a, b) => rank(a.field) - rank(b.field));
  return { items, left: marks.left, right: marks.right };
}
