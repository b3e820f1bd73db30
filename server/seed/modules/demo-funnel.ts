// The insights funnel's demo data (issue 29): a year of applicants in every city open for sign-up, each a light
// workers row (no password: nobody logs in as them) whose application state is where their journey stopped, and
// their application_milestones. Volumes grow over the year, and each step loses people the way a real funnel does
// (a quarter never start the test, most who fail are declined, a few stop before the agreement...). The steps and
// their order come from the engine (stepsReached on the state written), so the seeded rows and what the server
// would record for the same people agree. Deterministic per city and relative to the seeding time; stable ids and
// ON CONFLICT DO NOTHING, so inserting again changes nothing.
import { stepsReached, weekOf, PERSON_STEPS, type PersonStep } from '../../../engine/insights/funnel';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { AppEnv, RegionSet } from '../../../engine/regions/types';
import { formatProblems } from '../../../engine/regions/format-problems';
import type { VerticalEntry } from '../../../engine/rules/verticals';
import { loadRegionDir } from '../../platform/regions/load-region-dir';
import { applicationMilestones, workerApplications, workers } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';
import type { SeedModule } from '../types';
import { regionsDir } from './onboarding-slots';

type WorkerRow = typeof workers.$inferInsert;
type ApplicationRow = typeof workerApplications.$inferInsert;
type MilestoneRow = typeof applicationMilestones.$inferInsert;

export interface FunnelPlan {
  workers: WorkerRow[];
  applications: ApplicationRow[];
  milestones: MilestoneRow[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A postcode in each country's format (its region's postcodePattern), asked at sign-up. */
const POSTCODES: Record<string, string> = { UK: 'E1 6AN', FR: '75011', AT: '1010' };

/** Applicants per city over the year in the demo (the bench asks for more). */
export const DEMO_APPLICANTS_PER_CITY = 200;

/** The chance of going on to each step after the one before, and how long that takes (hours, min and max). */
const NEXT: Record<Exclude<PersonStep, 'signedUp'>, { p: number; hours: [number, number] }> = {
  testStarted: { p: 0.74, hours: [0.05, 48] },
  testPassed: { p: 0.62, hours: [0.2, 1] },
  basicInfoDone: { p: 0.83, hours: [0.5, 96] },
  onboardingBooked: { p: 0.71, hours: [2, 120] },
  agreementSigned: { p: 0.78, hours: [1, 240] },
  active: { p: 0.86, hours: [24, 336] },
};

/** mulberry32: a small deterministic generator, one per city so a city's applicants never change. */
function generator(seedText: string): () => number {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The worker and application columns of someone whose journey stopped at `furthest` (W§4 statuses). */
function stateAt(furthest: PersonStep, declined: boolean, times: Partial<Record<PersonStep, Date>>) {
  const reached = (step: PersonStep) => PERSON_STEPS.indexOf(step) <= PERSON_STEPS.indexOf(furthest);
  const tested = reached('testStarted');
  const passed = reached('testPassed');
  const status: ApplicationRow['status'] = reached('active')
    ? 'successful'
    : reached('agreementSigned') || reached('onboardingBooked')
      ? 'on-boarding'
      : passed
        ? 'interview'
        : tested
          ? declined
            ? 'declined'
            : 'in-review'
          : 'submitted';
  const submittedAt = tested && (passed || declined) ? new Date(times.testStarted!.getTime() + 20 * 60_000) : null;
  return {
    status,
    basicInfo: reached('basicInfoDone'),
    submittedAt,
    result: passed ? 'passed' : declined && tested ? 'failed' : null,
    failReason: declined && tested && !passed ? 'Low score' : null,
    interviewDate: reached('onboardingBooked') ? new Date(times.onboardingBooked!.getTime() + 5 * DAY) : null,
    signed: reached('agreementSigned'),
    active: reached('active'),
  };
}

/** The applicants of one region set over the year before `now`, `perCity` in each city open for sign-up (pure). */
export function plannedFunnel(set: RegionSet, env: AppEnv, now: Date, perCity: number, idPrefix = 'seed-funnel'): FunnelPlan {
  const plan: FunnelPlan = { workers: [], applications: [], milestones: [] };
  for (const [cityId, entry] of set.cities) {
    if (!entry.data.city?.openForSignup) continue;
    const region = resolveRegion(set, { city_id: cityId }, env);
    const countryId = region.scope.country_id ?? cityId.slice(0, 2);
    const verticals = ((region.catalogues.verticals ?? []) as VerticalEntry[]).filter((v) => !v.code.endsWith('_B2B')).map((v) => v.code);
    const newSignupFlow = region.keyValues.newSignupFlowEnabled;
    const random = generator(`${idPrefix}:${cityId}`);
    const between = ([min, max]: [number, number]) => min + (max - min) * random();
    for (let n = 0; n < perCity; n++) {
      const id = `${idPrefix}-${cityId.toLowerCase()}-${n}`;
      // More sign-ups lately (the square root leans towards now): a growing city.
      const createdAt = new Date(now.getTime() - (1 - Math.sqrt(random())) * 365 * DAY - HOUR);
      const times: Partial<Record<PersonStep, Date>> = { signedUp: createdAt };
      let furthest: PersonStep = 'signedUp';
      for (const step of PERSON_STEPS.slice(1) as Exclude<PersonStep, 'signedUp'>[]) {
        const at = new Date(times[furthest]!.getTime() + between(NEXT[step].hours) * HOUR);
        if (random() > NEXT[step].p || at > now) break;
        times[step] = at;
        furthest = step;
      }
      const declined = furthest === 'testStarted' && random() < 0.85;
      const state = stateAt(furthest, declined, times);
      const vertical = verticals.length ? [verticals[Math.floor(random() ** 2 * verticals.length)]] : [];
      plan.workers.push({
        id,
        email: `${id}@applicants.demo.portal.test`,
        name: `Applicant ${n + 1}`,
        firstName: 'Applicant',
        lastName: String(n + 1),
        mobile: state.basicInfo ? `07700${String(900000 + n).slice(-6)}` : null,
        cityId,
        countryId,
        residentialPostcode: POSTCODES[countryId] ?? '',
        residentialAddress1: state.basicInfo ? `${n + 1} High Street` : null,
        residentialCity: state.basicInfo ? (region.city?.name ?? cityId) : null,
        active: state.active,
        verifiedEmail: state.signed,
        signedLatestAgreement: state.signed,
        latestAgreementVersion: state.signed ? `${countryId}-demo` : null,
        verticalIds: vertical,
        createdAt,
      });
      plan.applications.push({
        workerId: id,
        status: state.status,
        lastSubmittedScreeningQuestionnaireAt: state.submittedAt,
        lastScreeningQuestionnaireResult: state.result,
        lastScreeningQuestionnaireFailReason: state.failReason,
        interviewDate: state.interviewDate,
        createdAt,
      });
      // What the engine says this state proves; a step it implies beyond the journey planned (a city without the
      // test) is dated with the furthest step reached.
      const steps = stepsReached(
        {
          name: `Applicant ${n + 1}`,
          mobile: state.basicInfo ? '07700900000' : null,
          active: state.active,
          verifiedEmail: state.signed,
          signedLatestAgreement: state.signed,
          latestAgreementVersion: state.signed ? `${countryId}-demo` : null,
          operatorPartner_id: null,
          residentialAddress: state.basicInfo ? { address1: 'x', postcode: 'x', city: 'x' } : { postcode: 'x' },
          studentAccount: false,
          staff: false,
          application: {
            status: state.status,
            lastSubmittedScreeningQuestionnaireAt: state.submittedAt?.toISOString() ?? null,
            lastScreeningQuestionnaireResult: state.result,
          },
        },
        { newSignupFlow, onboardingBooked: state.interviewDate !== null },
      );
      let last = createdAt;
      for (const step of steps) {
        const at = times[step] && times[step] >= last ? times[step] : last;
        last = at;
        plan.milestones.push({ workerId: id, step, reachedAt: at, cohortWeek: weekOf(createdAt), countryId, cityId, verticalIds: vertical, environment: env });
      }
    }
  }
  return plan;
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Bulk inserts of a plan (also the bench's, at 20 000 applicants). */
export async function insertFunnelPlan(db: Database, plan: FunnelPlan): Promise<void> {
  await insertChunks(plan.workers, 1000, (chunk) => db.insert(workers).values(chunk).onConflictDoNothing());
  await insertChunks(plan.applications, 1000, (chunk) => db.insert(workerApplications).values(chunk).onConflictDoNothing());
  await insertChunks(plan.milestones, 2000, (chunk) => db.insert(applicationMilestones).values(chunk).onConflictDoNothing());
}

export const demoFunnelSeed: SeedModule = {
  name: 'demo-funnel-v1',
  async run(db) {
    const { set, problems } = await loadRegionDir(regionsDir());
    if (!set) throw new Error(`invalid regions:\n${formatProblems(problems)}`);
    const env: AppEnv = process.env.APP_ENV === 'test' ? 'test' : 'production';
    await insertFunnelPlan(db, plannedFunnel(set, env, new Date(), DEMO_APPLICANTS_PER_CITY));
  },
};
