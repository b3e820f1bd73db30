import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePageHref } from '../../../engine/pages';
import type { LanguageId } from '../../../engine/regions/types';
import { countryForLanguage } from '../../../engine/rules/language';
import { languageOf } from './i18n';

/** The language the current page is shown in (set by the root loader from URL, cookie, browser). */
export function usePageLanguage(): LanguageId {
  const { i18n } = useTranslation();
  return languageOf(i18n);
}

/** The country whose configuration belongs to the page's language (en_GB → UK, fr_FR → FR, de_AT → AT). */
export function usePageCountry(): 'UK' | 'FR' | 'AT' {
  return countryForLanguage(usePageLanguage());
}

/**
 * Turns an app path (`/signup?city_id=...`) into the same path in the page's language
 * (`/fr/signup?city_id=...`) where the page takes a language slug (marked L in the spec); any other page keeps
 * its one URL (`/education/students-info` from a French page is not `/fr/education/students-info`, which is no page).
 */
export function useLocalizePath(): (to: string) => string {
  const language = usePageLanguage();
  return useCallback((to: string) => localizePageHref(to, language), [language]);
}

