import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Form files name every label, help text, placeholder and option label by a translation key
 * (ALL_CAPS_WITH_UNDERSCORES, see /schemas/forms/README.md); anything else (a city name filled in
 * from region data, a literal) is shown as it is.
 */
const TRANSLATION_KEY = /^[A-Z][A-Z0-9_]*$/;

export function isTranslationKey(text: string): boolean {
  return TRANSLATION_KEY.test(text);
}

export type TranslateText = (text: string | undefined | null) => string;

/** `tr(text)`: the translation when `text` is a key, else `text` itself ('' for nothing). */
export function useTranslateText(): TranslateText {
  const { t } = useTranslation();
  return useCallback((text) => {
    if (text === undefined || text === null || text === '') return '';
    return isTranslationKey(text) ? t(text) : text;
  }, [t]);
}
