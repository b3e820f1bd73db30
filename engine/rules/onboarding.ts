/**
 * Onboarding booking on the almost-there page (W§4, R§4, R§6): whether the booking button
 * shows, whether the limited-demand popup applies, and which booking link to use.
 */
export interface OnboardingSwitches {
  newSignupFlowEnabled: boolean;
  onboardingButtonMasterEnabled: boolean;
  onboardingButtonRestricted: boolean;
}

export interface OnboardingApplicant {
  gender: string | null;
  /** Years of experience answer: under-1, 1-5, 5-plus. */
  experience: string | null;
  interviewBooked: boolean;
}

export function showOnboardingButton(applicant: OnboardingApplicant, switches: OnboardingSwitches): boolean {
  if (!switches.newSignupFlowEnabled || !switches.onboardingButtonMasterEnabled || applicant.interviewBooked) return false;
  if (!switches.onboardingButtonRestricted) return true;
  return applicant.gender === 'female' || applicant.experience === '5-plus';
}

export interface LimitedOnboardingData {
  verticals: Record<string, { shouldHaveAtLeastOnePeriod: string[]; lowDemandGender: string[] }>;
  exceptTreatments: string[];
  bookingLink?: string;
}

export interface LimitedDemandApplicant {
  /** Vertical slugs of the applicant (massage, yoga, personal-training...). */
  verticals: string[];
  treatments: string[];
  /** Availability periods answered at sign-up (weekdays, weekends, mornings, afternoons, evenings). */
  periods: string[];
  gender: string | null;
}

/**
 * The popup shows when every vertical of the applicant is low-demand, no exception treatment
 * is chosen, and the applicant has none of the high-demand criteria of those verticals (one of
 * the wanted availability periods, or a gender outside the low-demand list). A target vertical
 * of the city (`targetVerticals`, R§9: London recruits facials and nails) is high demand by
 * definition, even where limitedOnboarding also lists it: the city says it wants those practitioners.
 */
export function showLimitedDemandPopup(
  applicant: LimitedDemandApplicant,
  data: LimitedOnboardingData | null,
  enabled: boolean,
  targetVerticals: readonly string[],
): boolean {
  if (!enabled || !data || applicant.verticals.length === 0) return false;
  if (applicant.verticals.some((v) => targetVerticals.includes(v))) return false;
  const rules = applicant.verticals.map((v) => data.verticals[v]);
  if (rules.some((r) => !r)) return false;
  if (applicant.treatments.some((t) => data.exceptTreatments.includes(t))) return false;
  const hasHighDemandCriteria = rules.some(
    (r) => r!.shouldHaveAtLeastOnePeriod.some((p) => applicant.periods.includes(p)) || !r!.lowDemandGender.includes(applicant.gender ?? ''),
  );
  return !hasHighDemandCriteria;
}

/** The limited-onboarding calendar for applicants the popup applies to, else the vertical's general link. */
export function onboardingBookingLink(limitedDemand: boolean, data: LimitedOnboardingData | null, generalLink: string): string {
  return limitedDemand && data?.bookingLink ? data.bookingLink : generalLink;
}
