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

export const seedModules: readonly SeedModule[] = [
  partnerOffersSeed,
  educationSeed,
  partnershipsSeed,
  landingPagesSeed,
  onboardingSlotsSeed,
  demoAccountsSeed,
  agreementSignaturesSeed,
  demoBookingsSeed,
  demoReputationSeed,
  // After the demo bookings: a statement's total sums its period's bookings, the recent ones included.
  demoStatementsSeed,
  demoReferralsSeed,
  faqContentSeed,
  resourcesSeed,
  // After the demo accounts: the diary's service areas, availability and the cities' bookings history.
  demoDiarySeed,
];
