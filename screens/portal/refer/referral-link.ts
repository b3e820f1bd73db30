import { pagePath } from '../../../engine/pages';
import { localizePath } from '../../../engine/rules/language';
import type { LanguageId } from '../../../engine/regions/types';

/**
 * The link a worker shares: the sign-up page on this (public) origin, in the language of the
 * worker's city (the people they know live there), with the code prefilled (`?referralCode=`,
 * read by screens/auth/signup-answers.ts and shown as "Invited by …").
 */
export function referralLink(origin: string, code: string, language: LanguageId): string {
  return `${origin}${localizePath(pagePath('signup'), language)}?referralCode=${encodeURIComponent(code)}`;
}
