/**
 * The almost-there page's message about the chosen treatments (W§4 "Almost-there vertical
 * status"), from the region's scheduling-calendar config and catalogues. Where onboarding by
 * verticals is off (R§9: on in FR and UK only), every applicant gets the default status 0 and
 * its message: the treatment-specific messages promise an onboarding per vertical that such a
 * region does not run.
 */
export const VERTICAL_STATUS = {
  DEFAULT: 0,
  BUSINESS_ONLY: 1,
  AUTO_ONBOARDABLE: 2,
  NOT_AUTO_ONBOARDABLE: 3,
  NONE_AVAILABLE: 20,
} as const;
export type VerticalStatus = (typeof VERTICAL_STATUS)[keyof typeof VERTICAL_STATUS];

export interface VerticalStatusRegion {
  /** `onboardingVerticalsFlowEnabled`: onboarding by verticals (R§9 "the verticals flow"). */
  verticalsFlowEnabled: boolean;
  /** Country catalogue: treatment codes per group (massage, beauty, medical, fitness, lifestyle). */
  specialities: Record<string, string[]>;
  /** The groups this city takes bookings for now ("cities allowed per vertical", R§9). */
  allowedVerticalGroups: string[];
  /** Business-only (B2B) treatments per group (R§3). */
  b2bTreatments: Record<string, string[]>;
  /** Scheduling-calendar config per vertical: which treatments an onboarding can be booked for. */
  schedulingCalendars: Record<string, { onboardableSpecialities: string[] }> | null;
}

export function verticalStatus(treatments: readonly string[], region: VerticalStatusRegion): VerticalStatus {
  if (!region.verticalsFlowEnabled || treatments.length === 0) return VERTICAL_STATUS.DEFAULT;
  const available = new Set(region.allowedVerticalGroups.flatMap((group) => region.specialities[group] ?? []));
  const current = treatments.filter((t) => available.has(t));
  if (current.length === 0) return VERTICAL_STATUS.NONE_AVAILABLE;
  const businessOnly = new Set(Object.values(region.b2bTreatments).flat());
  if (current.every((t) => businessOnly.has(t))) return VERTICAL_STATUS.BUSINESS_ONLY;
  const onboardable = new Set(Object.values(region.schedulingCalendars ?? {}).flatMap((c) => c.onboardableSpecialities));
  return current.some((t) => onboardable.has(t)) ? VERTICAL_STATUS.AUTO_ONBOARDABLE : VERTICAL_STATUS.NOT_AUTO_ONBOARDABLE;
}
