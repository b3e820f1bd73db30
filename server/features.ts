/**
 * Every feature's routes, by the endpoint group they serve (engine/api/endpoints/index.ts): the
 * type has a key per group, each typed by its group, so a group nobody serves, or routes
 * registered for the wrong group, does not compile. app.ts registers them all under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { API_ENDPOINTS } from '../engine/api/endpoints/index';
import { registerFeature, type EndpointGroup, type FeatureRoutes } from './api/endpoint-routes';
import type { FeatureContext } from './api/feature-context';
import agreementRoutes from './routes/agreement/index';
import auditRoutes from './routes/ops/audit';
import authRoutes from './routes/auth/index';
import bookingsRoutes from './routes/bookings/index';
import calendarFeedRoutes from './routes/calendar-feed/index';
import citiesRoutes from './routes/cities/index';
import competencyTestRoutes from './routes/competency-test/index';
import devRoutes, { devClockRoutes } from './routes/dev/index';
import diaryRoutes from './routes/diary/index';
import documentsRoutes from './routes/documents/index';
import educationRoutes from './routes/education/index';
import eventsRoutes from './routes/events/index';
import extraBookingsRoutes from './routes/extra-bookings/index';
import faqRoutes from './routes/faq';
import formResponsesRoutes from './routes/forms/responses';
import formsRoutes from './routes/forms/index';
import healthRoutes from './routes/health/index';
import heroBookingsRoutes from './routes/hero/bookings';
import heroReferrerRoutes from './routes/hero/hero-referrer';
import heroStatementsRoutes from './routes/hero/statements';
import insightsFormRoutes from './routes/ops/insights-forms';
import insightsFunnelRoutes from './routes/ops/insights-funnel';
import insightsVersionRoutes from './routes/ops/insights-versions';
import landingRoutes from './routes/landings/index';
import legalRoutes from './routes/legal/index';
import marketingRoutes from './routes/marketing/index';
import meRoutes from './routes/me/index';
import onboardingRoutes from './routes/onboarding/index';
import openapiRoutes from './routes/openapi/index';
import opsRoutes from './routes/ops/index';
import passwordResetRoutes from './routes/hero/password-reset';
import perksRoutes from './routes/perks/index';
import popupsRoutes from './routes/popups/index';
import profileRoutes from './routes/profiles';
import regionDraftRoutes from './routes/ops/drafts';
import regionHistoryRoutes from './routes/ops/history';
import reputationRoutes, { ratingsRoutes } from './routes/reputation/index';
import resourcesRoutes from './routes/resources/index';
import signupSchoolsRoutes from './routes/education/signup-schools';
import supportChatRoutes from './routes/support-chat/index';
import supportContactRoutes from './routes/support-contact/index';

type AllFeatureRoutes = { readonly [G in keyof typeof API_ENDPOINTS]: FeatureRoutes<(typeof API_ENDPOINTS)[G]> };

export const FEATURE_ROUTES: AllFeatureRoutes = {
  health: healthRoutes,
  regions: citiesRoutes,
  legal: legalRoutes,
  forms: formsRoutes,
  events: eventsRoutes,
  openapi: openapiRoutes,
  auth: authRoutes,
  account: meRoutes,
  passwordReset: passwordResetRoutes,
  referrer: heroReferrerRoutes,
  marketing: marketingRoutes,
  competencyTest: competencyTestRoutes,
  formResponses: formResponsesRoutes,
  onboarding: onboardingRoutes,
  documents: documentsRoutes,
  agreement: agreementRoutes,
  popups: popupsRoutes,
  bookings: bookingsRoutes,
  heroBookings: heroBookingsRoutes,
  extraBookings: extraBookingsRoutes,
  calendarFeed: calendarFeedRoutes,
  statements: heroStatementsRoutes,
  diary: diaryRoutes,
  ratings: ratingsRoutes,
  reviews: reputationRoutes,
  perks: perksRoutes,
  resources: resourcesRoutes,
  profiles: profileRoutes,
  landings: landingRoutes,
  students: signupSchoolsRoutes,
  faq: faqRoutes,
  education: educationRoutes,
  supportChat: supportChatRoutes,
  supportContact: supportContactRoutes,
  opsRegions: opsRoutes,
  regionDrafts: regionDraftRoutes,
  regionHistory: regionHistoryRoutes,
  opsAudit: auditRoutes,
  insightsFunnel: insightsFunnelRoutes,
  insightsForms: insightsFormRoutes,
  insightsVersions: insightsVersionRoutes,
  devOutbox: devRoutes,
  devClock: devClockRoutes,
};

/** Registers every feature, each in a plugin scope of its own. */
export async function registerFeatures(api: FastifyInstance, context: FeatureContext): Promise<void> {
  // Each entry was checked against its own group above; here they are only walked.
  for (const feature of Object.values(FEATURE_ROUTES) as unknown as FeatureRoutes<EndpointGroup>[]) await registerFeature(api, feature, context);
}
