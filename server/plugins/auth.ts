/**
 * Who is calling: the session token from the httpOnly cookie `portal_session` or an
 * `Authorization: Bearer` header (native app), resolved to the worker on every /api request.
 * Routes protect themselves with the preHandlers decorated here, so the stage and per-worker
 * rules of W§4/W§6 are enforced by the server, not only by the screens' guards:
 *
 *   app.get('/me/referrals', { onRequest: app.requireAccess('referrals') }, ...)
 *
 * Also the rate limits of the account routes (login, sign-up, password reset, verification
 * mails): per IP, and per e-mail address from one IP, 429 TOO_MANY_REQUESTS; per e-mail address
 * across all clients attempts are spaced out instead (DEFAULT_AUTH_RATE_LIMITS).
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ACCESS, checkAccess, type ApiArea, type Viewer } from '../../engine/rules/access';
import { HttpError } from '../errors';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { deleteExpiredSessions, findSession, type SessionWorker } from '../auth/session-service';
import { sessionViewer } from '../auth/session-viewer';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;


export type RateLimitedAction = 'login' | 'login-link' | 'signup' | 'password-reset' | 'verification-email' | 'unsubscribe';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** The ceiling of one e-mail address across every client: past it, attempts are spaced out, never refused. */
export interface EmailCeiling extends RateLimit {
  /** Attempts for the address beyond `max` in the window wait their turn, this far apart... */
  spacingMs: number;
  /** ...but none waits longer than this (a flood of other clients cannot keep the owner out). */
  maxWaitMs: number;
}

export interface AuthRateLimits {
  /** Requests of one action from one IP address: 429 beyond it. */
  perIp: RateLimit;
  /**
   * One e-mail address from one IP address: failed logins (a wrong password), or requests of the
   * other actions. 429 for that client only: the address's owner elsewhere is not stopped.
   */
  perEmailAndIp: RateLimit;
  /** One e-mail address from every client together (failed logins, or requests): slowed, never refused. */
  perEmail: EmailCeiling;
}

/**
 * A person mistyping a password a few times never meets these; a script trying passwords does.
 * Someone who knows an address cannot lock its owner out: their failures count against their own
 * client, and the address's shared ceiling only spaces attempts two seconds apart (a guessing
 * botnet gets 30 tries a minute per address, the owner waits a couple of seconds).
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: { max: 30, timeWindowMs: 10 * 60 * 1000 },
  perEmailAndIp: { max: 10, timeWindowMs: 10 * 60 * 1000 },
  perEmail: { max: 10, timeWindowMs: 10 * 60 * 1000, spacingMs: 2000, maxWaitMs: 10_000 },
};

export interface AuthPluginOptions {
  rateLimits?: { perIp?: Partial<RateLimit>; perEmailAndIp?: Partial<RateLimit>; perEmail?: Partial<EmailCeiling> };
}

/** Counts per key in fixed windows, in this process's memory. */
class WindowCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly limit: RateLimit) {}

  private current(key: string, now: number) {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > now ? entry : null;
  }

  /** Whether the key has reached the limit, and how long until its window ends. */
  reached(key: string, now: number): { reached: boolean; retryAfterMs: number } {
    const entry = this.current(key, now);
    return { reached: Boolean(entry && entry.count >= this.limit.max), retryAfterMs: entry ? entry.resetAt - now : 0 };
  }

  add(key: string, now: number): void {
    const entry = this.current(key, now);
    if (entry) entry.count += 1;
    else {
      if (this.entries.size >= 50_000) this.prune(now);
      this.entries.set(key, { count: 1, resetAt: now + this.limit.timeWindowMs });
    }
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
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

function emailKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email === '' ? null : email;
}

const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  const limits: AuthRateLimits = {
    perIp: { ...DEFAULT_AUTH_RATE_LIMITS.perIp, ...opts.rateLimits?.perIp },
    perEmailAndIp: { ...DEFAULT_AUTH_RATE_LIMITS.perEmailAndIp, ...opts.rateLimits?.perEmailAndIp },
    perEmail: { ...DEFAULT_AUTH_RATE_LIMITS.perEmail, ...opts.rateLimits?.perEmail },
  };

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
    const found = await findSession(app.db, token);
    if (!found) return;
    request.worker = found.worker;
    request.workerId = found.worker.id;
    request.sessionId = found.sessionId;
  });

  // Limits are counted in this process's memory: with several instances each counts its own
  // share, which still bounds a password-guessing script.
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  const limiters = new Map<RateLimitedAction, PreHandler>();
  /** What a limited request counts against, kept until its answer: a login counts only when it failed. */
  const pendingFailures = new WeakMap<FastifyRequest, () => void>();
  const tooMany = (reply: FastifyReply, retryAfterMs: number) => {
    void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    return new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Wait a few minutes and try again.');
  };
  const makeLimiter = (action: RateLimitedAction): PreHandler => {
    const emailOf = (request: FastifyRequest) =>
      action === 'verification-email'
        ? emailKey(request.worker?.email)
        : emailKey((request.body as Record<string, unknown> | null | undefined)?.email);
    const byIp = app.createRateLimit({ max: limits.perIp.max, timeWindow: limits.perIp.timeWindowMs });
    const byEmailAndIp = new WindowCounter(limits.perEmailAndIp);
    const byEmail = new WindowCounter(limits.perEmail);
    /** Per address: when the next attempt past the ceiling may go ahead. */
    const nextTurn = new Map<string, number>();
    return async (request, reply) => {
      const ip = await byIp(request);
      if (!ip.isAllowed && ip.isExceeded) throw tooMany(reply, ip.ttlInSeconds * 1000);
      const email = emailOf(request);
      if (!email) return;
      const now = Date.now();
      const clientKey = `${email}\n${request.ip}`;
      const client = byEmailAndIp.reached(clientKey, now);
      if (client.reached) throw tooMany(reply, client.retryAfterMs);
      const slowed = byEmail.reached(email, now).reached;
      const count = () => {
        const at = Date.now();
        byEmailAndIp.add(clientKey, at);
        byEmail.add(email, at);
      };
      if (action === 'login') pendingFailures.set(request, count);
      else count();
      // Past the address's ceiling across all clients: take a turn, spacingMs apart, waiting at most maxWaitMs.
      if (slowed) {
        const turn = Math.max(now, nextTurn.get(email) ?? 0);
        const wait = Math.min(turn - now, limits.perEmail.maxWaitMs);
        nextTurn.set(email, now + wait + limits.perEmail.spacingMs);
        if (nextTurn.size > 50_000) for (const [key, at] of nextTurn) if (at <= now) nextTurn.delete(key);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
  };
  // A login counts against its client and address only when the password was wrong.
  app.addHook('onResponse', async (request, reply) => {
    const count = pendingFailures.get(request);
    if (count && reply.statusCode === 401) count();
  });

  const auth: AuthService = {
    secureCookie: (request) => app.publicUrl.startsWith('https:') || request.protocol === 'https',
    rateLimit(action) {
      let limiter = limiters.get(action);
      if (!limiter) {
        limiter = makeLimiter(action);
        limiters.set(action, limiter);
      }
      return limiter;
    },
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
