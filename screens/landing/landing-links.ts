import { PAGES, pageHref } from '../../engine/pages';

/** The sign-up link of a landing: the partner is recorded with the account, the city pre-chosen (W§2). */
export function signupHref(options: { partnershipId?: string | null; cityId?: string | null }): string {
  return pageHref(PAGES.signup, { partnership_id: options.partnershipId, city_id: options.cityId });
}

/** Copy as paragraphs (blank lines apart). */
export function copyParagraphs(copy: string): string[] {
  return copy
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
