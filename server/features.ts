/**
 * Every feature's routes, by the endpoint group they serve (engine/api/endpoints/index.ts): the
 * type has a key per group, each typed by its group, so a group nobody serves, or routes
 * registered for the wrong group, does not compile. app.ts registers them all under /api.
 */
import type { FastifyInstance } from 'fastify';
import type { API_ENDPOINTS } from '../engine/api/endpoints/index';
import { registerFeature, type EndpointGroup, type FeatureRoutes } from './platform/api/endpoint-routes';
import type { FeatureContext } from './platform/api/feature-context';
import agreementRoutes from './agreements/routes';
import auditRoutes from './ops/audit-routes';
import authRoutes from './accounts/auth-routes';
import bookingsRoutes from './bookings/routes';
import calendarFeedRoutes from './calendar-feed/routes';
import citiesRoutes from './cities/routes';
import competencyTestRoutes from './screening/competency-test-routes';
import consentsRoutes from './consents/routes';
import myDataRoutes from './privacy/my-data-routes';
import devRoutes, { devClockRoutes } from './dev/routes';
import diaryRoutes from './diary/routes';
import documentsRoutes from './documents/routes';
import educationRoutes from './education/routes';
import eventsRoutes from './events/routes';
import extraBookingsRoutes from './extra-bookings/routes';
import faqRoutes from './faq/routes';
import formResponsesRoutes from './screening/responses-routes';
import formsRoutes from './forms/routes';
import healthRoutes from './health/routes';
import heroBookingsRoutes from './bookings/hero-routes';
import heroReferrerRoutes from './accounts/referrer-routes';
import heroStatementsRoutes from './statements/routes';
import insightsFormRoutes from './insights/forms-routes';
import insightsFunnelRoutes from './insights/funnel-routes';
import insightsVersionRoutes from './insights/versions-routes';
import landingRoutes from './landings/routes';
import legalRoutes from './legal/routes';
import marketingRoutes from './marketing/routes';
import meRoutes from './accounts/me-routes';
import onboardingRoutes from './onboarding/routes';
import openapiRoutes from './platform/openapi/routes';
import opsRoutes from './ops/regions-routes';
import passwordResetRoutes from './accounts/password-reset-routes';
import perksRoutes from './perks/routes';
import popupsRoutes from './popups/routes';
import profileRoutes from './profiles/routes';
import regionDraftRoutes from './ops/drafts-routes';
import regionHistoryRoutes from './ops/history-routes';
import reputationRoutes, { ratingsRoutes } from './reputation/routes';
import resourcesRoutes from './resources/routes';
import signupSchoolsRoutes from './education/signup-schools-routes';
import supportChatRoutes from './support-chat/routes';
import supportContactRoutes from './support-contact/routes';

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
  consents: consentsRoutes,
  myData: myDataRoutes,
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
