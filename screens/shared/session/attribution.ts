/*
 * Where an applicant came from (W§3 application: referer, UTM first and last; R§4 "UTM cookie
 * 180 days"). Visitors land on any page (a campaign link to the home page, a job-board page) and
 * sign up later, so the landing's UTM parameters and external referrer are kept in a cookie and
 * read by the sign-up pages.
 */
import type { QueryClient } from '@tanstack/react-query';
import { languageForSlug, splitLanguageSlug } from '../../../engine/rules/language';
import { readCookie, writeRegionCookie } from '../cookies';

export const ATTRIBUTION_COOKIE = 'utm';
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Cookies hold about 4 KB; one campaign value never needs more than this. */
const MAX_VALUE_LENGTH = 200;

export type Utm = Record<string, string>;

export interface Attribution {
  utmFirst: Utm | null;
  utmLast: Utm | null;
  referer: string | null;
}

const NONE: Attribution = { utmFirst: null, utmLast: null, referer: null };

/** The UTM parameters of a URL (`utm_source` → `source`), or null when it has none. */
export function utmOf(url: URL): Utm | null {
  const utm: Utm = {};
  for (const parameter of UTM_PARAMETERS) {
    const value = url.searchParams.get(parameter)?.trim();
    if (value) utm[parameter.slice('utm_'.length)] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** A referrer from another site (our own pages refer to each other all the time), else null. */
export function externalReferrer(referrer: string, pageUrl: URL): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin === pageUrl.origin) return null;
    return from.href.slice(0, MAX_VALUE_LENGTH);
  } catch {
    return null;
  }
}

function isUtm(value: unknown): value is Utm {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** The stored attribution; a cookie that is not ours (edited, truncated) counts as none. */
export function parseAttribution(cookie: string | null): Attribution {
  if (!cookie) return NONE;
  try {
    const value: unknown = JSON.parse(cookie);
    if (typeof value !== 'object' || value === null) return NONE;
    const { utmFirst, utmLast, referer } = value as Record<string, unknown>;
    return {
      utmFirst: isUtm(utmFirst) ? utmFirst : null,
      utmLast: isUtm(utmLast) ? utmLast : null,
      referer: typeof referer === 'string' ? referer : null,
    };
  } catch {
    return NONE;
  }
}

/**
 * The attribution after visiting `url`: the first campaign is kept, the latest replaces the last
 * one, and the first external referrer is kept. Null when nothing changes.
 */
export function nextAttribution(current: Attribution, url: URL, referrer: string): Attribution | null {
  const utm = utmOf(url);
  const external = current.referer ? null : externalReferrer(referrer, url);
  if (!utm && !external) return null;
  return {
    utmFirst: current.utmFirst ?? utm,
    utmLast: utm ?? current.utmLast,
    referer: current.referer ?? external,
  };
}

export function readAttribution(): Attribution {
  return parseAttribution(readCookie(ATTRIBUTION_COOKIE));
}

/**
 * Called by the root loader on each navigation; `referrer` is `document.referrer` on the landing
 * only. Kept for the region's utmCookieMaxAgeDays (R§9: 180 days), the region of the URL's language.
 */
export function rememberAttribution(url: URL, referrer: string, queryClient: QueryClient): void {
  const next = nextAttribution(readAttribution(), url, referrer);
  if (!next) return;
  const language = languageForSlug(splitLanguageSlug(url.pathname).slug) ?? 'en_GB';
  writeRegionCookie(queryClient, language, 'utmCookieMaxAgeDays', ATTRIBUTION_COOKIE, JSON.stringify(next));
}
