/**
 * Every endpoint group of the API, by feature: what the server must serve (server/features.ts
 * has a key per group here, or it does not compile) and what the access matrix test walks.
 * Pages never import this file: each imports the declarations it calls, so it bundles only those.
 */
import { ACCOUNT_ENDPOINTS } from './account';
import { AGREEMENT_ENDPOINTS } from './agreement';
import { AUTH_ENDPOINTS } from './auth';
import { BOOKINGS_ENDPOINTS, HERO_BOOKINGS_ENDPOINTS } from './bookings';
import { CALENDAR_FEED_ENDPOINTS } from './calendar-feed';
import { CONSENTS_ENDPOINTS } from './consents';
import { MY_DATA_ENDPOINTS } from './my-data';
import { DEV_CLOCK_ENDPOINTS, DEV_OUTBOX_ENDPOINTS } from './dev';
import { DIARY_ENDPOINTS } from './diary';
import { DOCUMENTS_ENDPOINTS } from './documents';
import { EDUCATION_ENDPOINTS } from './education';
import { EVENTS_ENDPOINTS } from './events';
import { EXTRA_BOOKINGS_ENDPOINTS } from './extra-bookings';
import { FAQ_ENDPOINTS } from './faq';
import { FORMS_ENDPOINTS } from './forms';
import { HEALTH_ENDPOINTS } from './health';
import { LANDINGS_ENDPOINTS } from './landings';
import { LEGAL_ENDPOINTS } from './legal';
import { MARKETING_ENDPOINTS } from './marketing';
import { ONBOARDING_ENDPOINTS } from './onboarding';
import { OPENAPI_ENDPOINTS } from './openapi';
import { AUDIT_LOG_ENDPOINTS } from './ops-audit';
import { INSIGHTS_FORMS_ENDPOINTS, INSIGHTS_FUNNEL_ENDPOINTS, INSIGHTS_VERSIONS_ENDPOINTS } from './ops-insights';
import { REGION_TOOLS_ENDPOINTS, REGION_DRAFTS_ENDPOINTS, REGION_HISTORY_ENDPOINTS } from './ops-regions';
import { PASSWORD_RESET_ENDPOINTS } from './password-reset';
import { PERKS_ENDPOINTS } from './perks';
import { POPUPS_ENDPOINTS } from './popups';
import { PROFILES_ENDPOINTS } from './profiles';
import { REFERRER_ENDPOINTS } from './referrer';
import { REGIONS_ENDPOINTS } from './regions';
import { RATINGS_ENDPOINTS, REVIEWS_ENDPOINTS } from './reputation';
import { RESOURCES_ENDPOINTS } from './resources';
import { COMPETENCY_TEST_ENDPOINTS, FORM_RESPONSES_ENDPOINTS } from './screening';
import { STATEMENTS_ENDPOINTS } from './statements';
import { STUDENTS_ENDPOINTS } from './students';
import { SUPPORT_CHAT_ENDPOINTS } from './support-chat';
import { SUPPORT_CONTACT_ENDPOINTS } from './support-contact';

export const API_ENDPOINTS = {
  health: HEALTH_ENDPOINTS,
  regions: REGIONS_ENDPOINTS,
  legal: LEGAL_ENDPOINTS,
  forms: FORMS_ENDPOINTS,
  events: EVENTS_ENDPOINTS,
  openapi: OPENAPI_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  passwordReset: PASSWORD_RESET_ENDPOINTS,
  referrer: REFERRER_ENDPOINTS,
  marketing: MARKETING_ENDPOINTS,
  consents: CONSENTS_ENDPOINTS,
  myData: MY_DATA_ENDPOINTS,
  competencyTest: COMPETENCY_TEST_ENDPOINTS,
  formResponses: FORM_RESPONSES_ENDPOINTS,
  onboarding: ONBOARDING_ENDPOINTS,
  documents: DOCUMENTS_ENDPOINTS,
  agreement: AGREEMENT_ENDPOINTS,
  popups: POPUPS_ENDPOINTS,
  bookings: BOOKINGS_ENDPOINTS,
  heroBookings: HERO_BOOKINGS_ENDPOINTS,
  extraBookings: EXTRA_BOOKINGS_ENDPOINTS,
  calendarFeed: CALENDAR_FEED_ENDPOINTS,
  statements: STATEMENTS_ENDPOINTS,
  diary: DIARY_ENDPOINTS,
  ratings: RATINGS_ENDPOINTS,
  reviews: REVIEWS_ENDPOINTS,
  perks: PERKS_ENDPOINTS,
  resources: RESOURCES_ENDPOINTS,
  profiles: PROFILES_ENDPOINTS,
  landings: LANDINGS_ENDPOINTS,
  students: STUDENTS_ENDPOINTS,
  faq: FAQ_ENDPOINTS,
  education: EDUCATION_ENDPOINTS,
  supportChat: SUPPORT_CHAT_ENDPOINTS,
  supportContact: SUPPORT_CONTACT_ENDPOINTS,
  opsRegions: REGION_TOOLS_ENDPOINTS,
  regionDrafts: REGION_DRAFTS_ENDPOINTS,
  regionHistory: REGION_HISTORY_ENDPOINTS,
  opsAudit: AUDIT_LOG_ENDPOINTS,
  insightsFunnel: INSIGHTS_FUNNEL_ENDPOINTS,
  insightsForms: INSIGHTS_FORMS_ENDPOINTS,
  insightsVersions: INSIGHTS_VERSIONS_ENDPOINTS,
  devOutbox: DEV_OUTBOX_ENDPOINTS,
  devClock: DEV_CLOCK_ENDPOINTS,
} as const;
