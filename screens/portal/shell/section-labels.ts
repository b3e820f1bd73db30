import type { PortalSection } from '../../../engine/rules/portal-navigation';

/** The translation key of each section's name: the navigation and the page titles say the same. */
export const SECTION_LABEL: Record<PortalSection, string> = {
  bookings: 'PORTAL_NAV_BOOKINGS',
  diary: 'PORTAL_NAV_DIARY',
  serviceAreas: 'PORTAL_NAV_SERVICE_AREAS',
  documents: 'PORTAL_NAV_DOCUMENTS',
  ratings: 'PORTAL_NAV_RATINGS',
  reviews: 'PORTAL_NAV_REVIEWS',
  statements: 'PORTAL_NAV_STATEMENTS',
  refer: 'PORTAL_NAV_REFER',
  perks: 'PORTAL_NAV_PERKS',
  promoteProfile: 'PORTAL_NAV_PROMOTE_PROFILE',
  resources: 'PORTAL_NAV_RESOURCES',
  account: 'PORTAL_NAV_ACCOUNT',
  agreement: 'PORTAL_NAV_AGREEMENT',
};
