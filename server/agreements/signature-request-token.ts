/**
 * The request token in the built-in signing page's URL (`/sign/<requestToken>`), standing in
 * for an e-signature provider's embedded sign URL.
 *
 * Stateless: `v1.<payload>.<mac>`, the payload naming the agreement version, the language to
 * show and an expiry; the MAC (HMAC-SHA256 over the payload and the worker id) is keyed by the
 * hash of the session token that asked for it. Why that key and no server secret or table:
 * - the schema has no table for signature requests or server secrets, and a secret kept in one
 *   instance's DATA_DIR would break behind a load balancer; the session row is already shared
 *   by every instance (DESIGN.md: sessions in the database);
 * - a sign URL copied into another browser, or kept after logout, is worthless: the signing
 *   routes are served to the same session only (they need the session anyway, to know who signs);
 * - forging one needs the session token's hash (kept only in the database), and using it still
 *   needs the session token itself.
 * The expiry is rounded to the hour, so the page that polls GET /api/signature-request keeps
 * getting the same URL (the embedded page is not reloaded under the signer's cursor).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LanguageId } from '../../engine/regions/types';
import { isLanguageId } from '../../engine/rules/language';

export interface SignatureRequestClaims {
  /** Not in the token's bytes (URL path parameters are short): bound through the MAC. */
  workerId: string;
  version: string;
  language: LanguageId;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claims: SignatureRequestClaims } | { ok: false; reason: 'invalid' | 'expired' };

const HOUR_S = 60 * 60;
const PREFIX = 'v1';
/** 128 bits of HMAC-SHA256: plenty against forgery, and keeps `/sign/<token>` under the router's 100-character parameter limit. */
const MAC_BYTES = 16;

/** Valid for one to two hours: the end of the next full hour. */
export function signatureRequestExpiry(now: Date): number {
  return (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;
}

function mac(sessionKey: string, workerId: string, payload: string): Buffer {
  return createHmac('sha256', `agreement-signature-request:${sessionKey}`)
    .update(`${PREFIX}.${payload}.${workerId}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

export function mintSignatureRequestToken(sessionKey: string, claims: SignatureRequestClaims): string {
  const payload = Buffer.from(`${claims.expiresAt.toString(36)}~${claims.language}~${claims.version}`, 'utf8').toString('base64url');
  return `${PREFIX}.${payload}.${mac(sessionKey, claims.workerId, payload).toString('base64url')}`;
}

export function readSignatureRequestToken(sessionKey: string, workerId: string, token: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return { ok: false, reason: 'invalid' };
  const [, payload, given] = parts;
  const expected = mac(sessionKey, workerId, payload);
  const givenBytes = Buffer.from(given, 'base64url');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return { ok: false, reason: 'invalid' };
  const [expiry, language, version, ...rest] = Buffer.from(payload, 'base64url').toString('utf8').split('~');
  const expiresAt = Number.parseInt(expiry ?? '', 36);
  if (rest.length || !version || !isLanguageId(language) || !Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' };
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { workerId, version, language, expiresAt } };
}
