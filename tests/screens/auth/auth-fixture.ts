/*
 * What the account screens need in a jsdom test without a server: the forms composed from the
 * real region files, each with the validator module the server would serve for it (the same
 * code, server/platform/forms/validator-module.ts), seeded into the query cache; and a worker as
 * GET /api/me describes one, put into the session query (`['me']`) with their city's configuration.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import type { ConfigResponse } from '../../../engine/generated/api/config-response';
import type { Worker } from '../../../engine/generated/api/session-response';
import { scopeQueryOf, validatorModuleUrl, type ValidatorModule } from '../../../engine/react/use-form-validator';
import { resolveRegion } from '../../../engine/regions/resolve';
import { formVersionOf } from '../../../server/platform/forms/form-version';
import { buildValidatorModule } from '../../../server/platform/forms/validator-module';
import { getComposedFormQueryOptions, getValidatorModuleQueryOptions } from '../../../screens/shared/api/get-composed-form';
import { getConfigQueryOptions } from '../../../screens/shared/api/get-config';
import { setBearerToken } from '../../../screens/shared/session/bearer-token-store';
import { getMeQueryOptions, type MeResponse } from '../../../screens/shared/session/get-me';
import { composeFor, realRegions } from '../../engine/forms/region-fixture';

/** The browser's `import(validator.js)`: the served module text, run as a function (vitest cannot import a URL). */
export async function servedModule(schema: object): Promise<ValidatorModule> {
  const source = await buildValidatorModule(schema);
  const version = /^export const version = (".*");$/m.exec(source)?.[1];
  const body = source.replace(/^export const version = .*;$/m, '').replace(/^export default (.*);$/m, 'return $1;');
  // new Function is the point here (tests only): it runs the served module text.
  return { default: new Function(body)() as ValidatorModule['default'], version: version === undefined ? undefined : (JSON.parse(version) as string) };
}

/** The composed form as GET /api/forms/{formId} answers it: named by its version, as the server names it. */
export function served(composed: ComposedForm): ComposedForm {
  return { ...composed, version: formVersionOf(composed.schema) };
}

export type Scope = { city_id: string; country_id?: never } | { country_id: string; city_id?: never };

/** Seeds the composed form of a scope and its validator module, as GET /api/forms/... would answer. */
export async function seedForm(client: QueryClient, formId: FormId, scope: Scope): Promise<void> {
  const composed = served(await composeFor(formId, scope));
  client.setQueryData(getComposedFormQueryOptions(formId, scope).queryKey, composed);
  client.setQueryData(getValidatorModuleQueryOptions(validatorModuleUrl(formId, scopeQueryOf(scope))).queryKey, await servedModule(composed.schema));
}

/** Seeds GET /api/config of a city from the real region files. */
export async function seedConfig(client: QueryClient, city_id: string): Promise<ConfigResponse> {
  const region: ConfigResponse = resolveRegion(await realRegions(), { city_id }, 'production');
  client.setQueryData(getConfigQueryOptions({ city_id }).queryKey, region);
  return region;
}

/** A worker as the session response carries one; an applicant who just signed up unless told otherwise. */
export function workerFixture(overrides: Partial<Worker> = {}): Worker {
  return {
    id: 'w-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    mobile: '+44 7700 900123',
    gender: 'female',
    male: false,
    language: 'native',
    language_id: 'en_GB',
    city_id: 'UK-LONDON',
    country_id: 'UK',
    education: null,
    experience: '5-plus',
    residentialAddress: { address1: null, postcode: 'N1 9GU', city: null, country: 'UK' },
    active: false,
    verifiedEmail: false,
    signedLatestAgreement: false,
    latestAgreementVersion: null,
    operatorPartner_id: null,
    studentAccount: false,
    graduationDate: null,
    graduationYear: null,
    weeklyEarningTarget: null,
    application: {
      status: 'submitted',
      treatments: ['SPECIALITY_SWEDISH_MASSAGE'],
      certification: 'certified',
      selfEmployed: true,
      insured: null,
      transportMode: 'transit',
      licenceNumber: 'L-1',
      hoursOfExperience: null,
      school: null,
      otherSchool: null,
      comingFrom: null,
      referer: null,
      utmFirst: null,
      utmLast: null,
      workWeekdays: true,
      workWeekends: false,
      workMornings: true,
      workAfternoons: false,
      workEvenings: false,
      interviewDate_id: null,
      interviewDate: null,
      lastSubmittedScreeningQuestionnaireAt: null,
      lastScreeningQuestionnaireResult: null,
      lastScreeningQuestionnaireScore: null,
      lastScreeningQuestionnaireFailReason: null,
      partnership_id: null,
    },
    specialities: [],
    vertical_ids: ['VERTICAL_MASSAGE'],
    pendingDocumentTypes: [],
    insuranceExpiresAt: null,
    lastLocationUpdate: null,
    rating: null,
    referralCode: null,
    profileShareUrl: null,
    bioShort: null,
    bio: null,
    banking: { accountNumber: null, sortCode: null, iban: null, bic: null },
    hideStatements: false,
    hideCommunity: false,
    hideReferral: false,
    hidePartnershipAgreement: false,
    cannotUpdateBankingDetails: false,
    lastAcceptedMarketingCommunicationsAt: null,
    lastAcceptedTermsAndConditionsAt: '2026-01-01T10:00:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An active worker with everything done (W§4 "an active worker ... means done"). */
export function activeWorker(overrides: Partial<Worker> = {}): Worker {
  const base = workerFixture();
  return workerFixture({
    active: true,
    verifiedEmail: true,
    signedLatestAgreement: true,
    latestAgreementVersion: '2026-01',
    residentialAddress: { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' },
    application: base.application && { ...base.application, status: 'successful' },
    ...overrides,
  });
}

/** A student account (R§3) with its basics filled in unless told otherwise. */
export function studentFixture(overrides: Partial<Worker> = {}): Worker {
  return workerFixture({ id: 's-1', email: 'sam@example.com', studentAccount: true, education: 'massage-diploma', application: null, ...overrides });
}

/** The session response of a worker (GET /api/me). */
export function sessionOf(worker: Worker, options: { onboardingBookingPending?: boolean; requestToBookOffered?: boolean } = {}): MeResponse {
  return { worker, city: null, country: null, currency: { textSymbol: '£' }, onboardingBookingPending: options.onboardingBookingPending ?? false, requestToBookOffered: options.requestToBookOffered ?? false };
}

export interface SignInOptions {
  /** The worker's city runs the new sign-up flow (screening test first); true unless told otherwise. */
  newSignupFlow?: boolean;
  /** The session response's `onboardingBookingPending`; false unless told otherwise. */
  onboardingBookingPending?: boolean;
  /** The session response's `requestToBookOffered` (the server's beta-list rule); false unless told otherwise. */
  requestToBookOffered?: boolean;
}

/**
 * Puts a logged-in worker in the client as the root loader would find them: the session
 * (`['me']`) and the configuration of their city from the real region files, with the sign-up
 * flow switch the test asks for.
 */
export async function signInAs(client: QueryClient, worker: Worker, options: SignInOptions = {}): Promise<void> {
  client.setQueryData(getMeQueryOptions().queryKey, sessionOf(worker, options));
  if (worker.city_id && !worker.studentAccount) {
    const region = resolveRegion(await realRegions(), { city_id: worker.city_id }, 'production');
    const keyValues = { ...region.keyValues, newSignupFlowEnabled: options.newSignupFlow ?? true };
    client.setQueryData(getConfigQueryOptions({ city_id: worker.city_id }).queryKey, { ...region, keyValues });
  }
}

/** Nothing of a previous test's session is left in this tab's memory (a native app's bearer token). */
export function forgetBearerToken(): void {
  setBearerToken(null);
}
