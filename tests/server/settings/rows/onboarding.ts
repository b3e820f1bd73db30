/**
 * The application's journey (W§4, R§4, R§6): the screening test's verdict, the test stage of the
 * new sign-up flow, and what the almost-there page offers (GET /api/me/vertical-status: the
 * vertical status, the onboarding button, the limited-demand popup, the calendar). Each probe is
 * a new applicant signed up through the API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SignupFormData } from '../../../../engine/generated/forms/signup';
import type { VerticalStatusResponse } from '../../../../engine/generated/api/vertical-status-response';
import competencyTest from '../../../../schemas/forms/competency-test.schema.json';
import { londonMasseuse, parisMasseuse, signUpApplicant, signUpPastTest } from '../../applicant-fixtures';
import { me, sendAnswers, startTest, testAnswers } from '../../screening/applicants';
import { row, type ProbeContext } from '../server-row';

const REGIONS = path.join(import.meta.dirname, '..', '..', '..', '..', 'regions');
const regionFile = (name: string) => JSON.parse(readFileSync(path.join(REGIONS, name), 'utf8')) as { keyValues: Record<string, unknown> };

/**
 * What the almost-there page shows an applicant past the test with these answers. The answer is
 * computed from the region at each request, so one applicant per set of answers serves every row.
 */
async function verticalStatus(ctx: ProbeContext, answers: Partial<SignupFormData>): Promise<VerticalStatusResponse> {
  const applicant = await ctx.once(`past the test: ${JSON.stringify(answers)}`, () => signUpPastTest(ctx.app, answers));
  const res = await ctx.app.inject({ url: '/api/me/vertical-status', headers: applicant.headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/me/vertical-status: ${res.statusCode} ${res.body}`);
  return res.json() as VerticalStatusResponse;
}

/** Paris's masseuse with a fresh e-mail address each time. */
function parisApplicant(): Partial<SignupFormData> {
  const answers: Partial<SignupFormData> = { ...parisMasseuse };
  delete answers.email;
  return answers;
}

/** The fixtures' London masseuse (Swedish massage, weekdays only: low demand in London), with a fresh e-mail address. */
const weekdayMasseuse: Partial<SignupFormData> = { workPeriods: londonMasseuse.workPeriods };

/** A London masseuse (Swedish massage) who works weekends: high demand, calendar-onboardable (status 2). */
const weekendMasseuse: Partial<SignupFormData> = { workPeriods: ['weekends'] };

/**
 * A new London applicant takes the test with 8 of the 10 questions right (the answers the real
 * answer key rewards with 2 points each: 16) and the scoring job runs: the status it leaves.
 */
function screeningVerdict(ctx: ProbeContext): Promise<string | undefined> {
  // Once per region set served: the two screening rows share the real set's verdict.
  return ctx.once(`screening verdict with ${ctx.app.regions.hash}`, () => takeTheTest(ctx));
}

async function takeTheTest(ctx: ProbeContext): Promise<string | undefined> {
  const answers = await ctx.once('screening answers of the real key', async () => (await testAnswers(ctx.app, 'UK-LONDON')).withCorrect(8));
  const applicant = await signUpApplicant(ctx.app, { workPeriods: ['weekends'] });
  const started = await startTest(ctx.app, { ...applicant, email: '' });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const sent = await sendAnswers(ctx.app, { ...applicant, email: '' }, answers);
  if (sent.statusCode !== 202) throw new Error(`answers: ${sent.statusCode} ${sent.body}`);
  await ctx.app.screeningJobs.runScheduledNow();
  return (await me(ctx.app, { ...applicant, email: '' })).worker.application?.status;
}

/** The real answer key with the points of the first four questions moved to another answer: the same answers score 8 less. */
function answerKeyWithFourMoved(): Record<string, Record<string, number>> {
  const key = structuredClone(regionFile('defaults.json').keyValues.screeningTestAnswerKey) as Record<string, Record<string, number>>;
  const options = competencyTest.properties as Record<string, { enum?: string[] }>;
  for (const question of Object.keys(options).slice(0, 4)) {
    const right = Object.keys(key[question])[0];
    const other = options[question].enum!.find((option) => option !== right)!;
    key[question] = { [other]: key[question][right] };
  }
  return key;
}

/** UK's calendars with Swedish massage no longer onboarded by the massage calendar. */
function calendarsWithoutSwedish(): Record<string, { onboardableSpecialities: string[] }> {
  const calendars = structuredClone(regionFile('UK.json').keyValues.schedulingCalendars) as Record<string, { onboardableSpecialities: string[] }>;
  calendars.massage.onboardableSpecialities = calendars.massage.onboardableSpecialities.filter((code) => code !== 'SPECIALITY_SWEDISH_MASSAGE');
  return calendars;
}

/** London's limited onboarding with weekday massage work counted as high demand. */
function limitedOnboardingWithWeekdays(): unknown {
  const limited = structuredClone(regionFile('UK-LONDON.json').keyValues.limitedOnboarding) as { verticals: Record<string, { shouldHaveAtLeastOnePeriod: string[] }> };
  limited.verticals.massage.shouldHaveAtLeastOnePeriod = [...limited.verticals.massage.shouldHaveAtLeastOnePeriod, 'weekdays'];
  return limited;
}

export const onboardingRows = [
  row({
    setting: 'minimumScreeningScore',
    says: 'a screening score of 16 passes a minimum of 14, not of 16',
    scope: { city_id: 'UK-LONDON' },
    to: 16,
    probe: screeningVerdict,
    real: 'interview',
    switched: 'declined',
  }),
  row({
    setting: 'screeningTestAnswerKey',
    says: 'the answers are scored by the key: the same answers fail once four of them score nothing',
    scope: { city_id: 'UK-LONDON' },
    to: answerKeyWithFourMoved(),
    probe: screeningVerdict,
    real: 'interview',
    switched: 'declined',
  }),
  row<number | string>({
    setting: 'newSignupFlowEnabled',
    says: 'a new applicant takes the screening test first (the documents wait) only with the new flow',
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => {
      const applicant = await signUpApplicant(ctx.app, weekendMasseuse);
      const res = await ctx.app.inject({ url: '/api/documents', headers: applicant.headers });
      return res.statusCode === 200 ? 200 : (res.json() as { error: string }).error;
    },
    real: 'WRONG_APPLICATION_STAGE',
    switched: 200,
  }),
  row({
    setting: 'onboardingVerticalsFlowEnabled',
    says: 'the almost-there message follows the vertical status only with the verticals flow (else status 0)',
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => (await verticalStatus(ctx, weekendMasseuse)).verticalStatus,
    real: 2,
    switched: 0,
  }),
  row({
    setting: 'onboardingButtonMasterEnabled',
    says: 'the onboarding-booking button shows only with the master flag',
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => (await verticalStatus(ctx, weekendMasseuse)).onboardingButton,
    real: true,
    switched: false,
  }),
  row({
    setting: 'onboardingButtonRestricted',
    says: 'restricted, the button shows to women or 5+ years of experience only',
    scope: { city_id: 'UK-LONDON' },
    to: true,
    probe: async (ctx) => (await verticalStatus(ctx, { ...weekendMasseuse, gender: 'male', experience: '1-5' })).onboardingButton,
    real: true,
    switched: false,
  }),
  row({
    setting: 'limitedDemandPopupEnabled',
    says: 'a London masseuse working weekdays only gets the limited-demand popup where it is on',
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => {
      const body = await verticalStatus(ctx, weekdayMasseuse);
      return { popup: body.limitedDemandPopup, bookingLink: body.bookingLink };
    },
    real: { popup: true, bookingLink: '/almost-there?appointmentType=uk-london-limited-onboarding' },
    switched: { popup: false, bookingLink: '/almost-there?appointmentType=uk-massage' },
  }),
  row({
    setting: 'limitedOnboarding',
    says: 'the periods that make a London masseuse high demand: weekdays added, no popup',
    scope: { city_id: 'UK-LONDON' },
    to: limitedOnboardingWithWeekdays(),
    probe: async (ctx) => (await verticalStatus(ctx, weekdayMasseuse)).limitedDemand,
    real: true,
    switched: false,
  }),
  row({
    setting: 'targetVerticals',
    says: 'an applicant of a target vertical is high demand: massage a target, no popup',
    scope: { city_id: 'UK-LONDON' },
    to: ['facials', 'nails', 'massage'],
    probe: async (ctx) => (await verticalStatus(ctx, weekdayMasseuse)).limitedDemand,
    real: true,
    switched: false,
  }),
  row({
    setting: 'schedulingCalendarFlowEnabled',
    says: 'a Paris applicant books the onboarding in the calendar only where the flow is on',
    scope: { city_id: 'FR-PARIS' },
    to: false,
    probe: async (ctx) => (await verticalStatus(ctx, parisApplicant())).bookingOpen,
    real: true,
    switched: false,
  }),
  row({
    setting: 'schedulingCalendars',
    says: 'the treatments a calendar onboards: Swedish massage left out of it is not auto-onboardable (status 3)',
    scope: { country_id: 'UK' },
    to: calendarsWithoutSwedish(),
    probe: async (ctx) => {
      const body = await verticalStatus(ctx, weekendMasseuse);
      return { verticalStatus: body.verticalStatus, bookingLink: body.bookingLink };
    },
    real: { verticalStatus: 2, bookingLink: '/almost-there?appointmentType=uk-massage' },
    switched: { verticalStatus: 3, bookingLink: '' },
  }),
];
