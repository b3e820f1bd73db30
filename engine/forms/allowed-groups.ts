/**
 * R§9 "cities allowed per vertical" in a composed form: an option that stands for a treatment
 * group (`x-optionGroups` on the property: option → group) is offered in a city only where the
 * city's `allowedVerticalGroups` lists that group. Composition applies it, so the browser offers
 * exactly what the server then accepts (Birmingham: massage only).
 *
 * A country or defaults scope names no city, so nothing is limited there: the sign-up asks the
 * city first, and choosing one recomposes the form for it.
 */
import type { ResolvedRegion } from '../regions/types';
import type { FormSchema, UiSchema } from './json-schema';

export interface GroupLimits {
  /** Properties that lost options (their conditions may no longer be able to hold). */
  narrowed: Set<string>;
  /** Properties that lost every option: the question itself leaves the form. */
  emptied: Set<string>;
}

/** The option list a property's answers are taken from: its own `enum`, or its items' (a multiple choice). */
function optionsOf(property: FormSchema): FormSchema | null {
  if (Array.isArray(property.items?.enum)) return property.items;
  return Array.isArray(property.enum) ? property : null;
}

function labelsOf(ui: unknown): { holder: Record<string, unknown>; labels: unknown[] } | null {
  if (typeof ui !== 'object' || ui === null) return null;
  const field = ui as Record<string, unknown>;
  if (Array.isArray(field['ui:enumNames'])) return { holder: field, labels: field['ui:enumNames'] as unknown[] };
  const items = field.items as Record<string, unknown> | undefined;
  if (items && Array.isArray(items['ui:enumNames'])) return { holder: items, labels: items['ui:enumNames'] as unknown[] };
  return null;
}

export function limitOptionsToAllowedGroups(properties: Record<string, FormSchema>, uiSchema: UiSchema, region: ResolvedRegion): GroupLimits {
  const limits: GroupLimits = { narrowed: new Set(), emptied: new Set() };
  if (!region.scope.city_id) return limits;
  const allowed = new Set<string>(region.keyValues.allowedVerticalGroups);
  for (const [name, property] of Object.entries(properties)) {
    const groups = property['x-optionGroups'];
    const target = groups ? optionsOf(property) : null;
    if (!groups || !target?.enum) continue;
    const ui = labelsOf(uiSchema[name]);
    // An option the annotation does not name belongs to no group: it stays.
    const kept = target.enum
      .map((value, i) => ({ value, label: ui?.labels[i] }))
      .filter(({ value }) => groups[String(value)] === undefined || allowed.has(groups[String(value)]));
    if (kept.length === target.enum.length) continue;
    limits.narrowed.add(name);
    if (kept.length === 0) {
      limits.emptied.add(name);
      continue;
    }
    target.enum = kept.map((o) => o.value);
    if (ui) ui.holder['ui:enumNames'] = kept.map((o) => o.label);
  }
  return limits;
}

/**
 * A condition (the `if` subset of visibility.ts) that can no longer hold because it requires an
 * answer among options the scope does not offer: "serviceAreas contains osteo" in Birmingham.
 * Only properties in `narrowed` are considered, so a form file's own conditions are never second-guessed.
 */
export function conditionCannotHold(condition: FormSchema | undefined, properties: Record<string, FormSchema>, narrowed: Set<string>): boolean {
  if (!condition) return false;
  const required = new Set(condition.required ?? []);
  return Object.entries(condition.properties ?? {}).some(([name, rule]) => {
    if (!narrowed.has(name) || !required.has(name) || !properties[name]) return false;
    const offered = optionsOf(properties[name])?.enum;
    if (!offered) return false;
    const test = rule.contains ?? rule;
    const wanted = 'const' in test ? [test.const] : Array.isArray(test.enum) ? test.enum : null;
    return wanted !== null && !wanted.some((value) => offered.includes(value));
  });
}
