/**
 * Secret tokens (sessions, e-mail links): 32 random bytes (256 bits) in base64url, of which
 * only the SHA-256 is stored. A leaked database row therefore signs nobody in, and a lookup by
 * hash needs no constant-time comparison (the attacker does not control the stored value).
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  /** Given to the client once; never stored. */
  token: string;
  /** What the database keeps. */
  hash: string;
}

export function newToken(): IssuedToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** Cheap shape check before touching the database (a malformed token is simply invalid). */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}
