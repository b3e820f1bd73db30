// Seed modules in the order they run. Add a module here (one file per feature in ./modules); a module runs once per
// database, recorded in seed_runs. Later modules may rely on rows of earlier ones (e.g. accounts after FAQ).
import type { SeedModule } from './types';
import { partnerOffersSeed } from './modules/partner-offers';
import { educationSeed } from './modules/education';
import { demoAccountsSeed } from './modules/demo-accounts';
import { partnershipsSeed } from './modules/partnerships';
import { landingPagesSeed } from './modules/landing-pages';
import { onboardingSlotsSeed } from './modules/onboarding-slots';
import { agreementSignaturesSeed } from './modules/agreement-signatures';
import { demoBookingsSeed } from './modules/demo-bookings';
import { demoReputationSeed } from './modules/demo-reputation';
import { demoStatementsSeed } from './modules/demo-statements';
import { demoReferralsSeed } from './modules/demo-referrals';
import { faqContentSeed } from './modules/faq-content';
import { resourcesSeed } from './modules/resources';
import { demoDiarySeed } from './modules/demo-diary';
import { demoExtraBookingsSeed } from './modules/demo-extra-bookings';
import { demoFormVisitsSeed } from './modules/demo-form-visits';
import { demoFunnelSeed } from './modules/demo-funnel';

/**
 * Content no account owns, which public pages and public JSON show (perks, schools and courses, partnerships,
 * landing pages, help centre, resources). server/main.ts seeds it before the server answers, so nothing (a
 * page, a cached public answer) ever sees it half-made.
 */
export const contentSeedModules: readonly SeedModule[] = [
  partnerOffersSeed,
  educationSeed,
  partnershipsSeed,
  landingPagesSeed,
  faqContentSeed,
  resourcesSeed,
];

/**
 * The demo accounts and what hangs on them (onboarding slots, signatures, bookings, reviews, statements, referrals,
 * the diary), seen only once logged in as one of them: server/main.ts seeds them once the server listens, and
 * prints the demo logins when they are done.
 */
export const accountSeedModules: readonly SeedModule[] = [
  onboardingSlotsSeed,
  demoAccountsSeed,
  agreementSignaturesSeed,
  demoBookingsSeed,
  demoReputationSeed,
  // After the demo bookings: a statement's total sums its period's bookings, the recent ones included.
  demoStatementsSeed,
  demoReferralsSeed,
  // After the demo accounts: the diary's service areas, availability and the cities' bookings history.
  demoDiarySeed,
  // Issue 26, after the bookings and the diary: their customers with saved cards, the Paris worker's requests to book.
  demoExtraBookingsSeed,
  // Issue 29: a year of applicants and their funnel milestones in every city open for sign-up (their own light accounts).
  demoFunnelSeed,
  // Issue 29, after the demo accounts (the ops account authors the London change): a year of form visits and their drop-off aggregates.
  demoFormVisitsSeed,
];

export const seedModules: readonly SeedModule[] = [...contentSeedModules, ...accountSeedModules];
