/**
 * The worker area's navigation and banners (W§2 "Extras: side panel", W§6, issue 10 "The
 * logged-in shell"). Which sections a worker sees is read from the access table: a section is
 * listed exactly when its page would open, so a link can never lead to a redirect, and the
 * server refuses the same sections' API (engine/rules/access.ts).
 */
import type { PageId } from '../pages';
import { PAGE_ACCESS, checkAccess, type Viewer } from './access';

/** The worker area's sections, in the order of the navigation (W§1, W§2). */
export const PORTAL_SECTIONS = [
  'bookings',
  'diary',
  'serviceAreas',
  'documents',
  'ratings',
  'reviews',
  'statements',
  'refer',
  'perks',
  'promoteProfile',
  'resources',
  'account',
  'agreement',
] as const satisfies readonly PageId[];
export type PortalSection = (typeof PORTAL_SECTIONS)[number];

/** What the navigation lists beyond the sections themselves. */
export interface PortalNavigation {
  sections: PortalSection[];
  /** The education portal, where the worker's region has it (R§9 `educationEnabled`: off in AT). */
  education: boolean;
}

export function portalNavigation(viewer: Viewer): PortalNavigation {
  if (!viewer || viewer.kind !== 'practitioner') return { sections: [], education: false };
  return {
    sections: PORTAL_SECTIONS.filter((page) => checkAccess(PAGE_ACCESS[page], viewer) === null),
    education: viewer.switches.educationEnabled,
  };
}

export type PortalBanner = 'agreement-unsigned' | 'inactive';

/** The facts of the worker the banners depend on (W§3 Worker). */
export interface BannerWorker {
  active: boolean;
  signedLatestAgreement: boolean;
  hidePartnershipAgreement: boolean;
}

/**
 * The banners on every page of the worker area (W§2 bookings list, W§6): the latest agreement
 * unsigned (a link to /agreement, so not when the agreement is hidden for the worker), and an
 * inactive account (customer support's phone, the region's supportPhone). Both can show; the inactive one first, as it
 * explains why bookings stopped.
 */
export function portalBanners(worker: BannerWorker): PortalBanner[] {
  const banners: PortalBanner[] = [];
  if (!worker.active) banners.push('inactive');
  if (!worker.signedLatestAgreement && !worker.hidePartnershipAgreement) banners.push('agreement-unsigned');
  return banners;
}
