import { describe, expect, it } from 'vitest';
import {
  COMPETENCY_TEST_STAGE as S,
  competencyTestPollOutcome,
  competencyTestStageOnLoad,
  screeningVerdict,
  type ScreeningApplication,
} from '../../../engine/rules/competency-test';
import { VERTICAL_STATUS as V, verticalStatus, type VerticalStatusRegion } from '../../../engine/rules/vertical-status';
import { onboardingBookingLink, showLimitedDemandPopup, showOnboardingButton } from '../../../engine/rules/onboarding';
import { realRegions } from '../forms/region-fixture';
import { resolveRegion } from '../../../engine/regions/resolve';

const app = (changes: Partial<ScreeningApplication>): ScreeningApplication => ({
  status: 'submitted',
  lastSubmittedScreeningQuestionnaireAt: null,
  lastScreeningQuestionnaireFailReason: null,
  ...changes,
});

describe('competency test stages (W§4)', () => {
  it('on load: submitted → pre-screening, in-review with answers → processing, without → started not completed', () => {
    expect(competencyTestStageOnLoad(app({ status: 'submitted' }))).toBe(S.PRE_SCREENING);
    expect(competencyTestStageOnLoad(app({ status: 'in-review', lastSubmittedScreeningQuestionnaireAt: '2026-11-22T10:00:00Z' }))).toBe(S.PROCESSING);
    expect(competencyTestStageOnLoad(app({ status: 'in-review' }))).toBe(S.STARTED_NOT_COMPLETED);
    expect(competencyTestStageOnLoad(app({ status: 'pending' }))).toBe(S.FORM);
    expect(competencyTestStageOnLoad(app({ status: 'declined', lastScreeningQuestionnaireFailReason: 'Low score' }))).toBe(S.FAILED_LOW_SCORE);
    expect(competencyTestStageOnLoad(app({ status: 'declined', lastScreeningQuestionnaireFailReason: 'Not enough experience' }))).toBe(
      S.FAILED_NOT_ENOUGH_EXPERIENCE,
    );
  });

  it('polling: a pass goes to almost there, a fail shows its reason, the timeout says try later', () => {
    expect(competencyTestPollOutcome(app({ status: 'interview' }), 5000, 20000)).toEqual({ kind: 'pass', path: '/almost-there?passed=true' });
    expect(competencyTestPollOutcome(app({ status: 'declined', lastScreeningQuestionnaireFailReason: 'Low score' }), 5000, 20000)).toEqual({
      kind: 'stage',
      stage: S.FAILED_LOW_SCORE,
    });
    expect(competencyTestPollOutcome(app({ status: 'in-review' }), 15000, 20000)).toEqual({ kind: 'stage', stage: S.PROCESSING });
    expect(competencyTestPollOutcome(app({ status: 'in-review' }), 20000, 20000)).toEqual({ kind: 'stage', stage: S.RESULTS_NOT_READY });
  });

  it('verdict: strictly above the region minimum passes; not enough experience declines whatever the score', () => {
    expect(screeningVerdict(16, 14, null)).toEqual({ status: 'interview' });
    expect(screeningVerdict(14, 14, null)).toEqual({ status: 'declined', failReason: 'Low score' });
    expect(screeningVerdict(1, 0, null)).toEqual({ status: 'interview' });
    expect(screeningVerdict(0, 0, null)).toEqual({ status: 'declined', failReason: 'Low score' });
    expect(screeningVerdict(20, 14, 'Not enough experience')).toEqual({ status: 'declined', failReason: 'Not enough experience' });
  });
});

describe('almost-there vertical status (W§4)', () => {
  async function region(city_id: string): Promise<VerticalStatusRegion> {
    const r = resolveRegion(await realRegions(), { city_id }, 'production');
    return {
      verticalsFlowEnabled: r.keyValues.onboardingVerticalsFlowEnabled,
      specialities: r.catalogues.specialities as Record<string, string[]>,
      allowedVerticalGroups: r.keyValues.allowedVerticalGroups as string[],
      b2bTreatments: r.catalogues.b2bTreatments as Record<string, string[]>,
      schedulingCalendars: r.keyValues.schedulingCalendars as VerticalStatusRegion['schedulingCalendars'],
    };
  }

  it('gives each of the five statuses for London treatments', async () => {
    const london = await region('UK-LONDON');
    expect(verticalStatus([], london)).toBe(V.DEFAULT);
    expect(verticalStatus(['SPECIALITY_SWEDISH_MASSAGE'], london)).toBe(V.AUTO_ONBOARDABLE);
    expect(verticalStatus(['SPECIALITY_CHAIR_MASSAGE'], london)).toBe(V.BUSINESS_ONLY);
    expect(verticalStatus(['SPECIALITY_CLINICAL_MASSAGE'], london)).toBe(V.NOT_AUTO_ONBOARDABLE);
  });

  it('says none is available where the city takes no bookings for those treatments', async () => {
    expect(verticalStatus(['SPECIALITY_CLASSIC_FACIAL'], await region('UK-BIRMINGHAM'))).toBe(V.NONE_AVAILABLE);
    expect(verticalStatus(['SPECIALITY_SWEDISH_MASSAGE'], await region('UK-BIRMINGHAM'))).toBe(V.AUTO_ONBOARDABLE);
  });

  it('is the default status 0 for every treatment where onboarding by verticals is off (AT; R§9: on in FR and UK)', async () => {
    const london = await region('UK-LONDON');
    const off = { ...london, verticalsFlowEnabled: false };
    for (const treatment of ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_CHAIR_MASSAGE', 'SPECIALITY_CLINICAL_MASSAGE', 'SPECIALITY_UNICORN_RIDING']) {
      expect(verticalStatus([treatment], off), treatment).toBe(V.DEFAULT);
    }
    const vienna = await region('AT-VIENNA');
    expect(vienna.verticalsFlowEnabled).toBe(false);
    expect(verticalStatus(['SPECIALITY_SWEDISH_MASSAGE'], { ...vienna, allowedVerticalGroups: ['massage'] })).toBe(V.DEFAULT);
    expect(verticalStatus(['SPECIALITY_SWEDISH_MASSAGE'], { ...vienna, allowedVerticalGroups: ['massage'], verticalsFlowEnabled: true })).not.toBe(V.DEFAULT);
  });
});

describe('onboarding button and limited-demand popup (W§4, R§4, R§6)', () => {
  const on = { newSignupFlowEnabled: true, onboardingButtonMasterEnabled: true, onboardingButtonRestricted: false };
  const applicant = { gender: 'male', experience: '1-5', interviewBooked: false };

  it('shows the button with the new flow and the master flag, until an interview is booked', () => {
    expect(showOnboardingButton(applicant, on)).toBe(true);
    expect(showOnboardingButton(applicant, { ...on, newSignupFlowEnabled: false })).toBe(false);
    expect(showOnboardingButton(applicant, { ...on, onboardingButtonMasterEnabled: false })).toBe(false);
    expect(showOnboardingButton({ ...applicant, interviewBooked: true }, on)).toBe(false);
  });

  it('under the restricted flag, only for women or 5+ years of experience', () => {
    const restricted = { ...on, onboardingButtonRestricted: true };
    expect(showOnboardingButton(applicant, restricted)).toBe(false);
    expect(showOnboardingButton({ ...applicant, gender: 'female' }, restricted)).toBe(true);
    expect(showOnboardingButton({ ...applicant, experience: '5-plus' }, restricted)).toBe(true);
  });

  it('shows the popup for a London masseur with only low-demand periods and no exception treatment', async () => {
    const london = resolveRegion(await realRegions(), { city_id: 'UK-LONDON' }, 'production');
    const data = london.keyValues.limitedOnboarding as Parameters<typeof showLimitedDemandPopup>[1];
    const enabled = london.keyValues.limitedDemandPopupEnabled as boolean;
    const targets = london.keyValues.targetVerticals;
    const who = { verticals: ['massage'], treatments: ['SPECIALITY_SWEDISH_MASSAGE'], periods: ['weekdays', 'mornings'], gender: 'female' };
    expect(enabled).toBe(true);
    expect(showLimitedDemandPopup(who, data, enabled, targets)).toBe(true);
    // High-demand criteria: an evening or weekend availability.
    expect(showLimitedDemandPopup({ ...who, periods: ['evenings'] }, data, enabled, targets)).toBe(false);
    // Exception treatments (sports, Thai massage) are always wanted.
    expect(showLimitedDemandPopup({ ...who, treatments: ['SPECIALITY_SPORTS_MASSAGE'] }, data, enabled, targets)).toBe(false);
    // A vertical that is not low-demand (facials) means the popup does not apply.
    expect(showLimitedDemandPopup({ ...who, verticals: ['massage', 'facials'] }, data, enabled, targets)).toBe(false);
    expect(showLimitedDemandPopup(who, data, false, targets)).toBe(false);
    // A target vertical of the city is high demand even where limitedOnboarding lists it.
    expect(targets).toEqual(['facials', 'nails']);
    expect(showLimitedDemandPopup(who, data, enabled, [...targets, 'massage'])).toBe(false);
    expect(showLimitedDemandPopup(who, data, enabled, [])).toBe(true);
    expect(onboardingBookingLink(true, data, '/general')).toBe(data!.bookingLink);
    expect(onboardingBookingLink(false, data, '/general')).toBe('/general');
  });
});
