/**
 * Who is calling: the session token from the httpOnly cookie `portal_session` or an
 * `Authorization: Bearer` header (native app), resolved to the worker on every /api request.
 * Routes protect themselves with the preHandlers decorated here, so the stage and per-worker
 * rules of W§4/W§6 are enforced by the server, not only by the screens' guards:
 *
 *   app.get('/me/referrals', { onRequest: app.requireAccess('referrals') }, ...)
 *
 * Also the rate limits of the account routes (login, sign-up, password reset, verification
 * mails), counted in the database (server/platform/limits/account-limits.ts): per client, and per e-mail
 * address from one client, 429 TOO_MANY_REQUESTS; per e-mail address across all clients attempts
 * are spaced out (DEFAULT_AUTH_RATE_LIMITS).
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { PreHandler } from '../platform/http/pre-handler';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ACCESS, checkAccess, type ApiArea, type Viewer } from '../../engine/rules/access';
import { HttpError } from '../platform/http/errors';
import { SESSION_COOKIE } from '../platform/auth/session-cookie';
import { deleteExpiredSessions, findSession, type SessionWorker } from '../platform/auth/session-service';
import { sessionViewer } from './session-viewer';
import { accountLimiters, resolveAuthRateLimits, type AuthRateLimitOptions, type RateLimitedAction } from '../platform/limits/account-limits';



export interface AuthPluginOptions {
  rateLimits?: AuthRateLimitOptions;
  /**
   * The sessions' clock (a session's age, a staff session's idle time): tests hand in a fake one.
   * Default: the system time, never the browser tests' settable clock (server/platform/test-clock.ts), which
   * moves support hours, not how long someone has been logged in.
   */
  clock?: () => Date;
}

export interface AuthService {
  /**
   * Whether the session cookie of this request's answer gets the Secure attribute: always with an
   * https public origin (PUBLIC_URL; the proxy in front may speak plain HTTP to us), else when the
   * request itself came over HTTPS.
   */
  secureCookie(request: FastifyRequest): boolean;
  /** The rate limit preHandler of an account action (per IP, per e-mail and IP, per e-mail). */
  rateLimit(action: RateLimitedAction): PreHandler;
  /** Now, on the sessions' clock: a new session starts then (AuthPluginOptions.clock). */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in worker or student with their application, or null. */
    worker: SessionWorker | null;
    workerId: string | null;
    /** The session row this request authenticated with. */
    sessionId: string | null;
    /** Who is calling, as the access table sees them (computed once per request, on demand). */
    viewer(): Viewer;
  }
  interface FastifyInstance {
    auth: AuthService;
    /**
     * The access rule of an API area (engine/rules/access.ts API_ACCESS): 401 UNAUTHORIZED for a
     * visitor, 403 with the denial's code (WRONG_APPLICATION_STAGE, APPLICATION_NOT_COMPLETE,
     * SECTION_HIDDEN, BANKING_LOCKED, ...) for anyone else it does not allow.
     */
    requireAccess(area: ApiArea): PreHandler;
    /** The same check inside a handler, for routes whose area depends on the body (PUT /api/me). */
    assertAccess(request: FastifyRequest, area: ApiArea): void;
    /** Mails sent in the background (password reset request); awaited when the app closes. */
    pendingMail: Set<Promise<void>>;
  }
}

/** The session token of a request: the Authorization bearer token first, else the cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  return request.cookies[SESSION_COOKIE] ?? null;
}

const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const limits = resolveAuthRateLimits(opts.rateLimits);

  const sessionClock = opts.clock ?? (() => new Date());
  app.decorateRequest('worker', null);
  app.decorateRequest('workerId', null);
  app.decorateRequest('sessionId', null);
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  app.decorateRequest('viewer', function viewer(this: FastifyRequest): Viewer {
    if (!this.worker) return null;
    let found = viewers.get(this);
    if (found === undefined) {
      found = sessionViewer(app.regions, this.worker);
      viewers.set(this, found);
    }
    return found;
  });

  app.addHook('onRequest', async (request) => {
    // Pages and assets never need the worker; only the API pays for the lookup.
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (!token) return;
    const found = await findSession(app.db, token, sessionClock());
    if (!found) return;
    request.worker = found.worker;
    request.workerId = found.worker.id;
    request.sessionId = found.sessionId;
  });

  // Only the calendar feed's per-link politeness limit uses @fastify/rate-limit (per instance: the link's secret protects it).
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  const secureCookie = (request: FastifyRequest) => app.publicUrl.startsWith('https:') || request.protocol === 'https';
  const limiterOf = accountLimiters(app, limits, secureCookie);

  const auth: AuthService = {
    secureCookie,
    now: sessionClock,
    rateLimit: limiterOf,
  };
  app.decorate('auth', auth);

  const assertAccess = (request: FastifyRequest, area: ApiArea): void => {
    const denial = checkAccess(API_ACCESS[area], request.viewer());
    if (denial) throw new HttpError(denial.status, denial.code, denial.message);
  };
  app.decorate('assertAccess', assertAccess);

  const accessHandlers = new Map<ApiArea, PreHandler>();
  app.decorate('requireAccess', (area: ApiArea): PreHandler => {
    let handler = accessHandlers.get(area);
    if (!handler) {
      handler = async (request) => assertAccess(request, area);
      accessHandlers.set(area, handler);
    }
    return handler;
  });

  const pendingMail = new Set<Promise<void>>();
  app.decorate('pendingMail', pendingMail);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingMail]);
  });

  // Expired sessions are refused anyway; removing them only keeps the table small.
  const timer = setInterval(() => {
    deleteExpiredSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'could not remove expired sessions'));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'regions', '@fastify/cookie', 'security'] });
