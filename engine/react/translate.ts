import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_VALUES, type TextValues } from '../forms/text-values';

/**
 * Form files name every label, help text, placeholder and option label by a translation key
 * (ALL_CAPS_WITH_UNDERSCORES, see /schemas/forms/README.md); anything else (a city name filled in
 * from region data, a literal) is shown as it is.
 */
const TRANSLATION_KEY = /^[A-Z][A-Z0-9_]*$/;

export function isTranslationKey(text: string): boolean {
  return TRANSLATION_KEY.test(text);
}

/** `values`: what the translation's `{{placeholders}}` say (a question's `ui:textValues`, engine/forms/text-values.ts). */
export type TranslateText = (text: string | undefined | null, values?: TextValues) => string;

/** `tr(text, values?)`: the translation when `text` is a key, else `text` itself ('' for nothing). */
export function useTranslateText(): TranslateText {
  const { t } = useTranslation();
  return useCallback((text, values) => {
    if (text === undefined || text === null || text === '') return '';
    if (!isTranslationKey(text)) return text;
    return values ? t(text, values) : t(text);
  }, [t]);
}

/** The text values composition gave a question (`ui:textValues`), if any. */
export function textValuesOf(uiSchema: unknown): TextValues | undefined {
  if (typeof uiSchema !== 'object' || uiSchema === null) return undefined;
  const values = (uiSchema as Record<string, unknown>)[TEXT_VALUES];
  return typeof values === 'object' && values !== null ? (values as TextValues) : undefined;
}
