/**
 * The worker's public profile (W§2 Promote): its address and the name visitors see. The slug is
 * the referral code in lower case: already unique, already public (it is shared on social
 * networks), and no new column is needed. Visitors never see a full last name or any contact.
 */
import { pagePath } from '../pages';
import type { LanguageId } from '../regions/types';
import { REFERRAL_CODE_PATTERN } from '../validation/formats';
import { localizePath } from './language';

export function profileSlugOf(referralCode: string): string {
  return referralCode.trim().toLowerCase();
}

/** The referral code a slug names, or null when it cannot be one (the lookup then answers 404). */
export function referralCodeOfSlug(slug: string): string | null {
  const code = slug.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** First name and the initial of the last name ("Amelia W."); from the full name when the parts are missing. */
export function publicName(worker: { firstName: string | null; lastName: string | null; name: string | null }): string {
  const parts = (worker.name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = worker.firstName?.trim() || parts[0] || '';
  const last = worker.lastName?.trim() || (parts.length > 1 ? parts[parts.length - 1] : '');
  const initial = last ? `${Array.from(last)[0].toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ');
}

/** What decides whether a worker has a public profile (W§2 Promote; R§9 promoteProfileEnabled). */
export interface PublicProfileFacts {
  referralCode: string | null;
  active: boolean;
  studentAccount: boolean;
  /** Their application is done (W§4). */
  applicationDone: boolean;
  /** Their region's promoteProfileEnabled. */
  promoteProfileEnabled: boolean;
}

/**
 * Only an active worker whose application is done, in a region where promote profile is on, has a
 * public profile. One rule for GET /api/profiles/{slug}, the promote page and `profileShareUrl` of
 * GET /api/me, so they never disagree.
 */
export function hasPublicProfile(facts: PublicProfileFacts): boolean {
  return Boolean(facts.referralCode) && facts.active && !facts.studentAccount && facts.applicationDone && facts.promoteProfileEnabled;
}

/**
 * The address the worker shares: `/profiles/{slug}` on the portal's public origin (PUBLIC_URL), in
 * the language of their city's clients (`/fr/profiles/...` in Paris). Null without a public profile.
 */
export function profileShareUrl(publicUrl: string, facts: PublicProfileFacts, clientsLanguage: LanguageId): string | null {
  if (!hasPublicProfile(facts) || !facts.referralCode) return null;
  return `${publicUrl}${localizePath(pagePath('publicProfile', { slug: profileSlugOf(facts.referralCode) }), clientsLanguage)}`;
}

/** The language of a worker's clients, which their public profile speaks: the city's, else the country's, else English. */
export function clientsLanguageOf(region: { city?: { heroLanguage_id: LanguageId } | null; country?: { defaultLanguage: LanguageId } | null }): LanguageId {
  return region.city?.heroLanguage_id ?? region.country?.defaultLanguage ?? 'en_GB';
}
