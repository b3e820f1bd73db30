import type { LanguageId } from '../regions/types';

/**
 * Which language a page is shown in, and which URL it should live at (W§2, R§2).
 *
 * Order of precedence: the URL's language slug, the `lang` cookie, the user's profile, the
 * browser's languages, English. English pages have no slug; `/en/...` is only an alias that
 * redirects to the slug-less URL.
 */

export const LANGUAGE_IDS: readonly LanguageId[] = ['en_GB', 'fr_FR', 'de_AT'];
export const DEFAULT_LANGUAGE: LanguageId = 'en_GB';

export type LanguageSlug = 'en' | 'fr' | 'de';

const SLUG_BY_LANGUAGE: Record<LanguageId, LanguageSlug> = { en_GB: 'en', fr_FR: 'fr', de_AT: 'de' };
const LANGUAGE_BY_SLUG: Record<LanguageSlug, LanguageId> = { en: 'en_GB', fr: 'fr_FR', de: 'de_AT' };

/** The country whose configuration a page in this language shows (home page, footer). */
const COUNTRY_BY_LANGUAGE: Record<LanguageId, 'UK' | 'FR' | 'AT'> = { en_GB: 'UK', fr_FR: 'FR', de_AT: 'AT' };

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && (LANGUAGE_IDS as readonly string[]).includes(value);
}

function isLanguageSlug(value: string): value is LanguageSlug {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_BY_SLUG, value);
}

/** `fr` → fr_FR, `de` → de_AT, `en` → en_GB; anything else → null. */
export function languageForSlug(slug: string | null | undefined): LanguageId | null {
  return slug && isLanguageSlug(slug) ? LANGUAGE_BY_SLUG[slug] : null;
}

/** The URL slug of a language: English pages carry none. */
export function slugForLanguage(language: LanguageId): 'fr' | 'de' | null {
  const slug = SLUG_BY_LANGUAGE[language];
  return slug === 'en' ? null : slug;
}

export function countryForLanguage(language: LanguageId): 'UK' | 'FR' | 'AT' {
  return COUNTRY_BY_LANGUAGE[language];
}

/** The BCP 47 tag of a language (for Accept-Language, `<html lang>`, Intl). */
export function bcp47ForLanguage(language: LanguageId): string {
  return language.replace('_', '-');
}

/**
 * Maps one browser language tag (`fr-CA`, `de`, `en-US`, also `fr_FR`) to the portal language
 * of the same primary language; German of any region gets the Austrian German we have.
 */
export function languageForBrowserTag(tag: string): LanguageId | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return languageForSlug(primary);
}

export interface LanguageChoiceInput {
  /** The first path segment when it is a language slug (`fr`, `de`, `en`), else null. */
  urlSlug?: string | null;
  /** Value of the `lang` cookie; ignored unless it is a known language id. */
  cookie?: string | null;
  /** The logged-in user's profile language, when known. */
  profileLanguage?: LanguageId | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[] | null;
}

export function chooseLanguage(input: LanguageChoiceInput): LanguageId {
  const fromSlug = languageForSlug(input.urlSlug);
  if (fromSlug) return fromSlug;
  if (isLanguageId(input.cookie)) return input.cookie;
  if (isLanguageId(input.profileLanguage)) return input.profileLanguage;
  for (const tag of input.browserLanguages ?? []) {
    const fromBrowser = languageForBrowserTag(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * `/fr/faq` → `{ slug: 'fr', rest: '/faq' }`; `/fr` → `{ slug: 'fr', rest: '/' }`; `/free` → no
 * slug. The slug is read whatever its case (`/FR/faq` is French too: `written` says how it was
 * typed, and the page redirects to the lower-case URL).
 */
export function splitLanguageSlug(pathname: string): { slug: LanguageSlug | null; rest: string; written?: string } {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const slug = match?.[1].toLowerCase();
  if (match && slug && isLanguageSlug(slug)) {
    return { slug, rest: match[2] && match[2] !== '' ? match[2] : '/', written: match[1] };
  }
  return { slug: null, rest: path };
}

/** The same page in another language: `/fr/signup` + de_AT → `/de/signup`; + en_GB → `/signup`. */
export function localizePath(pathname: string, language: LanguageId): string {
  const { rest } = splitLanguageSlug(pathname);
  const slug = slugForLanguage(language);
  if (!slug) return rest;
  return rest === '/' ? `/${slug}` : `/${slug}${rest}`;
}

export interface LanguageRouteInput {
  pathname: string;
  /** Query string including its `?` (kept on redirects). */
  search?: string;
  hash?: string;
  /** Whether the matched route accepts a language slug (routes marked L in W§2 and R§2). */
  languageAware: boolean;
  cookie?: string | null;
  profileLanguage?: LanguageId | null;
  browserLanguages?: readonly string[] | null;
}

export interface LanguageRouteDecision {
  /** The language to show the page in. */
  language: LanguageId;
  /** Where to send the visitor instead, or null to stay. */
  redirectTo: string | null;
  /** A language the visitor chose explicitly through the URL, to store in the `lang` cookie; else null. */
  remember: LanguageId | null;
}

/**
 * What to do with a page URL. A slug in the URL decides the language (and is remembered, so the
 * pages without a slug keep it); `/en/...` goes to the slug-less URL; a language-aware URL
 * without a slug goes to the slugged URL of the chosen language when that is not English.
 */
export function decideLanguageRoute(input: LanguageRouteInput): LanguageRouteDecision {
  const suffix = `${input.search ?? ''}${input.hash ?? ''}`;
  const { slug, rest, written } = splitLanguageSlug(input.pathname);
  const cookieLanguage = isLanguageId(input.cookie) ? input.cookie : null;

  if (slug) {
    const language = LANGUAGE_BY_SLUG[slug];
    const remember = cookieLanguage === language ? null : language;
    if (slug === 'en') return { language, redirectTo: `${rest}${suffix}`, remember };
    // `/FR/signup` → `/fr/signup`: one URL per page and language.
    if (written !== slug) return { language, redirectTo: `${localizePath(rest, language)}${suffix}`, remember };
    return { language, redirectTo: null, remember };
  }

  const language = chooseLanguage({
    urlSlug: null,
    cookie: input.cookie,
    profileLanguage: input.profileLanguage,
    browserLanguages: input.browserLanguages,
  });
  if (input.languageAware && language !== DEFAULT_LANGUAGE) {
    return { language, redirectTo: `${localizePath(rest, language)}${suffix}`, remember: null };
  }
  return { language, redirectTo: null, remember: null };
}
