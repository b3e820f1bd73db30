/**
 * The sign-up form's answers and the sign-up payload of W§3 (treatments comma-joined, work
 * flags as the strings "true"/"false", marketing timestamp null when not agreed) are two
 * shapes of the same thing. The browser maps answers to the payload; the server maps the
 * payload back to answers and validates them with the same composed form, so a rule is never
 * checked differently on the two sides.
 */
import type { SignupFormData } from '../generated/forms/signup';
import { normalizedPostcodeAnswer, normalizePostcode } from '../forms/postcode';
import { NOT_ENOUGH_EXPERIENCE } from '../rules/competency-test';
import { verticalsForTreatments, type VerticalEntry } from '../rules/verticals';

type Flag = 'true' | 'false';

export interface SignupApplicationPayload {
  status: 'submitted';
  selfEmployed: boolean | null;
  treatments: string;
  transportMode: 'transit' | 'driving' | null;
  referer: string | null;
  utmFirst: Record<string, string> | null;
  utmLast: Record<string, string> | null;
  lastScreeningQuestionnaireFailReason: string | null;
  workWeekdays: Flag;
  workWeekends: Flag;
  workMornings: Flag;
  workAfternoons: Flag;
  workEvenings: Flag;
  /** Answers W§3 does not list but the sign-up form asks (R§5); kept so the server can re-check them. */
  certification: 'certified' | 'student' | 'not-certified' | null;
  hoursOfExperience: string | null;
  insured: boolean | null;
  massageMenAndWomen: 'yes' | 'no' | null;
  understandMinimumLevelRequired: boolean | null;
}

export interface SignupPayload {
  email: string;
  password: string;
  name: string;
  male: boolean;
  mobile: string;
  city_id: string;
  experience: NonNullable<SignupFormData['experience']> | null;
  language: NonNullable<SignupFormData['language']> | null;
  application: SignupApplicationPayload;
  residentialAddress: { postcode: string | null };
  vertical_ids: string[];
  referralCode: string | null;
  licenseNumber: string | null;
  lastAcceptedTermsAndConditionsAt: string | null;
  lastAcceptedMarketingCommunicationsAt: string | null;
}

export interface SignupContext {
  /** The scope's catalogues (specialities per group, verticals, required-treatment lists). */
  catalogues: {
    specialities?: Record<string, string[]>;
    verticals?: VerticalEntry[];
    requiredTreatments?: Record<string, string[]>;
  };
  /** Under this many hours of practice the application records "Not enough experience" (W§4). */
  minimumHoursOfExperience: number;
  now: Date;
  referer?: string | null;
  utmFirst?: Record<string, string> | null;
  utmLast?: Record<string, string> | null;
}


/** The service areas of the form and the catalogue group each takes its treatments from. */
export const SERVICE_AREA_GROUPS = { massage: 'massage', beauty: 'beauty', osteo: 'medical', fitness: 'fitness' } as const;
type ServiceArea = keyof typeof SERVICE_AREA_GROUPS;
const AREA_FIELDS = {
  massage: 'massageTreatments',
  beauty: 'beautyTreatments',
  osteo: 'osteoTreatments',
  fitness: 'fitnessTreatments',
} as const satisfies Record<ServiceArea, keyof SignupFormData>;

const WORK_FLAGS = {
  weekdays: 'workWeekdays',
  weekends: 'workWeekends',
  mornings: 'workMornings',
  afternoons: 'workAfternoons',
  evenings: 'workEvenings',
} as const;
type WorkPeriod = keyof typeof WORK_FLAGS;

/** Upper bound of each hours-of-practice answer, to compare with the region's minimum. */
const HOURS_UPPER_BOUND: Record<string, number> = { 'under-50': 50, '50-100': 100, '100-200': 200, 'over-200': Infinity };

export function failReasonAtSignup(hoursOfExperience: string | null | undefined, minimumHours: number): string | null {
  if (!hoursOfExperience) return null;
  return (HOURS_UPPER_BOUND[hoursOfExperience] ?? Infinity) <= minimumHours ? NOT_ENOUGH_EXPERIENCE : null;
}

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

const yesNo = (value: string | undefined): boolean | null => (value === undefined ? null : value === 'yes');

export function signupPayloadFromForm(data: SignupFormData, context: SignupContext): SignupPayload {
  const treatments = (Object.keys(AREA_FIELDS) as ServiceArea[])
    .filter((area) => data.serviceAreas?.includes(area))
    .flatMap((area) => data[AREA_FIELDS[area]] ?? []);
  const periods = new Set<string>(data.workPeriods ?? []);
  const flags = Object.fromEntries(
    (Object.entries(WORK_FLAGS) as [WorkPeriod, string][]).map(([period, flag]) => [flag, periods.has(period) ? 'true' : 'false']),
  ) as Record<(typeof WORK_FLAGS)[WorkPeriod], Flag>;
  const now = context.now.toISOString();
  return {
    email: (data.email ?? '').trim(),
    password: data.password ?? '',
    name: [data.firstName, data.lastName].filter((part) => part && part.trim()).map((p) => p!.trim()).join(' '),
    male: data.gender === 'male',
    mobile: (data.mobile ?? '').trim(),
    city_id: data.city_id,
    experience: data.experience ?? null,
    language: data.language ?? null,
    application: {
      status: 'submitted',
      selfEmployed: yesNo(data.selfEmployed),
      treatments: treatments.join(','),
      transportMode: data.transportMode ?? null,
      referer: context.referer ?? null,
      utmFirst: context.utmFirst ?? null,
      utmLast: context.utmLast ?? null,
      lastScreeningQuestionnaireFailReason: failReasonAtSignup(data.hoursOfExperience, context.minimumHoursOfExperience),
      ...flags,
      certification: data.certified ?? null,
      hoursOfExperience: data.hoursOfExperience ?? null,
      insured: yesNo(data.insurance),
      massageMenAndWomen: data.massageMenAndWomen ?? null,
      understandMinimumLevelRequired: data.understandMinimumLevelRequired ?? null,
    },
    residentialAddress: { postcode: data.postcode ? normalizePostcode(data.postcode) || null : null },
    vertical_ids: verticalsForTreatments(treatments, context.catalogues),
    referralCode: data.referralCode?.trim() || null,
    licenseNumber: data.licenceNumber?.trim() || null,
    lastAcceptedTermsAndConditionsAt: data.acceptTerms ? now : null,
    lastAcceptedMarketingCommunicationsAt: data.acceptMarketing ? now : null,
  };
}

export interface FormFromPayload {
  data: Record<string, unknown>;
  /** Treatments no service area of the form offers: refused as such (not silently dropped). */
  unknownTreatments: string[];
}

/**
 * The answers a payload stands for, for validation with the composed sign-up form. Absent
 * answers (null, "false" flags only, unchecked boxes) are left out, so the form's own rules
 * decide whether they were required in this scope.
 */
export function signupFormFromPayload(
  payload: SignupPayload,
  context: Pick<SignupContext, 'catalogues'> & {
    /** Whether the scope's form asks the last name (else `name` is the full name, R§5). */
    asksLastName: boolean;
  },
): FormFromPayload {
  const data: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') data[key] = value;
  };
  const app = payload.application ?? ({} as Partial<SignupApplicationPayload>);
  put('city_id', payload.city_id);
  put('certified', app.certification);
  put('licenceNumber', payload.licenseNumber);
  put('understandMinimumLevelRequired', app.understandMinimumLevelRequired);
  put('language', payload.language);
  put('selfEmployed', app.selfEmployed === null || app.selfEmployed === undefined ? null : app.selfEmployed ? 'yes' : 'no');

  const unknownTreatments: string[] = [];
  const specialities = context.catalogues.specialities ?? {};
  const chosen = typeof app.treatments === 'string' ? app.treatments.split(',').map((t) => t.trim()).filter(Boolean) : [];
  const byArea = new Map<ServiceArea, string[]>();
  for (const treatment of chosen) {
    const area = (Object.keys(SERVICE_AREA_GROUPS) as ServiceArea[]).find((a) => specialities[SERVICE_AREA_GROUPS[a]]?.includes(treatment));
    if (!area) unknownTreatments.push(treatment);
    else byArea.set(area, [...(byArea.get(area) ?? []), treatment]);
  }
  if (byArea.size) put('serviceAreas', [...byArea.keys()]);
  for (const [area, list] of byArea) put(AREA_FIELDS[area], list);
  put('hoursOfExperience', app.hoursOfExperience);

  // The last word is the last name where the scope asks for it; validation only needs presence.
  const name = typeof payload.name === 'string' ? payload.name.trim() : '';
  const split = context.asksLastName ? name.lastIndexOf(' ') : -1;
  put('firstName', split > 0 ? name.slice(0, split) : name);
  put('lastName', split > 0 ? name.slice(split + 1) : null);
  // Validated trimmed (a postcode normalised), as the browser does (engine/forms/trim.ts) and as they are stored.
  put('mobile', trimmed(payload.mobile));
  put('postcode', normalizedPostcodeAnswer(payload.residentialAddress?.postcode));
  put('email', trimmed(payload.email));
  put('password', payload.password);
  put('referralCode', payload.referralCode);
  put('gender', typeof payload.male === 'boolean' ? (payload.male ? 'male' : 'female') : null);
  put('experience', payload.experience);
  put('massageMenAndWomen', app.massageMenAndWomen);
  const periods = (Object.entries(WORK_FLAGS) as [WorkPeriod, keyof SignupApplicationPayload][])
    .filter(([, flag]) => app[flag] === 'true')
    .map(([period]) => period);
  if (periods.length) put('workPeriods', periods);
  put('insurance', app.insured === null || app.insured === undefined ? null : app.insured ? 'yes' : 'no');
  put('transportMode', app.transportMode);
  if (payload.lastAcceptedTermsAndConditionsAt) put('acceptTerms', true);
  if (payload.lastAcceptedMarketingCommunicationsAt) put('acceptMarketing', true);
  return { data, unknownTreatments };
}
