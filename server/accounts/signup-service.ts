/**
 * POST /api/signup: a practitioner (the W§3 sign-up payload) or a student (R§3, studentAccount
 * true). Before anything is stored the payload is mapped back to the answers of the city's
 * composed form and validated with it, so the server applies exactly the rules the browser
 * showed (engine/signup/signup-payload.ts). Worker, application and referral are written in
 * one transaction.
 */
import { eq } from 'drizzle-orm';
import type { SignupPayload as ApiSignupPayload } from '../../engine/generated/api/signup-payload';
import type { StudentSignupPayload } from '../../engine/generated/api/student-signup-payload';
import type { LanguageId, ResolvedRegion } from '../../engine/regions/types';
import { verticalsForTreatments } from '../../engine/rules/verticals';
import { normalizePostcode } from '../../engine/forms/postcode';
import {
  failReasonAtSignup,
  signupFormFromPayload,
  type SignupContext,
  type SignupPayload,
} from '../../engine/signup/signup-payload';
import type { ErrorDetail } from '../../engine/validation/error-codes';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { partnerships, referrals, workerApplications, workers } from '../platform/db/schema';
import { hashPassword } from '../platform/auth/password';
import { loadSessionWorker, type SessionWorker } from '../platform/auth/session-service';
import { emailAlreadyUsed } from './account-errors';
import { assertApiShape, validationFailed } from '../platform/api/payload-validation';
import { submissionRefused } from '../platform/forms/form-version-refusal';
import { findWorkerByEmail, newReferralCode } from './worker-lookup';
import { isUniqueViolation } from '../platform/db/unique-violation';
import { recordMilestones } from '../insights/milestones';

export type SignupDeps = Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>;

export interface SignupOptions {
  /** The visitor's language (cookie / Accept-Language), for the account's portal language. */
  language?: LanguageId | null;
  /** The version of the composed form the answers were filled in on (X-Form-Version), if the page said. */
  formVersion?: string | null;
}

function unknownCity() {
  return validationFailed([{ path: '/city_id', code: 'FORM_ERROR_INVALID_OPTION' }]);
}

export async function signUp(deps: SignupDeps, body: unknown, opts: SignupOptions = {}): Promise<SessionWorker> {
  const isStudent = typeof body === 'object' && body !== null && (body as { studentAccount?: unknown }).studentAccount === true;
  return isStudent ? signUpStudent(deps, body, opts) : signUpWorker(deps, body, opts);
}

/** First and last name of the sign-up's `name` (the last word is the last name where the city asks it). */
export function splitName(name: string, asksLastName: boolean): { firstName: string; lastName: string | null } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const at = asksLastName ? trimmed.lastIndexOf(' ') : trimmed.indexOf(' ');
  if (at <= 0) return { firstName: trimmed, lastName: null };
  return { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) };
}

async function signUpWorker(deps: SignupDeps, body: unknown, opts: SignupOptions): Promise<SessionWorker> {
  const { db, regions, forms } = deps;
  const payload = assertApiShape<ApiSignupPayload>('signup-payload', body);
  if (!regions.set.cities.has(payload.city_id)) throw unknownCity();
  const composed = await forms.compose('signup', { city_id: payload.city_id });
  const region = regions.resolve({ city_id: payload.city_id });
  const catalogues = region.catalogues as SignupContext['catalogues'];
  const asksLastName = Object.prototype.hasOwnProperty.call(composed.schema.properties ?? {}, 'lastName');

  // The API schema allows leaving answers out; the engine's mapping reads what is there.
  const { data, unknownTreatments } = signupFormFromPayload(payload as unknown as SignupPayload, { catalogues, asksLastName });
  const result = forms.validate(composed, data);
  const details: ErrorDetail[] = result.valid ? [] : [...result.details];
  if (unknownTreatments.length) details.push({ path: '/application/treatments', code: 'FORM_ERROR_INVALID_OPTION' });
  if (details.length) throw submissionRefused(details, opts.formVersion, [composed]);

  // The form guarantees these answers in every scope that reaches here.
  const email = (payload.email ?? '').trim();
  const password = payload.password ?? '';
  const application = payload.application ?? {};

  if (await findWorkerByEmail(db, email)) throw emailAlreadyUsed();

  let referrerWorkerId: string | null = null;
  if (payload.referralCode?.trim()) {
    const [referrer] = await db
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.referralCode, payload.referralCode.trim().toUpperCase()))
      .limit(1);
    if (!referrer) throw validationFailed([{ path: '/referralCode', code: 'REFERRAL_CODE_UNKNOWN' }], 'No practitioner has this referral code.');
    referrerWorkerId = referrer.id;
  }

  let partnershipId: string | null = null;
  if (payload.partnership_id) {
    // A stale campaign link must not block a sign-up: an unknown partner is simply not recorded.
    const [partnership] = await db.select({ id: partnerships.id }).from(partnerships).where(eq(partnerships.id, payload.partnership_id)).limit(1);
    partnershipId = partnership?.id ?? null;
  }

  const now = deps.clock();
  const treatments = (application.treatments ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const name = (payload.name ?? '').trim().replace(/\s+/g, ' ');
  const { firstName, lastName } = splitName(name, asksLastName);
  // A compliance switch off: the acceptance is not asked, so no time is recorded (R§5).
  const accepted = (switchedOn: boolean, value: string | null | undefined) => (switchedOn && value ? now : null);
  const passwordHash = await hashPassword(password);

  const workerId = await insertAccount(db, async (tx) => {
    const [row] = await tx
      .insert(workers)
      .values({
        email,
        passwordHash,
        name,
        firstName,
        lastName,
        mobile: payload.mobile?.trim() || null,
        gender: typeof payload.male === 'boolean' ? (payload.male ? 'male' : 'female') : null,
        male: payload.male ?? null,
        language: payload.language ?? null,
        languageId: opts.language ?? portalLanguage(region),
        cityId: payload.city_id,
        countryId: region.scope.country_id,
        experience: payload.experience ?? null,
        residentialPostcode: payload.residentialAddress?.postcode ? normalizePostcode(payload.residentialAddress.postcode) || null : null,
        specialities: treatments,
        verticalIds: verticalsForTreatments(treatments, catalogues),
        referralCode: await newReferralCode(tx, firstName),
        lastAcceptedTermsAndConditionsAt: accepted(region.keyValues.termsAndConditionsAcceptanceEnabled, payload.lastAcceptedTermsAndConditionsAt),
        lastAcceptedMarketingCommunicationsAt: accepted(
          region.keyValues.marketingCommunicationsAcceptanceEnabled,
          payload.lastAcceptedMarketingCommunicationsAt,
        ),
        createdAt: now,
      })
      .returning({ id: workers.id });
    await tx.insert(workerApplications).values({
      workerId: row.id,
      status: 'submitted',
      treatments,
      certification: application.certification ?? null,
      selfEmployed: application.selfEmployed ?? null,
      insured: application.insured ?? null,
      transportMode: application.transportMode ?? null,
      referer: application.referer ?? null,
      utmFirst: application.utmFirst ?? null,
      utmLast: application.utmLast ?? null,
      workWeekdays: application.workWeekdays === 'true',
      workWeekends: application.workWeekends === 'true',
      workMornings: application.workMornings === 'true',
      workAfternoons: application.workAfternoons === 'true',
      workEvenings: application.workEvenings === 'true',
      licenceNumber: payload.licenseNumber?.trim() || null,
      hoursOfExperience: application.hoursOfExperience ?? null,
      lastScreeningQuestionnaireFailReason: failReasonAtSignup(
        application.hoursOfExperience,
        region.keyValues.minimumHoursOfExperience,
      ),
      referrerWorkerId,
      partnershipId,
      createdAt: now,
    });
    if (referrerWorkerId) {
      await tx.insert(referrals).values({
        referrerWorkerId,
        refereeWorkerId: row.id,
        name: firstName,
        stage: 0,
        status: 'submitted',
        createdAt: now,
      });
    }
    return row.id;
  });
  await recordMilestones(deps, workerId, now);
  return (await loadSessionWorker(db, workerId)) as SessionWorker;
}

async function signUpStudent(deps: SignupDeps, body: unknown, opts: SignupOptions): Promise<SessionWorker> {
  const { db, regions, forms } = deps;
  const payload = assertApiShape<StudentSignupPayload>('student-signup-payload', body);
  const cityEntry = regions.set.cities.get(payload.city_id);
  if (!cityEntry) throw unknownCity();
  const countryId = cityEntry.data.scope.country_id;
  // The city's composition: its schools, as the page offered them once the city was chosen (issue 27).
  const composed = await forms.compose('student-signup', { city_id: payload.city_id });
  const data: Record<string, unknown> = {};
  for (const key of ['email', 'password', 'school', 'otherSchool', 'city_id', 'language'] as const) {
    const value = payload[key];
    if (value !== undefined && value !== null && value !== '') data[key] = value;
  }
  const result = forms.validate(composed, data);
  if (!result.valid) throw submissionRefused(result.details, opts.formVersion, [composed]);

  const email = (payload.email ?? '').trim();
  if (await findWorkerByEmail(db, email)) throw emailAlreadyUsed();
  const region = regions.resolve({ city_id: payload.city_id });
  const now = deps.clock();
  const passwordHash = await hashPassword(payload.password ?? '');
  const school = payload.school ?? null;

  const workerId = await insertAccount(db, async (tx) => {
    const [row] = await tx
      .insert(workers)
      .values({
        email,
        passwordHash,
        studentAccount: true,
        languageId: (payload.language as LanguageId | undefined) ?? opts.language ?? portalLanguage(region),
        cityId: payload.city_id,
        countryId,
        createdAt: now,
      })
      .returning({ id: workers.id });
    // A student is not an applicant: the row keeps the school and where the sign-up came from.
    await tx.insert(workerApplications).values({
      workerId: row.id,
      status: 'pending',
      school,
      otherSchool: school === 'other' ? payload.otherSchool?.trim() || null : null,
      referer: payload.application?.referer ?? null,
      utmFirst: payload.application?.utmFirst ?? null,
      utmLast: payload.application?.utmLast ?? null,
      createdAt: now,
    });
    return row.id;
  });
  return (await loadSessionWorker(db, workerId)) as SessionWorker;
}

function portalLanguage(region: ResolvedRegion): LanguageId {
  return region.city?.heroLanguage_id ?? region.country?.defaultLanguage ?? 'en_GB';
}

/** One transaction; the unique index on lower(email) settles two simultaneous sign-ups with the same address. */
async function insertAccount(db: Database, write: (tx: Database) => Promise<string>): Promise<string> {
  try {
    return await db.transaction(async (tx) => write(tx));
  } catch (err) {
    if (isUniqueViolation(err, 'workers_email_lower_unique')) throw emailAlreadyUsed();
    throw err;
  }
}
