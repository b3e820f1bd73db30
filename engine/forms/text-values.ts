/**
 * Values a form's texts take from the region (the sign-up's not-certified warning lists the
 * region's `qualificationTexts`). A UI file names them next to the text that uses them:
 *
 *   "notCertifiedWarning": { "ui:description": "SIGNUP_NOT_CERTIFIED_WARNING_TEXT",
 *                            "ui:textSettings": { "qualifications": "qualificationTexts" } }
 *
 * Composition knows the scope's settings, so it writes each language's values into the composed
 * UI schema (text-settings.ts): `ui:textValuesByLanguage`, and `ui:textValues` in English for a
 * page that does not localize. The browser shows what the server composed and needs no setting of
 * its own: the page picks its language here and the templates hand the values to the translation
 * (`{{qualifications}}`). This half runs in the browser, so it stays free of the region schema.
 */
import type { LanguageId } from '../regions/types';
import type { UiSchema } from './json-schema';

export const TEXT_SETTINGS = 'ui:textSettings';
export const TEXT_VALUES = 'ui:textValues';
export const TEXT_VALUES_BY_LANGUAGE = 'ui:textValuesByLanguage';

/** Placeholder → text, as i18next interpolates it. */
export type TextValues = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The composed UI schema with every question's text values in `language` (the same object when nothing changes). */
export function localizeTextValues(uiSchema: UiSchema, language: LanguageId): UiSchema {
  let out: UiSchema | null = null;
  for (const [name, field] of Object.entries(uiSchema)) {
    if (!isRecord(field) || !isRecord(field[TEXT_VALUES_BY_LANGUAGE])) continue;
    const values = (field[TEXT_VALUES_BY_LANGUAGE] as Partial<Record<LanguageId, TextValues>>)[language];
    if (values && values !== field[TEXT_VALUES]) (out ??= { ...uiSchema })[name] = { ...field, [TEXT_VALUES]: values };
  }
  return out ?? uiSchema;
}
