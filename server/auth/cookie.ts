/**
 * The session cookie, parsed and written by hand: @fastify/cookie's current major pulls
 * `cookie@2`, which needs Node 22, and one cookie of base64url characters needs no library.
 */
export const SESSION_COOKIE = 'portal_session';

/** name → value of a Cookie request header; the first occurrence of a name wins (RFC 6265 §5.4 order). */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export interface SessionCookieOptions {
  maxAgeSeconds: number;
  /** Only over HTTPS (a Secure cookie set over plain HTTP is dropped by browsers on localhost too). */
  secure: boolean;
}

function attributes(maxAgeSeconds: number, secure: boolean): string {
  return `Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set-Cookie value carrying a session token (base64url: no encoding needed). */
export function sessionCookie(token: string, opts: SessionCookieOptions): string {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('session token must be base64url');
  return `${SESSION_COOKIE}=${token}; ${attributes(opts.maxAgeSeconds, opts.secure)}`;
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(opts: { secure: boolean }): string {
  return `${SESSION_COOKIE}=; ${attributes(0, opts.secure)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
