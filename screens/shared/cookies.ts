/** Browser cookies the screens set themselves (R§4 lifetimes: region settings, in days). */
import type { QueryClient } from '@tanstack/react-query';
import type { LanguageId } from '../../engine/regions/types';
import { countryForLanguage } from '../../engine/rules/language';
import { getConfigQueryOptions } from './api/get-config';
import { serverCookieHeader } from './server-request';

export const LANGUAGE_COOKIE = 'lang';
export const COOKIE_BANNER_COOKIE = 'cookie_banner_dismissed';
/** The help centre's first-visit popup was dismissed (screens/help/faq-popup.tsx). */
export const FAQ_POPUP_COOKIE = 'faq_popup_dismissed';
const DAY_SECONDS = 24 * 60 * 60;

/** The settings that say how long a cookie lasts (R§9 "Cookies": language 1 year, UTM 180 days, banner 1 year, FAQ popup 10 years). */
export type CookieLifetimeSetting = 'languageCookieMaxAgeDays' | 'utmCookieMaxAgeDays' | 'cookieBannerDismissalMaxAgeDays' | 'faqPopupCookieMaxAgeDays';

/** No document (the build's prerenderer): no cookies, the visitor's first visit. */
export function readCookie(name: string, cookieHeader: string = typeof document === 'undefined' ? serverCookieHeader() : document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** `maxAgeSeconds` null: a session cookie (gone when the browser closes). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Writes a cookie for as long as the region of the page's language says (its country's
 * settings, GET /api/config, which the footer reads too). Written at once, so the next
 * navigation sees it: with the settings in the cache for their lifetime, otherwise for this
 * browser session until they arrive (then rewritten with the lifetime; offline it stays a
 * session cookie, and the choice is simply made again next time).
 */
export function writeRegionCookie(
  queryClient: QueryClient,
  language: LanguageId,
  lifetime: CookieLifetimeSetting,
  name: string,
  value: string,
): void {
  if (typeof document === 'undefined') return;
  const options = getConfigQueryOptions({ country_id: countryForLanguage(language) });
  const cached = queryClient.getQueryData(options.queryKey);
  if (cached) {
    writeCookie(name, value, cached.keyValues[lifetime] * DAY_SECONDS);
    return;
  }
  writeCookie(name, value, null);
  queryClient.fetchQuery(options).then(
    (config) => {
      // Still the same choice (not replaced meanwhile): give it its lifetime.
      if (readCookie(name) === value) writeCookie(name, value, config.keyValues[lifetime] * DAY_SECONDS);
    },
    () => undefined,
  );
}
