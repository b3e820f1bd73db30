/**
 * The session response of W§3 (`{ worker, city, country, currency, token }`). GET/PUT /api/me
 * answer the same shape without the token; the handler sets the session cookie.
 */
import type { SessionResponse } from '../../engine/generated/api/session-response';
import { regionSwitchesOf } from '../../engine/rules/access';
import { APPLICATION_PROGRESS, applicationProgress } from '../../engine/rules/application-progress';
import { clientsLanguageOf, profileShareUrl } from '../../engine/rules/public-profile';
import { requestToBookOpen } from '../../engine/rules/request-to-book';
import { sessionMaxAgeMs } from '../../engine/rules/session-lifetime';
import type { ServerDeps } from '../platform/deps';
import { recordAudit, staffActor } from '../platform/audit/audit-log';
import { createSession, type CreatedSession, type SessionWorker } from '../platform/auth/session-service';
import { pendingDocumentTypes as pendingDocumentTypeKeys } from '../documents/document-service';
import { onboardingBookingPending } from '../onboarding/applicant-onboarding';
import { workerJson } from '../platform/workers/worker-json';
import { workerRegion } from '../platform/workers/worker-region';

export type SessionDeps = Pick<ServerDeps, 'db' | 'regions' | 'publicUrl'>;

/**
 * W§3 `profileShareUrl`: the address the promote page shares, from the one rule of the public
 * profile (engine/rules/public-profile.ts) on PUBLIC_URL; null when the worker has no public profile.
 */
function shareUrlOf(publicUrl: string, region: ReturnType<typeof workerRegion>, worker: SessionWorker): string | null {
  const json = workerJson(worker, worker.application);
  const done = applicationProgress(json, { newSignupFlow: region.keyValues.newSignupFlowEnabled }) === APPLICATION_PROGRESS.DONE;
  const facts = {
    referralCode: worker.referralCode,
    active: worker.active,
    studentAccount: worker.studentAccount,
    applicationDone: done,
    promoteProfileEnabled: regionSwitchesOf(region.keyValues).promoteProfileEnabled,
  };
  return profileShareUrl(publicUrl, facts, clientsLanguageOf(region));
}

export async function workerView(deps: SessionDeps, worker: SessionWorker): Promise<SessionResponse> {
  const region = workerRegion(deps.regions, worker);
  // One reading of the documents for /api/me and /api/documents, so the two never disagree.
  const pendingDocumentTypes = await pendingDocumentTypeKeys(deps.db, deps.regions.set, worker);
  return {
    worker: { ...workerJson(worker, worker.application, { pendingDocumentTypes }), profileShareUrl: shareUrlOf(deps.publicUrl, region, worker) },
    city: region.city,
    country: region.country,
    currency: {
      // W§3: the country's currency, else the region's default symbol (£).
      textSymbol: region.country?.currency.textSymbol ?? region.keyValues.currencyTextSymbol,
    },
    onboardingBookingPending: onboardingBookingPending(region, worker),
    requestToBookOffered: requestToBookOpen(worker.id, region.keyValues),
  };
}

export interface OpenedSession {
  /** The answer, with the token for a native app's Authorization header. */
  response: SessionResponse & { token: string };
  /** What the session cookie carries. */
  session: CreatedSession;
}

/**
 * Opens a session for the worker: a new database session lasting the region's
 * sessionCookieMaxAgeDays (about three months; a staff account's 12 hours,
 * engine/rules/session-lifetime.ts), and the session response with its token. A staff login is
 * an entry of the audit log, in the session's transaction.
 */
export async function openSession(
  deps: SessionDeps,
  worker: SessionWorker,
  client: { userAgent: string | null },
  /** `now`: the sessions' clock (app.auth.now); `method`: how they proved who they are. */
  opts: { now: Date; method: 'password' | 'link' | 'signup' },
): Promise<OpenedSession> {
  const region = workerRegion(deps.regions, worker);
  const staff = worker.staffRole !== null;
  const maxAgeMs = sessionMaxAgeMs({ staff, regionMaxAgeDays: region.keyValues.sessionCookieMaxAgeDays });
  const create = (db: SessionDeps['db']) => createSession(db, worker.id, { maxAgeMs, userAgent: client.userAgent, now: opts.now });
  const session = staff
    ? await deps.db.transaction(async (tx) => {
        const created = await create(tx);
        await recordAudit(tx, { actor: staffActor(worker), action: 'staff.login', detail: { method: opts.method } });
        return created;
      })
    : await create(deps.db);
  return { response: { ...(await workerView(deps, worker)), token: session.token }, session };
}
