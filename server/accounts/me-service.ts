/**
 * PUT /api/me (W§7): partial worker fields, each part validated with its composed form of the
 * worker's city before anything is stored.
 *
 * - banking: the `bank-details` form (details at /banking/<field>).
 * Who may change which part (an active worker's bank details unless locked, an applicant's
 * almost-there answers, a student's info) is checked by the route (me-update-areas.ts).
 * - residentialAddress, graduationDate, weeklyEarningTarget, application (treatments, school,
 *   otherSchool, comingFrom): the `almost-there` form, merged over the worker's current
 *   answers so the whole form is checked (a school of "other" needs its name); only errors on
 *   the questions the request touched, or on the form as a whole, refuse it (an old answer
 *   the region since changed its mind about does not block an address change).
 * - a student's profile and address: the `student-info` form, merged the same way.
 * - profile.language_id: the portal language, for everyone.
 */
import { eq } from 'drizzle-orm';
import type { MeUpdate } from '../../engine/generated/api/me-update';
import type { ComposedForm } from '../../engine/forms/compose';
import { normalizedPostcodeAnswer } from '../../engine/forms/postcode';
import { verticalsForTreatments, type VerticalEntry } from '../../engine/rules/verticals';
import { SERVICE_AREA_GROUPS } from '../../engine/signup/signup-payload';
import { ddMmYyyyToIsoDate, isoDateToDdMmYyyy } from '../../engine/validation/dates';
import type { ErrorDetail } from '../../engine/validation/error-codes';
import { normalizeBic, normalizeIban } from '../../engine/validation/iban';
import { workerApplications, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { loadSessionWorker, type SessionWorker } from '../platform/auth/session-service';
import { assertApiShape } from '../platform/api/payload-validation';
import { submissionRefused } from '../platform/forms/form-version-refusal';
import { workerRegion, workerScope } from '../platform/workers/worker-region';
import { recordMilestones } from '../insights/milestones';

type WorkerUpdate = Partial<typeof workers.$inferInsert>;
type ApplicationUpdate = Partial<typeof workerApplications.$inferInsert>;
type Answers = Record<string, unknown>;

interface Catalogues {
  specialities?: Record<string, string[]>;
  verticals?: VerticalEntry[];
  requiredTreatments?: Record<string, string[]>;
}

type ServiceArea = keyof typeof SERVICE_AREA_GROUPS;
const SERVICE_AREAS = Object.keys(SERVICE_AREA_GROUPS) as ServiceArea[];
const AREA_FIELD: Record<ServiceArea, string> = {
  massage: 'massageTreatments',
  beauty: 'beautyTreatments',
  osteo: 'osteoTreatments',
  fitness: 'fitnessTreatments',
};
const TREATMENT_FIELDS = ['serviceAreas', ...Object.values(AREA_FIELD)];

/** Treatment codes as the service areas and per-area lists of the forms (the catalogue decides the area). */
function treatmentAnswers(treatments: readonly string[], catalogues: Catalogues): { answers: Answers; unknown: string[] } {
  const specialities = catalogues.specialities ?? {};
  const byArea = new Map<ServiceArea, string[]>();
  const unknown: string[] = [];
  for (const treatment of treatments) {
    const area = SERVICE_AREAS.find((a) => specialities[SERVICE_AREA_GROUPS[a]]?.includes(treatment));
    if (area) byArea.set(area, [...(byArea.get(area) ?? []), treatment]);
    else unknown.push(treatment);
  }
  const answers: Answers = {};
  if (byArea.size) answers.serviceAreas = SERVICE_AREAS.filter((a) => byArea.has(a));
  for (const [area, list] of byArea) answers[AREA_FIELD[area]] = list;
  return { answers, unknown };
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function compact(answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => present(value)));
}

/** The first segment of a detail's path: the form question it is about ('' for the form as a whole). */
function questionOf(path: string): string {
  return path.split('/')[1] ?? '';
}

/**
 * Validates `changes` merged over `current` with the composed form. A change to null or ''
 * removes the answer. Returns the details that concern the touched questions or the whole form.
 */
function validateMerged(
  forms: ServerDeps['forms'],
  composed: ComposedForm,
  current: Answers,
  changes: Answers,
  touched: ReadonlySet<string>,
): ErrorDetail[] {
  const asked = composed.schema.properties ?? {};
  const merged: Answers = {};
  for (const [key, value] of Object.entries(current)) {
    // Only questions this scope asks: a stored answer to a question the region now hides is kept, not re-checked.
    if (present(value) && Object.prototype.hasOwnProperty.call(asked, key)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(changes)) {
    if (present(value)) merged[key] = value;
    else delete merged[key];
  }
  const result = forms.validate(composed, merged);
  if (result.valid) return [];
  return result.details.filter((detail) => questionOf(detail.path) === '' || touched.has(questionOf(detail.path)));
}

function unknownFields(prefix: string, keys: string[]): ErrorDetail[] {
  return keys.map((key) => ({ path: `${prefix}/${key}`, code: 'FORM_ERROR_UNKNOWN_FIELD' }));
}

export interface UpdateMeOptions {
  /** The version of the composed form the changes were filled in on (X-Form-Version), if the page said. */
  formVersion?: string | null;
}

export async function updateMe(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>,
  worker: SessionWorker,
  body: unknown,
  opts: UpdateMeOptions = {},
): Promise<SessionWorker> {
  const { db, regions, forms } = deps;
  // The forms the changes were checked with: a refusal names the composition changed when the page filled in another.
  const checkedWith: ComposedForm[] = [];
  const update = assertApiShape<MeUpdate>('me-update', body);
  const scope = workerScope(regions, worker);
  const region = workerRegion(regions, worker);
  const catalogues = region.catalogues as Catalogues;
  const workerSet: WorkerUpdate = {};
  const applicationSet: ApplicationUpdate = {};
  const details: ErrorDetail[] = [];

  const profile = update.profile ?? {};
  if (profile.language_id !== undefined) workerSet.languageId = profile.language_id;
  const studentProfileKeys = (Object.keys(profile) as (keyof typeof profile)[]).filter((k) => k !== 'language_id');

  if (worker.studentAccount) {
    const notForStudents = (['application', 'graduationDate', 'weeklyEarningTarget', 'banking'] as const).filter((k) => update[k] !== undefined);
    details.push(...unknownFields('', notForStudents));
    const address = update.residentialAddress ?? {};
    if (studentProfileKeys.length || Object.keys(address).length) {
      const composed = await forms.compose('student-info', scope);
      checkedWith.push(composed);
      const changes: Answers = {};
      for (const key of studentProfileKeys) changes[key] = typeof profile[key] === 'string' ? (profile[key] as string).trim() : profile[key];
      if (address.address1 !== undefined) changes.streetName = address.address1?.trim();
      if (address.postcode !== undefined) changes.postcode = normalizedPostcodeAnswer(address.postcode);
      if (address.city !== undefined) changes.city = address.city?.trim();
      const current: Answers = {
        firstName: worker.firstName,
        lastName: worker.lastName,
        mobile: worker.mobile,
        streetName: worker.residentialAddress1,
        postcode: worker.residentialPostcode,
        city: worker.residentialCity,
        gender: worker.gender,
        education: worker.education,
        graduationYear: worker.graduationYear,
      };
      details.push(...validateMerged(forms, composed, current, changes, new Set(Object.keys(changes))));
      const merged = { ...current, ...changes };
      const text = (value: unknown) => (present(value) ? String(value) : null);
      if ('firstName' in changes || 'lastName' in changes) {
        workerSet.firstName = text(merged.firstName);
        workerSet.lastName = text(merged.lastName);
        workerSet.name = [merged.firstName, merged.lastName].filter(present).join(' ') || null;
      }
      if ('mobile' in changes) workerSet.mobile = text(merged.mobile);
      if ('gender' in changes) {
        workerSet.gender = text(merged.gender);
        workerSet.male = present(merged.gender) ? merged.gender === 'male' : null;
      }
      if ('education' in changes) workerSet.education = text(merged.education);
      if ('graduationYear' in changes) workerSet.graduationYear = present(merged.graduationYear) ? Number(merged.graduationYear) : null;
      if ('streetName' in changes) workerSet.residentialAddress1 = text(merged.streetName);
      if ('postcode' in changes) workerSet.residentialPostcode = text(merged.postcode);
      if ('city' in changes) workerSet.residentialCity = text(merged.city);
    }
  } else {
    // A practitioner's account details are read-only (W§2 Account: changes go through live chat).
    details.push(...unknownFields('/profile', studentProfileKeys));

    if (update.banking !== undefined) {
      const composed = await forms.compose('bank-details', scope);
      checkedWith.push(composed);
      const banking = Object.fromEntries(Object.entries(update.banking).map(([k, v]) => [k, String(v).trim()]));
      const result = forms.validate(composed, banking);
      if (!result.valid) details.push(...result.details.map((d) => ({ ...d, path: `/banking${d.path}` })));
      if (banking.accountNumber !== undefined) workerSet.bankingAccountNumber = banking.accountNumber;
      if (banking.sortCode !== undefined) workerSet.bankingSortCode = banking.sortCode;
      if (banking.iban !== undefined) workerSet.bankingIban = normalizeIban(banking.iban);
      if (banking.bic !== undefined) workerSet.bankingBic = normalizeBic(banking.bic);
    }

    const application = update.application ?? {};
    const address = update.residentialAddress ?? {};
    const changes: Answers = {};
    const touched = new Set<string>();
    const change = (question: string, value: unknown, alsoTouches: string[] = []) => {
      changes[question] = typeof value === 'string' ? value.trim() : value;
      touched.add(question);
      for (const other of alsoTouches) touched.add(other);
    };
    if (address.address1 !== undefined) change('streetName', address.address1);
    if (address.postcode !== undefined) change('postcode', normalizedPostcodeAnswer(address.postcode));
    if (address.city !== undefined) change('city', address.city);
    if (update.graduationDate !== undefined) change('graduationDate', update.graduationDate);
    if (update.weeklyEarningTarget !== undefined) change('earnings', update.weeklyEarningTarget);
    if (application.school !== undefined) change('school', application.school, ['otherSchool']);
    if (application.otherSchool !== undefined) change('otherSchool', application.otherSchool, ['school']);
    if (application.comingFrom !== undefined) change('comingFrom', application.comingFrom);
    let treatments: string[] | null = null;
    if (application.treatments !== undefined) {
      treatments = [...new Set(application.treatments.map((t) => t.trim()).filter(Boolean))];
      const { answers, unknown } = treatmentAnswers(treatments, catalogues);
      for (const field of TREATMENT_FIELDS) change(field, answers[field]);
      if (unknown.length) details.push({ path: '/application/treatments', code: 'FORM_ERROR_INVALID_OPTION' });
    }

    if (touched.size) {
      const composed = await forms.compose('almost-there', scope);
      checkedWith.push(composed);
      const current: Answers = {
        streetName: worker.residentialAddress1,
        postcode: worker.residentialPostcode,
        city: worker.residentialCity,
        graduationDate: worker.graduationDate ? isoDateToDdMmYyyy(worker.graduationDate) : null,
        school: worker.application?.school,
        otherSchool: worker.application?.otherSchool,
        comingFrom: worker.application?.comingFrom,
        earnings: worker.weeklyEarningTarget,
        ...treatmentAnswers(worker.application?.treatments ?? worker.specialities, catalogues).answers,
      };
      details.push(...validateMerged(forms, composed, compact(current), changes, touched));

      const text = (value: unknown) => (present(value) ? String(value) : null);
      if ('streetName' in changes) workerSet.residentialAddress1 = text(changes.streetName);
      if ('postcode' in changes) workerSet.residentialPostcode = text(changes.postcode);
      if ('city' in changes) workerSet.residentialCity = text(changes.city);
      if (touched.has('streetName') || touched.has('postcode') || touched.has('city')) {
        workerSet.residentialCountry = worker.residentialCountry ?? worker.countryId;
      }
      if ('graduationDate' in changes) {
        workerSet.graduationDate = present(changes.graduationDate) ? ddMmYyyyToIsoDate(String(changes.graduationDate)) : null;
      }
      if ('earnings' in changes) {
        const earnings = present(changes.earnings) ? Number(changes.earnings) : null;
        workerSet.weeklyEarningTarget = earnings;
        applicationSet.earnings = earnings;
      }
      if ('school' in changes) {
        applicationSet.school = text(changes.school);
        // The free-text name belongs to "other" only.
        if (changes.school !== 'other') applicationSet.otherSchool = null;
      }
      if ('otherSchool' in changes && (changes.school ?? worker.application?.school) === 'other') {
        applicationSet.otherSchool = text(changes.otherSchool);
      }
      if ('comingFrom' in changes) applicationSet.comingFrom = text(changes.comingFrom);
      if (treatments) {
        applicationSet.treatments = treatments;
        workerSet.specialities = treatments;
        workerSet.verticalIds = verticalsForTreatments(treatments, catalogues);
      }
    }
  }

  if (details.length) throw submissionRefused(details, opts.formVersion, checkedWith);

  await db.transaction(async (tx) => {
    if (Object.keys(workerSet).length) await tx.update(workers).set(workerSet).where(eq(workers.id, worker.id));
    if (Object.keys(applicationSet).length) {
      if (worker.application) {
        await tx.update(workerApplications).set(applicationSet).where(eq(workerApplications.workerId, worker.id));
      } else {
        await tx.insert(workerApplications).values({ ...applicationSet, workerId: worker.id });
      }
    }
  });
  // Basic information (W§4) is given here: the funnel's step is recorded once the details are in.
  await recordMilestones(deps, worker.id, deps.clock());
  return (await loadSessionWorker(db, worker.id)) as SessionWorker;
}
