/**
 * The worker's public profile (W§2 Promote): its address and the name visitors see. The slug is
 * the referral code in lower case: already unique, already public (it is shared on social
 * networks), and no new column is needed. Visitors never see a full last name or any contact.
 */
import { REFERRAL_CODE_PATTERN } from '../validation/formats';

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
