import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { isLoopbackHost } from '../http/loopback';

/** The public origin (PUBLIC_URL), or how to make it from the port once the server listens. */
export type PublicUrlOption = string | ((port: number) => string);

export interface SecurityOptions {
  /** Absent: http://localhost until the server listens (app.inject's own Host). */
  publicUrl?: PublicUrlOption;
  /** Where the booking map's tiles come from (MAP_TILE_URL's origin, `*.` for a `{s}` subdomain): images allowed by the CSP. */
  imageOrigins?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin people use (PUBLIC_URL, no trailing slash): e-mail links and the same-origin check. Never the request's Host. */
    readonly publicUrl: string;
  }
}

/** GETs that change something (the SPA calls them with fetch); every other GET is safe to send cross-site. */
const STATE_CHANGING_GETS = new Set(['/api/resend-email-verification', '/api/hero/bookings/:id/confirm', '/api/hero/statements/:id/confirm']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\s+\S+\s*$/i.test(header);
}

/** The same origin, counting localhost, 127.0.0.1 and [::1] as one when the public origin is a loopback one (same scheme and port). */
function sameOrigin(origin: string, publicUrl: URL): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and anything unreadable
  }
  if (url.origin === publicUrl.origin) return true;
  return (
    url.protocol === publicUrl.protocol &&
    url.port === publicUrl.port &&
    isLoopbackHost(publicUrl.hostname) &&
    isLoopbackHost(url.hostname)
  );
}

/**
 * Whether a browser sent this request from a page of another site. Origin first (every browser
 * sends it on POST/PUT/PATCH/DELETE); without it, Sec-Fetch-Site; with neither, only a request
 * carrying the session cookie is refused (a script's sign-up has no cookie and no browser to abuse).
 */
function isCrossSite(request: FastifyRequest, publicUrl: URL): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !sameOrigin(origin, publicUrl);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  return request.cookies[SESSION_COOKIE] !== undefined;
}

/**
 * Security headers, the public origin and the cross-site request check.
 *
 * The Content-Security-Policy keeps `script-src 'self'` with no 'unsafe-eval': the browser
 * imports validators the server compiled (DESIGN.md), so it never needs `new Function`. With an
 * https public origin, HSTS is sent whatever protocol the last hop used (a TLS-terminating proxy
 * talks plain HTTP to us).
 *
 * Cross-site requests: a request that changes something (POST, PUT, PATCH, DELETE and the GETs of
 * STATE_CHANGING_GETS) and is not authenticated by a bearer token (the native app; a page of another
 * site cannot send that header) must come from a page of the public origin, else 403
 * CROSS_SITE_REQUEST before any handler runs. That covers the cookie's session (CSRF) and
 * login/sign-up from another site (login CSRF), whatever the route.
 */
async function security(app: FastifyInstance, opts: SecurityOptions) {
  let current = typeof opts.publicUrl === 'string' ? opts.publicUrl : 'http://localhost';
  let parsed = new URL(current);
  const https = parsed.protocol === 'https:';
  app.decorate('publicUrl', {
    getter: () => current,
  });
  if (typeof opts.publicUrl === 'function') {
    const fromPort = opts.publicUrl;
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') {
        current = fromPort(address.port);
        parsed = new URL(current);
      }
    });
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:', ...(opts.imageOrigins ?? [])],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'frame-src': ["'self'"],
        // Upgrading requests makes sense only when the portal is served over HTTPS.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // HSTS on a plain-HTTP loopback server would pin "localhost" to HTTPS in the browser.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: /api/resend%2Demail-verification reaches the same handler.
    const route = request.routeOptions.url ?? '';
    const changes = !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(route);
    if (!changes || hasBearer(request)) return;
    if (isCrossSite(request, parsed)) {
      throw new HttpError(403, 'CROSS_SITE_REQUEST', `Requests that change something must come from a page of ${current}.`);
    }
  });
}

export default fp(security, { name: 'security', dependencies: ['@fastify/cookie'] });
