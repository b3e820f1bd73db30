import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import type { LanguageId } from '../../../engine/regions/types';
import { countryForLanguage, localizePath } from '../../../engine/rules/language';
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
 * (`/fr/signup?city_id=...`). Only for language-aware routes (marked L in the spec).
 */
export function useLocalizePath(): (to: string) => string {
  const language = usePageLanguage();
  return useCallback((to: string) => localizeHref(to, language), [language]);
}

export function localizeHref(to: string, language: LanguageId): string {
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const suffix = cut === -1 ? '' : to.slice(cut);
  return `${localizePath(pathname || PAGES.home, language)}${suffix}`;
}
