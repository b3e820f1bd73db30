/**
 * The throttles of the account actions (login, sign-up, login links, password reset, verification and
 * unsubscribe mails), counted in the database (window-store.ts) so they hold for parallel requests and
 * for an attacker spread over several instances (issue 25).
 *
 * A login is counted BEFORE its password is checked, as a failure, and given back once its answer is
 * not a wrong password (a 200, a 429, a 400): so 100 parallel guesses from one client get exactly the 10
 * checks it is allowed, and the owner who types the right password again and again never uses any up.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { tooManyRequests } from './too-many';
import { countHits, isRemembered, refundHits, remember, takeTurn, type CountedHit, type Limit } from './window-store';

export type RateLimitedAction = 'login' | 'login-link' | 'signup' | 'password-reset' | 'verification-email' | 'unsubscribe' | 'perks-link';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** The ceiling of one e-mail address across every client: past it, attempts are spaced out. */
export interface EmailCeiling extends RateLimit {
  /** Attempts for the address beyond `max` in the window take turns, this far apart... */
  spacingMs: number;
  /**
   * ...and none waits longer than this. A password check whose turn is further away is refused (429),
   * unless it comes from a client known to the account (KNOWN_CLIENT_MS); the other actions (mails
   * that let the owner in without the password) are only slowed, never refused.
   */
  maxWaitMs: number;
}

export interface AuthRateLimits {
  /** The limits' clock in ms (default Date.now; tests start it at the start of a window). */
  now: () => number;
  /** Requests of one action from one client (an IPv4 address, an IPv6 /64): 429 beyond it. */
  perIp: RateLimit;
  /**
   * One e-mail address from one client: failed logins (a wrong password), or requests of the other
   * actions. 429 for that client only: the address's owner elsewhere is not stopped.
   */
  perEmailAndIp: RateLimit;
  /** One e-mail address from every client together (failed logins, or requests): spaced out. */
  perEmail: EmailCeiling;
}

export interface AuthRateLimitOptions {
  now?: () => number;
  perIp?: Partial<RateLimit>;
  perEmailAndIp?: Partial<RateLimit>;
  perEmail?: Partial<EmailCeiling>;
}

/**
 * A person mistyping a password a few times never meets these; a script trying passwords does. Past 10
 * failures in 10 minutes an address takes one password check every 2 s (about 30 a minute however many
 * clients guess), with at most 5 waiting; more are refused. Someone who knows an address cannot lock its
 * owner out: their failures count against their own client; a device or IP address that logged into the
 * account in the last 30 days is not held by the address's ceiling; and the login-link and reset mails
 * are only slowed, never refused, so the owner always has a way in.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  now: Date.now,
  perIp: { max: 30, timeWindowMs: 10 * 60 * 1000 },
  perEmailAndIp: { max: 10, timeWindowMs: 10 * 60 * 1000 },
  perEmail: { max: 10, timeWindowMs: 10 * 60 * 1000, spacingMs: 2000, maxWaitMs: 10_000 },
};

export function resolveAuthRateLimits(opts: AuthRateLimitOptions = {}): AuthRateLimits {
  return {
    now: opts.now ?? DEFAULT_AUTH_RATE_LIMITS.now,
    perIp: { ...DEFAULT_AUTH_RATE_LIMITS.perIp, ...opts.perIp },
    perEmailAndIp: { ...DEFAULT_AUTH_RATE_LIMITS.perEmailAndIp, ...opts.perEmailAndIp },
    perEmail: { ...DEFAULT_AUTH_RATE_LIMITS.perEmail, ...opts.perEmail },
  };
}

/** How long a device or address that logged into an account stays known to it. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A random id the browser keeps once it logged in (httpOnly, sent to /api/login only): the account then
 * knows this browser from any network. It says nothing about who is logged in.
 */
export const LOGIN_DEVICE_COOKIE = 'login_device';
const LOGIN_DEVICE_MAX_AGE = 400 * 24 * 60 * 60; // the longest browsers keep a cookie
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const KNOWN_CLIENTS = 'login:known-client';

const MESSAGE = 'Too many attempts. Wait a few minutes and try again.';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function emailKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email === '' ? null : email;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The preHandler of each action, and the hook that settles a login once answered. `secureCookie` says
 * whether this answer's cookies get Secure (the auth service's rule).
 */
export function accountLimiters(
  app: FastifyInstance,
  limits: AuthRateLimits,
  secureCookie: (request: FastifyRequest) => boolean,
): (action: RateLimitedAction) => PreHandler {
  /** A login's hits on its address, given back unless its answer is a wrong password. */
  const pendingLogins = new WeakMap<FastifyRequest, { email: string; client: string; hits: CountedHit[] }>();

  const deviceOf = (request: FastifyRequest): string | null => {
    const id = request.cookies[LOGIN_DEVICE_COOKIE];
    return id && DEVICE_ID.test(id) ? id : null;
  };
  const knownKeys = (email: string, client: string, device: string | null) =>
    [`${email}\nclient:${client}`, ...(device ? [`${email}\ndevice:${device}`] : [])];

  const make = (action: RateLimitedAction): PreHandler => {
    const perIp: Limit = { bucket: `${action}:ip`, max: limits.perIp.max, windowMs: limits.perIp.timeWindowMs };
    const perEmailAndIp: Limit = { bucket: `${action}:email-ip`, max: limits.perEmailAndIp.max, windowMs: limits.perEmailAndIp.timeWindowMs };
    // Its `max` is where spacing starts: going over it slows, it does not refuse.
    const perEmail: Limit = { bucket: `${action}:email`, max: limits.perEmail.max, windowMs: limits.perEmail.timeWindowMs };
    const isLogin = action === 'login';
    const emailOf = (request: FastifyRequest) =>
      action === 'verification-email'
        ? emailKey(request.worker?.email)
        : emailKey((request.body as Record<string, unknown> | null | undefined)?.email);

    return async (request, reply) => {
      const now = limits.now();
      const client = clientAddressKey(request.ip);
      const email = emailOf(request);
      // One statement counts the request on every limit it meets, in this fixed order (window-store.ts).
      const counted = await countHits(app.db, [
        { limit: perIp, key: client },
        ...(email ? [{ limit: perEmailAndIp, key: `${email}\n${client}` }, { limit: perEmail, key: email }] : []),
      ], now);
      // The client's own limits refuse. The request then did nothing: it no longer counts against the address.
      const addressHits = counted.slice(1);
      const refused = counted.slice(0, 2).find((hit) => hit.over);
      if (refused) {
        await refundHits(app.db, addressHits);
        throw tooManyRequests(reply, refused.retryAfterMs, MESSAGE);
      }
      if (!email) return;
      // Past the address's ceiling: a turn, unless the owner's own browser or address asks (logins).
      const known = counted[2].over && isLogin && (await isRemembered(app.db, KNOWN_CLIENTS, knownKeys(email, client, deviceOf(request)), now));
      if (counted[2].over && !known) {
        const { spacingMs, maxWaitMs } = limits.perEmail;
        const turn = await takeTurn(app.db, `${action}:email-turn`, email, { spacingMs, maxWaitMs, refuseBeyond: isLogin }, now);
        if ('refusedForMs' in turn) {
          await refundHits(app.db, addressHits);
          throw tooManyRequests(reply, turn.refusedForMs, MESSAGE);
        }
        if (turn.waitMs > 0) await sleep(turn.waitMs);
      }
      if (isLogin) pendingLogins.set(request, { email, client, hits: addressHits });
    };
  };

  // Settled before the answer leaves, so the client's next request already sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    const login = pendingLogins.get(request);
    if (!login) return payload;
    pendingLogins.delete(request);
    if (reply.statusCode === 401) return payload; // a wrong password: it counts
    try {
      await refundHits(app.db, login.hits);
      if (reply.statusCode === 200) {
        const device = deviceOf(request) ?? randomBytes(16).toString('base64url');
        await remember(app.db, KNOWN_CLIENTS, knownKeys(login.email, login.client, device), KNOWN_CLIENT_MS, limits.now());
        void reply.setCookie(LOGIN_DEVICE_COOKIE, device, {
          path: '/api/login',
          maxAge: LOGIN_DEVICE_MAX_AGE,
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookie(request),
        });
      }
    } catch (err) {
      // The answer is given anyway: a login left counted as a failure is the only harm.
      request.log.error({ err }, 'could not settle a login with its rate limits');
    }
    return payload;
  });

  const made = new Map<RateLimitedAction, PreHandler>();
  return (action) => {
    let limiter = made.get(action);
    if (!limiter) {
      limiter = make(action);
      made.set(action, limiter);
    }
    return limiter;
  };
}
