/**
 * The session response of W§3 (`{ worker, city, country, currency, token }`) and the session
 * cookie that goes with it. GET/PUT /api/me answer the same shape without the token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../engine/generated/api/session-response';
import { clearedSessionCookie, sessionCookie } from '../auth/cookie';
import { createSession, DEFAULT_SESSION_DAYS, type SessionWorker } from '../auth/session-service';
import { pendingDocumentTypes as pendingDocumentTypeKeys } from '../documents/document-service';
import { onboardingBookingPending } from '../onboarding/applicant-onboarding';
import { workerJson } from './worker-json';
import { regionNumber, workerRegion } from './worker-region';

/** W§3: the currency symbol defaults to £. */
const DEFAULT_TEXT_SYMBOL = '£';

export async function workerView(app: FastifyInstance, worker: SessionWorker): Promise<SessionResponse> {
  const region = workerRegion(app.regions, worker);
  // One reading of the documents for /api/me and /api/documents, so the two never disagree.
  const pendingDocumentTypes = await pendingDocumentTypeKeys(app.db, app.regions.set, worker);
  const setting = region.keyValues.currencyTextSymbol;
  return {
    worker: workerJson(worker, worker.application, { pendingDocumentTypes }),
    city: region.city,
    country: region.country,
    currency: {
      textSymbol: region.country?.currency.textSymbol ?? (typeof setting === 'string' ? setting : DEFAULT_TEXT_SYMBOL),
    },
    onboardingBookingPending: onboardingBookingPending(region, worker),
  };
}

/**
 * Opens a session for the worker: a new database session, the httpOnly cookie (about three
 * months: the region's sessionCookieMaxAgeDays) and the session response with the token.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  worker: SessionWorker,
): Promise<SessionResponse & { token: string }> {
  const region = workerRegion(app.regions, worker);
  const days = regionNumber(region, 'sessionCookieMaxAgeDays', DEFAULT_SESSION_DAYS);
  const session = await createSession(app.db, worker.id, { days, userAgent: request.headers['user-agent'] ?? null });
  void reply.header(
    'set-cookie',
    sessionCookie(session.token, { maxAgeSeconds: session.maxAgeSeconds, secure: app.auth.secureCookie(request) }),
  );
  // A response that sets a session must never be stored by a shared cache.
  void reply.header('cache-control', 'no-store');
  return { ...(await workerView(app, worker)), token: session.token };
}

export function clearSessionCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', clearedSessionCookie({ secure: app.auth.secureCookie(request) }));
}
