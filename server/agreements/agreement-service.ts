/**
 * The built-in e-signature of the partnership agreement (W§2 /sign-agreement, W§4 Agreement):
 * a signature request (an embedded sign URL, only with a verified e-mail), the signing page's
 * text, the signature with its audit record (who, which version and country, SHA-256 of the
 * text shown, when, from which IP and user agent, the typed name), and the agreement view.
 *
 * A provider adapter would replace createSignatureRequest/openSignatureRequest/signAgreement
 * and call markAgreementSigned from its webhook.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LanguageId } from '../../engine/regions/types';
import { APPLICATION_PROGRESS, applicationProgress, type ApplicationProgress } from '../../engine/rules/application-progress';
import { isLanguageId } from '../../engine/rules/language';
import { toErrorDetails } from '../../engine/validation/error-codes';
import { createAjv } from '../../engine/validation/create-ajv';
import type { Database } from '../db/client';
import { agreementSignatures, workers } from '../db/schema';
import { HttpError } from '../errors';
import type { SessionWorker } from '../auth/session-service';
import { hashToken } from '../auth/tokens';
import { readSessionToken } from '../plugins/auth';
import { requestLanguage, workerLanguage } from '../accounts/account-mail';
import { validationFailed } from '../accounts/api-schemas';
import { workerJson } from '../accounts/worker-json';
import { regionFlag, workerRegion } from '../accounts/worker-region';
import type { RegionsService } from '../plugins/regions';
import { agreementTextSha256, type AgreementCatalogue, type AgreementVersion } from './agreement-catalogue';
import {
  mintSignatureRequestToken,
  readSignatureRequestToken,
  signatureRequestExpiry,
  type SignatureRequestClaims,
} from './signature-request-token';

export const emailNotVerified = () =>
  new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Verify your e-mail address before signing the partnership agreement.');
export const agreementChanged = () =>
  new HttpError(409, 'AGREEMENT_CHANGED', 'The agreement has changed since this page was opened. Read the current version and sign again.');
const agreementNotFound = () => new HttpError(404, 'AGREEMENT_NOT_FOUND', 'There is no partnership agreement for your country yet.');
const requestNotFound = () =>
  new HttpError(404, 'SIGNATURE_REQUEST_NOT_FOUND', 'This signing link is not valid. Open the agreement page again.');
const requestExpired = () =>
  new HttpError(410, 'SIGNATURE_REQUEST_EXPIRED', 'This signing link has expired. Open the agreement page again.');

/** Stages from which an applicant may sign: past the screening test, not declined (W§4). */
const SIGNING_STAGES: ReadonlySet<ApplicationProgress> = new Set([
  APPLICATION_PROGRESS.BASIC_INFO,
  APPLICATION_PROGRESS.AGREEMENT,
  APPLICATION_PROGRESS.DONE,
]);

/** The calendar day (YYYY-MM-DD) in the country: an agreement takes effect at local midnight. */
export function countryToday(regions: RegionsService, countryId: string, now: Date): string {
  let timeZone = 'UTC';
  for (const entry of regions.set.cities.values()) {
    if (entry.data.scope.country_id === countryId && entry.data.city?.timezone) {
      timeZone = entry.data.city.timezone;
      break;
    }
  }
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function workerCountry(app: FastifyInstance, worker: SessionWorker): string | null {
  return worker.countryId ?? workerRegion(app.regions, worker).scope.country_id;
}

/** The version in force for this worker's country, or 404. */
export function latestAgreementFor(app: FastifyInstance, worker: SessionWorker, now: Date): AgreementVersion {
  const countryId = workerCountry(app, worker);
  const latest = countryId ? app.agreements.latest(countryId, countryToday(app.regions, countryId, now)) : null;
  if (!latest) throw agreementNotFound();
  return latest;
}

function assertPractitioner(worker: SessionWorker): void {
  if (worker.studentAccount) throw new HttpError(403, 'WORKER_ONLY', 'The partnership agreement is for practitioners.');
}

function assertSigningStage(app: FastifyInstance, worker: SessionWorker): void {
  const newSignupFlow = regionFlag(workerRegion(app.regions, worker), 'newSignupFlowEnabled');
  const progress = applicationProgress(workerJson(worker, worker.application), { newSignupFlow });
  if (!SIGNING_STAGES.has(progress)) {
    throw new HttpError(409, 'WRONG_STAGE', 'The partnership agreement comes after the screening test.');
  }
}

/** The language to show: the one asked for, else the page's (cookie, Accept-Language), else the profile's. */
export function agreementLanguage(app: FastifyInstance, request: FastifyRequest, worker: SessionWorker, asked?: string): LanguageId {
  if (isLanguageId(asked)) return asked;
  return requestLanguage(request) ?? workerLanguage(app, worker);
}

function sessionKey(request: FastifyRequest): string {
  const token = readSessionToken(request);
  // The routes run behind requireWorker, so a session token is there.
  if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
  return hashToken(token);
}

function signerName(worker: SessionWorker): string {
  const joined = [worker.firstName, worker.lastName].filter((part) => part && part.trim()).join(' ');
  return (worker.name?.trim() || joined).trim();
}

/**
 * Whether the worker signed this version, and when: the audit record, else the worker's own
 * flags (a worker who signed with an earlier provider, imported without a record here).
 */
async function signatureOf(db: Database, worker: SessionWorker, version: string): Promise<{ signed: boolean; signedAt: Date | null }> {
  const [row] = await db
    .select({ signedAt: agreementSignatures.signedAt })
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.workerId, worker.id), eq(agreementSignatures.version, version)))
    .limit(1);
  if (row) return { signed: true, signedAt: row.signedAt };
  return { signed: worker.signedLatestAgreement && worker.latestAgreementVersion === version, signedAt: null };
}

export interface SignatureRequest {
  signURL: { embedded: { sign_url: string } };
  version: string;
  alreadySigned: boolean;
}

/** GET /api/signature-request: the embedded sign URL of the version in force (verified e-mail only). */
export async function createSignatureRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  worker: SessionWorker,
  now: Date = new Date(),
): Promise<SignatureRequest> {
  assertPractitioner(worker);
  assertSigningStage(app, worker);
  if (!worker.verifiedEmail) throw emailNotVerified();
  const latest = latestAgreementFor(app, worker, now);
  const token = mintSignatureRequestToken(sessionKey(request), {
    workerId: worker.id,
    version: latest.version,
    language: agreementLanguage(app, request, worker),
    expiresAt: signatureRequestExpiry(now),
  });
  return {
    signURL: { embedded: { sign_url: `/sign/${token}` } },
    version: latest.version,
    alreadySigned: (await signatureOf(app.db, worker, latest.version)).signed,
  };
}

function claimsOf(request: FastifyRequest, worker: SessionWorker, token: string, now: Date): SignatureRequestClaims {
  const check = readSignatureRequestToken(sessionKey(request), worker.id, token, now);
  if (!check.ok) throw check.reason === 'expired' ? requestExpired() : requestNotFound();
  return check.claims;
}

export interface SignaturePage {
  version: string;
  language: LanguageId;
  text: string;
  textSha256: string;
  /** Suggested: the name on the account; the signer types their own. */
  signerName: string;
  effectiveFrom: string;
  alreadySigned: boolean;
  signedAt: string | null;
}

/** GET /api/signature-requests/{token}: what the signing page shows. */
export async function openSignatureRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  worker: SessionWorker,
  token: string,
  askedLanguage?: string,
  now: Date = new Date(),
): Promise<SignaturePage> {
  const claims = claimsOf(request, worker, token, now);
  const agreement = app.agreements.find(claims.version);
  if (!agreement) throw requestNotFound();
  const language = isLanguageId(askedLanguage) ? askedLanguage : claims.language;
  const text = agreement.texts[language];
  const signature = await signatureOf(app.db, worker, agreement.version);
  return {
    version: agreement.version,
    language,
    text,
    textSha256: agreementTextSha256(text),
    signerName: signerName(worker),
    effectiveFrom: agreement.effectiveFrom,
    alreadySigned: signature.signed,
    signedAt: signature.signedAt?.toISOString() ?? null,
  };
}

const signBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName', 'consent', 'textSha256'],
  properties: {
    fullName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S', errorCode: { pattern: 'FORM_ERROR_REQUIRED' } },
    consent: { const: true },
    textSha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
} as const;
let validateSignBody: ReturnType<ReturnType<typeof createAjv>['compile']> | undefined;

export interface SignBody {
  fullName: string;
  consent: true;
  textSha256: string;
}

export interface SignatureAudit {
  ip: string | null;
  userAgent: string | null;
}

/**
 * POST /api/signature-requests/{token}/sign. The text's hash must be that of the version in
 * force today, in one of its languages (whichever the signer read), else 409 AGREEMENT_CHANGED.
 * Signing the same version again (a double click) answers the same and keeps the first record.
 */
export async function signAgreement(
  app: FastifyInstance,
  request: FastifyRequest,
  worker: SessionWorker,
  token: string,
  body: unknown,
  now: Date = new Date(),
): Promise<{ signed: true }> {
  const claims = claimsOf(request, worker, token, now);
  assertPractitioner(worker);
  if (!worker.verifiedEmail) throw emailNotVerified();
  assertSigningStage(app, worker);

  validateSignBody ??= createAjv().compile(signBodySchema);
  if (!validateSignBody(body)) throw validationFailed(toErrorDetails(validateSignBody.errors));
  const { fullName, textSha256 } = body as SignBody;

  const latest = latestAgreementFor(app, worker, now);
  if (latest.version !== claims.version) throw agreementChanged();
  const signedLanguage = (Object.keys(latest.texts) as LanguageId[]).find(
    (language) => agreementTextSha256(latest.texts[language]) === textSha256,
  );
  if (!signedLanguage) throw agreementChanged();

  const countryId = workerCountry(app, worker) ?? latest.countryId;
  await markAgreementSigned(app.db, {
    workerId: worker.id,
    version: latest.version,
    countryId,
    textSha256,
    signerName: fullName.trim().replace(/\s+/g, ' '),
    signedAt: now,
    ip: request.ip ?? null,
    userAgent: userAgentOf(request),
  });
  return { signed: true };
}

function userAgentOf(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return typeof value === 'string' && value !== '' ? value.slice(0, 512) : null;
}

export interface SignatureRecord {
  workerId: string;
  version: string;
  countryId: string;
  textSha256: string;
  signerName: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** The audit record and the worker's flags, together (also the entry point of a provider adapter). */
export async function markAgreementSigned(db: Database, record: SignatureRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(agreementSignatures).values(record).onConflictDoNothing({
      target: [agreementSignatures.workerId, agreementSignatures.version],
    });
    await tx
      .update(workers)
      .set({ signedLatestAgreement: true, latestAgreementVersion: record.version })
      .where(eq(workers.id, record.workerId));
  });
}

export interface AgreementView {
  version: string;
  language: LanguageId;
  text: string;
  textSha256: string;
  effectiveFrom: string;
  /** Whether this worker signed this (the version in force). */
  signed: boolean;
  signedAt: string | null;
  /** The version the worker signed last (may be an earlier one), or null. */
  signedVersion: string | null;
}

/**
 * GET /api/agreement: the version in force, with whether the worker signed it (W§2: the
 * new-version text when the latest is unsigned, otherwise the already-signed text).
 */
export async function agreementView(
  app: FastifyInstance,
  request: FastifyRequest,
  worker: SessionWorker,
  askedLanguage?: string,
  now: Date = new Date(),
): Promise<AgreementView> {
  assertPractitioner(worker);
  const latest = latestAgreementFor(app, worker, now);
  const language = agreementLanguage(app, request, worker, askedLanguage);
  const text = latest.texts[language];
  const signature = await signatureOf(app.db, worker, latest.version);
  return {
    version: latest.version,
    language,
    text,
    textSha256: agreementTextSha256(text),
    effectiveFrom: latest.effectiveFrom,
    signed: signature.signed,
    signedAt: signature.signedAt?.toISOString() ?? null,
    signedVersion: worker.latestAgreementVersion,
  };
}

/**
 * When a new version takes effect, workers who signed an earlier one no longer have signed the
 * latest (W§4: the portal shows the unsigned-new-agreement banner and asks them to sign).
 * Runs at start and every hour; only ever clears the flag.
 */
export async function syncSignedLatestAgreement(
  db: Database,
  catalogue: AgreementCatalogue,
  regions: RegionsService,
  now: Date = new Date(),
): Promise<number> {
  let changed = 0;
  for (const countryId of catalogue.countries()) {
    const latest = catalogue.latest(countryId, countryToday(regions, countryId, now));
    if (!latest) continue;
    const rows = await db
      .update(workers)
      .set({ signedLatestAgreement: false })
      .where(
        and(
          eq(workers.countryId, countryId),
          eq(workers.signedLatestAgreement, true),
          // A flag set without a version (imported data) is left alone: nothing says what was signed.
          isNotNull(workers.latestAgreementVersion),
          ne(workers.latestAgreementVersion, latest.version),
        ),
      )
      .returning({ id: workers.id });
    changed += rows.length;
  }
  return changed;
}
