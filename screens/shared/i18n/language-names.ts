import type { LanguageId } from '../../../engine/regions/types';
import names from 'virtual:language-names';

/*
 * Each language's name and country written in that language (UK English, France Français,
 * Österreich Deutsch), for the language pickers: the only texts a page shows in languages other
 * than its own. Two keys of each locale file, put together at build time
 * (scripts/build/language-names-plugin.ts): only the page's language file is loaded (locales.ts).
 */
export interface LanguageName {
  country: string;
  language: string;
}

/** The name of a language, in that language. */
export function languageNameOf(language: LanguageId): LanguageName {
  return (names as Record<LanguageId, LanguageName>)[language];
}
