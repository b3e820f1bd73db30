/**
 * Option labels that are names rather than translation keys (the sign-up city choice: "London",
 * "Londres") cannot go through i18next. Composition gives them per language under this UI key;
 * `localizeOptionLabels` puts the reader's language in `ui:enumNames` before the form renders.
 */
import type { UiSchema } from './json-schema';

export const ENUM_NAMES_BY_LANGUAGE = 'ui:enumNamesByLanguage';

function localizeField(field: unknown, language: string): unknown {
  if (!field || typeof field !== 'object' || Array.isArray(field)) return field;
  const node = field as Record<string, unknown>;
  let changed: Record<string, unknown> | null = null;
  const byLanguage = node[ENUM_NAMES_BY_LANGUAGE] as Record<string, string[]> | undefined;
  if (byLanguage?.[language]) changed = { ...node, 'ui:enumNames': byLanguage[language] };
  if (node.items) {
    const items = localizeField(node.items, language);
    if (items !== node.items) changed = { ...(changed ?? node), items };
  }
  return changed ?? node;
}

/** The UI schema with every per-language option label in `language` (the same object when nothing changes). */
export function localizeOptionLabels(uiSchema: UiSchema, language: string): UiSchema {
  let out: UiSchema | null = null;
  for (const [name, field] of Object.entries(uiSchema)) {
    const localized = localizeField(field, language);
    if (localized !== field) (out ??= { ...uiSchema })[name] = localized as UiSchema[string];
  }
  return out ?? uiSchema;
}
