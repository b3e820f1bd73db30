/**
 * The built-in e-signature of the partnership agreement (W§2 /sign-agreement, W§4 Agreement):
 * a signature request (an embedded sign URL, only with a verified e-mail), the signing page's
 * text, the signature with its audit record (who, which version and country, SHA-256 of the
 * text shown, when, from which IP and user agent, the typed name), and the agreement view.
 *
 * A provider adapter would replace createSignatureRequest/openSignatureRequest/signAgreement
 * and call markAgreementSigned from its webhook.
 */
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { AgreementResponse } from '../../engine/generated/api/agreement-response';
import type { SignaturePageResponse } from '../../engine/generated/api/signature-page-response';
import type { SignatureRequestResponse } from '../../engine/generated/api/signature-request-response';
import type { SignatureSignPayload } from '../../engine/generated/api/signature-sign-payload';
import type { SignatureSignResponse } from '../../engine/generated/api/signature-sign-response';
import type { LanguageId } from '../../engine/regions/types';
import { isLanguageId } from '../../engine/rules/language';
import { SIGNING_NAME_MISMATCH, signatureNameMatches } from '../../engine/rules/signature-name';
import type { ClientInfo } from '../platform/http/client-info';
import type { Database } from '../platform/db/client';
import { agreementSignatures, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import type { SessionWorker } from '../platform/auth/session-service';
import { workerLanguage } from '../platform/workers/worker-language';
import { assertApiShape, validationFailed } from '../platform/api/payload-validation';
import { workerRegion } from '../platform/workers/worker-region';
import type { RegionsService } from '../platform/plugins/regions';
import { renderAgreementPdf } from './agreement-pdf';
import { dateFormatsOf } from '../../engine/time/date-format';
import { calendarDay } from '../../engine/time/zoned-time';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import { agreementTextSha256, type AgreementCatalogue, type AgreementVersion } from '../platform/content/agreement-catalogue';
import { mintSignatureRequestToken, readSignatureRequestToken, signatureRequestExpiry, type SignatureRequestClaims } from './signature-request-token';
import { recordMilestones } from '../insights/milestones';

export type AgreementDeps = Pick<ServerDeps, 'db' | 'regions' | 'agreements' | 'clock'>;

/**
 * Who is signing: the SHA-256 of the session token the request came with (a sign URL only
 * works in the session that asked for it), and the language the page is read in.
 */
export interface SigningSession {
  sessionKey: string;
  pageLanguage: LanguageId | null;
}

export const emailNotVerified = () =>
  new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Verify your e-mail address before signing the partnership agreement.');
export const agreementChanged = () =>
  new HttpError(409, 'AGREEMENT_CHANGED', 'The agreement has changed since this page was opened. Read the current version and sign again.');
const agreementNotFound = () => new HttpError(404, 'AGREEMENT_NOT_FOUND', 'There is no partnership agreement for your country yet.');
const requestNotFound = () =>
  new HttpError(404, 'SIGNATURE_REQUEST_NOT_FOUND', 'This signing link is not valid. Open the agreement page again.');
const requestExpired = () =>
  new HttpError(410, 'SIGNATURE_REQUEST_EXPIRED', 'This signing link has expired. Open the agreement page again.');

/** The calendar day (YYYY-MM-DD) in the country (its clock: engine/regions/city-time-zone.ts): an agreement takes effect at local midnight. */
export function countryToday(regions: RegionsService, countryId: string, now: Date): string {
  const country = regions.set.countries.has(countryId) ? regions.resolve({ country_id: countryId }) : null;
  return calendarDay(now, cityTimeZone(country));
}

function workerCountry(regions: RegionsService, worker: SessionWorker): string | null {
  return worker.countryId ?? workerRegion(regions, worker).scope.country_id;
}

/** The version in force for this worker's country, or 404. */
export function latestAgreementFor(deps: Pick<AgreementDeps, 'regions' | 'agreements'>, worker: SessionWorker, now: Date): AgreementVersion {
  const countryId = workerCountry(deps.regions, worker);
  const latest = countryId ? deps.agreements.latest(countryId, countryToday(deps.regions, countryId, now)) : null;
  if (!latest) throw agreementNotFound();
  return latest;
}

/** The language to show: the one asked for, else the page's (cookie, Accept-Language), else the profile's. */
export function agreementLanguage(
  regions: RegionsService,
  worker: SessionWorker,
  pageLanguage: LanguageId | null,
  asked?: string,
): LanguageId {
  if (isLanguageId(asked)) return asked;
  return pageLanguage ?? workerLanguage(regions, worker);
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

/** GET /api/signature-request: the embedded sign URL of the version in force (verified e-mail only). */
export async function createSignatureRequest(
  deps: AgreementDeps,
  worker: SessionWorker,
  signing: SigningSession,
): Promise<SignatureRequestResponse> {
  const now = deps.clock();
  if (!worker.verifiedEmail) throw emailNotVerified();
  const latest = latestAgreementFor(deps, worker, now);
  const token = mintSignatureRequestToken(signing.sessionKey, {
    workerId: worker.id,
    version: latest.version,
    language: agreementLanguage(deps.regions, worker, signing.pageLanguage),
    expiresAt: signatureRequestExpiry(now),
  });
  return {
    signURL: { embedded: { sign_url: `/sign/${token}` } },
    version: latest.version,
    alreadySigned: (await signatureOf(deps.db, worker, latest.version)).signed,
  };
}

function claimsOf(signing: SigningSession, worker: SessionWorker, token: string, now: Date): SignatureRequestClaims {
  const check = readSignatureRequestToken(signing.sessionKey, worker.id, token, now);
  if (!check.ok) throw check.reason === 'expired' ? requestExpired() : requestNotFound();
  return check.claims;
}

/** GET /api/signature-requests/{token}: what the signing page shows. */
export async function openSignatureRequest(
  deps: AgreementDeps,
  worker: SessionWorker,
  signing: SigningSession,
  token: string,
  askedLanguage?: string,
): Promise<SignaturePageResponse> {
  const claims = claimsOf(signing, worker, token, deps.clock());
  const agreement = deps.agreements.find(claims.version);
  if (!agreement) throw requestNotFound();
  const language = isLanguageId(askedLanguage) ? askedLanguage : claims.language;
  const text = agreement.texts[language];
  const signature = await signatureOf(deps.db, worker, agreement.version);
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

/**
 * POST /api/signature-requests/{token}/sign. The text's hash must be that of the version in
 * force today, in one of its languages (whichever the signer read), else 409 AGREEMENT_CHANGED.
 * Signing the same version again (a double click) answers the same and keeps the first record.
 * The audit record keeps the client's address and user agent.
 */
export async function signAgreement(
  deps: AgreementDeps,
  worker: SessionWorker,
  signing: SigningSession,
  token: string,
  body: unknown,
  client: Pick<ClientInfo, 'ip' | 'userAgent'>,
): Promise<SignatureSignResponse> {
  const now = deps.clock();
  const claims = claimsOf(signing, worker, token, now);
  // Who may sign at all (stage, flags) is the access table's `signing` area, checked by the route.
  if (!worker.verifiedEmail) throw emailNotVerified();

  const { fullName, textSha256 } = assertApiShape<SignatureSignPayload>('signature-sign-payload', body);
  // A signature in someone else's name (or any name at all) proves nothing: it must be the account's.
  if (!signatureNameMatches(fullName, signerName(worker))) {
    throw validationFailed([{ path: '/fullName', code: SIGNING_NAME_MISMATCH }], 'Type your full name as it is on your account to sign.');
  }

  const latest = latestAgreementFor(deps, worker, now);
  if (latest.version !== claims.version) throw agreementChanged();
  const signedLanguage = (Object.keys(latest.texts) as LanguageId[]).find(
    (language) => agreementTextSha256(latest.texts[language]) === textSha256,
  );
  if (!signedLanguage) throw agreementChanged();

  const countryId = workerCountry(deps.regions, worker) ?? latest.countryId;
  await markAgreementSigned(deps.db, {
    workerId: worker.id,
    version: latest.version,
    countryId,
    textSha256,
    signerName: fullName.trim().replace(/\s+/g, ' '),
    signedAt: now,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await recordMilestones(deps, worker.id, now);
  return { signed: true };
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

/**
 * GET /api/agreement: the version in force, with whether the worker signed it (W§2: the
 * new-version text when the latest is unsigned, otherwise the already-signed text).
 */
export async function agreementView(
  deps: AgreementDeps,
  worker: SessionWorker,
  pageLanguage: LanguageId | null,
  askedLanguage?: string,
): Promise<AgreementResponse> {
  const latest = latestAgreementFor(deps, worker, deps.clock());
  const language = agreementLanguage(deps.regions, worker, pageLanguage, askedLanguage);
  const text = latest.texts[language];
  const signature = await signatureOf(deps.db, worker, latest.version);
  return {
    version: latest.version,
    language,
    text,
    textSha256: agreementTextSha256(text),
    effectiveFrom: latest.effectiveFrom,
    signed: signature.signed,
    signedAt: signature.signedAt?.toISOString() ?? null,
    signedVersion: worker.latestAgreementVersion,
    lastSignature: await lastSignatureOf(deps.db, worker.id).then((record) =>
      record ? { version: record.version, signedAt: record.signedAt.toISOString() } : null,
    ),
  };
}

/** The worker's most recent signature on record (its audit record), of whichever version; null when none. */
export async function lastSignatureOf(db: Database, workerId: string): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.workerId, workerId))
    .orderBy(desc(agreementSignatures.signedAt))
    .limit(1);
  return row ?? null;
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

const noSignedAgreement = () =>
  new HttpError(404, 'AGREEMENT_NOT_SIGNED', 'There is no signed partnership agreement on record for your account yet.');

/**
 * GET /api/agreement/pdf: the worker's own latest signed agreement as a PDF with its audit
 * trail (never anyone else's: no id in the URL). The text is the one whose hash the record
 * keeps, in the language it was read in; 404 when no signature is on record here.
 */
export async function agreementPdf(deps: AgreementDeps, worker: SessionWorker): Promise<{ filename: string; bytes: Uint8Array }> {
  const record = await lastSignatureOf(deps.db, worker.id);
  const pdf = record ? await signedAgreementPdf(deps, worker, record) : null;
  if (!pdf) throw noSignedAgreement();
  return pdf;
}

type SignatureRow = typeof agreementSignatures.$inferSelect;

/** One signature's agreement as a PDF with its audit trail; null when the version is no longer in the catalogue. */
async function signedAgreementPdf(
  deps: AgreementDeps,
  worker: SessionWorker,
  record: SignatureRow,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  const agreement = deps.agreements.find(record.version);
  if (!agreement) return null;
  const languages = Object.keys(agreement.texts) as LanguageId[];
  const signedLanguage =
    languages.find((language) => agreementTextSha256(agreement.texts[language]) === record.textSha256) ?? workerLanguage(deps.regions, worker);
  const region = workerRegion(deps.regions, worker);
  const bytes = await renderAgreementPdf({
    language: signedLanguage,
    version: record.version,
    text: agreement.texts[signedLanguage],
    textSha256: record.textSha256,
    signerName: record.signerName,
    signedAt: record.signedAt,
    timeZone: cityTimeZone(region),
    dateFormats: dateFormatsOf(region.keyValues),
    accountLine: `${worker.id} · ${worker.email}`,
    ip: record.ip,
    userAgent: record.userAgent,
    generatedAt: deps.clock(),
  });
  return { filename: `partnership-agreement-${record.version.replace(/[^A-Za-z0-9-]/g, '')}.pdf`, bytes };
}

/** Every agreement the person signed, as PDFs (the copy of their data, issue 31), oldest first. */
export async function signedAgreementPdfs(deps: AgreementDeps, worker: SessionWorker): Promise<{ filename: string; bytes: Uint8Array }[]> {
  const records = await deps.db.select().from(agreementSignatures).where(eq(agreementSignatures.workerId, worker.id)).orderBy(asc(agreementSignatures.signedAt));
  const pdfs = [];
  for (const record of records) {
    const pdf = await signedAgreementPdf(deps, worker, record);
    if (pdf) pdfs.push(pdf);
  }
  return pdfs;
}
