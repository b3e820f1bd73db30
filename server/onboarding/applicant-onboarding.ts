/**
 * Everything the almost-there page needs to know about one applicant's onboarding, computed
 * once from the worker and their region with the engine rules (W§4, R§4, R§6): the vertical
 * status, whether the onboarding button shows, whether the limited-demand calendar applies,
 * which built-in calendars (slot verticals) the applicant may book and the booking link.
 * The routes answer it and the booking service enforces it, so what the page offers is
 * exactly what the server accepts.
 */
import type { ResolvedRegion } from '../../engine/regions/types';
import { APPLICATION_PROGRESS, applicationProgress } from '../../engine/rules/application-progress';
import {
  onboardingBookingLink,
  showLimitedDemandPopup,
  showOnboardingButton,
  type LimitedOnboardingData,
  type OnboardingSwitches,
} from '../../engine/rules/onboarding';
import { verticalStatus, type VerticalStatus } from '../../engine/rules/vertical-status';
import { verticalsForTreatments, type VerticalEntry } from '../../engine/rules/verticals';
import type { SessionWorker } from '../platform/auth/session-service';
import { workerJson } from '../platform/workers/worker-json';

export interface SchedulingCalendar {
  appointmentTypeId: string;
  bookingLink: string;
  onboardableSpecialities: string[];
}

interface OnboardingCatalogues {
  specialities?: Record<string, string[]>;
  verticals?: VerticalEntry[];
  requiredTreatments?: Record<string, string[]>;
  b2bTreatments?: Record<string, string[]>;
}

const WORK_PERIOD_FLAGS = {
  weekdays: 'workWeekdays',
  weekends: 'workWeekends',
  mornings: 'workMornings',
  afternoons: 'workAfternoons',
  evenings: 'workEvenings',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The region's scheduling calendars in file order (validated by the region schema at start). */
export function schedulingCalendars(region: ResolvedRegion): [string, SchedulingCalendar][] {
  const value = region.keyValues.schedulingCalendars;
  if (!isRecord(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, SchedulingCalendar] => isRecord(entry[1]));
}

export function limitedOnboardingData(region: ResolvedRegion): LimitedOnboardingData | null {
  const value = region.keyValues.limitedOnboarding;
  return isRecord(value) ? (value as unknown as LimitedOnboardingData) : null;
}

export function onboardingSwitches(region: ResolvedRegion): OnboardingSwitches {
  return {
    newSignupFlowEnabled: region.keyValues.newSignupFlowEnabled,
    onboardingButtonMasterEnabled: region.keyValues.onboardingButtonMasterEnabled,
    onboardingButtonRestricted: region.keyValues.onboardingButtonRestricted,
  };
}

/** Treatment codes the city takes bookings for now (its allowed groups of the country catalogue). */
export function availableTreatments(region: ResolvedRegion): Set<string> {
  const specialities = (region.catalogues as OnboardingCatalogues).specialities ?? {};
  return new Set(region.keyValues.allowedVerticalGroups.flatMap((group) => specialities[group] ?? []));
}

/**
 * The built-in calendars (slot verticals) a set of treatments can be onboarded through in this
 * region: those whose onboardable specialities include a treatment the city takes now. A
 * business-only or not-auto-onboardable applicant has none (vertical status 1 or 3).
 */
export function onboardableCalendars(region: ResolvedRegion, treatments: readonly string[]): string[] {
  const available = availableTreatments(region);
  const current = treatments.filter((t) => available.has(t));
  return schedulingCalendars(region)
    .filter(([, calendar]) => calendar.onboardableSpecialities.some((s) => current.includes(s)))
    .map(([key]) => key);
}

export interface ApplicantOnboarding {
  /** The applicant's treatments (the application's, else the worker's specialities). */
  treatments: string[];
  /** Vertical slugs of those treatments (massage, yoga, personal-training...), via the catalogues. */
  verticals: string[];
  verticalStatus: VerticalStatus;
  /** An interview (onboarding appointment) is booked. */
  interviewBooked: boolean;
  onboardingButton: boolean;
  /** The limited-demand rule holds: the limited-onboarding calendar applies (whether or not the popup was seen). */
  limitedDemand: boolean;
  /** The popup is to be shown now: the rule holds and the applicant has not acknowledged it yet. */
  limitedDemandPopup: boolean;
  /** The slot verticals this applicant may book (limited-calendar verticals when limitedDemand). */
  bookableVerticals: string[];
  /** The vertical whose calendar the booking link opens (null when none applies). */
  onboardingVertical: string | null;
  bookingLink: string;
  /** The region lets this applicant book an onboarding in the built-in calendar now (ignoring an existing booking). */
  bookingOpen: boolean;
}

/** Vertical slugs of a set of treatments (VERTICAL_FITNESS has no slug and is left out). */
export function verticalSlugs(region: ResolvedRegion, treatments: readonly string[]): string[] {
  const catalogues = region.catalogues as OnboardingCatalogues;
  const codes = new Set(verticalsForTreatments(treatments, catalogues));
  return (catalogues.verticals ?? []).filter((v) => codes.has(v.code) && v.slug).map((v) => v.slug as string);
}

export function workPeriods(worker: SessionWorker): string[] {
  const application = worker.application;
  if (!application) return [];
  return (Object.entries(WORK_PERIOD_FLAGS) as [string, keyof typeof application][])
    .filter(([, column]) => application[column] === true)
    .map(([period]) => period);
}

/** The journey stages in which an applicant books their onboarding (the almost-there page and after it). */
export function inBookingStage(region: ResolvedRegion, worker: SessionWorker): boolean {
  if (worker.studentAccount || !worker.application) return false;
  const progress = applicationProgress(workerJson(worker, worker.application), { newSignupFlow: region.keyValues.newSignupFlowEnabled });
  return progress === APPLICATION_PROGRESS.NOT_STARTED || progress === APPLICATION_PROGRESS.BASIC_INFO || progress === APPLICATION_PROGRESS.AGREEMENT;
}

export function applicantOnboarding(
  region: ResolvedRegion,
  worker: SessionWorker,
  opts: { limitedDemandPopupSeen: boolean },
): ApplicantOnboarding {
  const application = worker.application;
  const treatments = application?.treatments.length ? [...application.treatments] : [...worker.specialities];
  const catalogues = region.catalogues as OnboardingCatalogues;
  const verticals = verticalSlugs(region, treatments);
  const calendars = schedulingCalendars(region);
  const status = verticalStatus(treatments, {
    verticalsFlowEnabled: region.keyValues.onboardingVerticalsFlowEnabled,
    specialities: catalogues.specialities ?? {},
    allowedVerticalGroups: region.keyValues.allowedVerticalGroups,
    b2bTreatments: catalogues.b2bTreatments ?? {},
    schedulingCalendars: Object.fromEntries(calendars),
  });
  const interviewBooked = Boolean(application?.interviewDateId || application?.interviewDate);
  const switches = onboardingSwitches(region);
  const applicant = { gender: worker.gender, experience: worker.experience };

  const limitedData = limitedOnboardingData(region);
  const limitedDemand = showLimitedDemandPopup(
    { verticals, treatments, periods: workPeriods(worker), gender: worker.gender },
    limitedData,
    region.keyValues.limitedDemandPopupEnabled,
    region.keyValues.targetVerticals,
  );

  const bookableVerticals = limitedDemand ? verticals : onboardableCalendars(region, treatments);
  const onboardingVertical = bookableVerticals[0] ?? null;
  const generalLink = calendars.find(([key]) => key === onboardingVertical)?.[1].bookingLink ?? '';

  // With the new sign-up flow the button is the way in (restricted flag included); otherwise
  // the scheduling-calendar flow embeds the calendar on the page (FR-PARIS).
  const calendarFlow = region.keyValues.schedulingCalendarFlowEnabled;
  const allowedByButtonRule = switches.newSignupFlowEnabled
    ? showOnboardingButton({ ...applicant, interviewBooked: false }, switches)
    : calendarFlow;
  const bookingOpen = calendarFlow && allowedByButtonRule && bookableVerticals.length > 0 && inBookingStage(region, worker);

  return {
    treatments,
    verticals,
    verticalStatus: status,
    interviewBooked,
    onboardingButton: showOnboardingButton({ ...applicant, interviewBooked }, switches),
    limitedDemand,
    limitedDemandPopup: limitedDemand && !opts.limitedDemandPopupSeen,
    bookableVerticals,
    onboardingVertical,
    bookingLink: onboardingBookingLink(limitedDemand, limitedData, generalLink),
    bookingOpen,
  };
}

/**
 * An onboarding session is offered to this applicant and not booked yet: until it is, the
 * application stays at basic info (engine/rules/application-stage.ts).
 */
export function onboardingBookingPending(region: ResolvedRegion, worker: SessionWorker): boolean {
  if (worker.studentAccount || worker.active || !worker.application) return false;
  const onboarding = applicantOnboarding(region, worker, { limitedDemandPopupSeen: true });
  return onboarding.bookingOpen && !onboarding.interviewBooked;
}
