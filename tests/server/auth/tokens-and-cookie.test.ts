import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, parseCookieHeader, sessionCookie } from '../../../server/auth/cookie';
import { hashToken, isWellFormedToken, newToken } from '../../../server/auth/tokens';

describe('tokens', () => {
  it('are 256 random bits in base64url, and only their SHA-256 is kept', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedToken(token)).toBe(true);
    expect(hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(hashToken(token)).toBe(hash);
    expect(newToken().token).not.toBe(token);
  });

  it('reject anything else as malformed', () => {
    for (const value of ['', 'abc', 'A'.repeat(44), `${'A'.repeat(42)}=`, 42, null]) expect(isWellFormedToken(value)).toBe(false);
  });
});

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, with a max age, Secure only when asked', () => {
    expect(sessionCookie('abc_-1', { maxAgeSeconds: 7776000, secure: false })).toBe(
      'portal_session=abc_-1; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookie('abc', { maxAgeSeconds: 60, secure: true })).toMatch(/; Secure$/);
    expect(() => sessionCookie('a;b', { maxAgeSeconds: 60, secure: false })).toThrow();
    expect(clearedSessionCookie({ secure: false })).toMatch(/^portal_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970/);
  });

  it('is read from a Cookie header among others, the first of a repeated name winning', () => {
    const cookies = parseCookieHeader('lang=fr_FR; portal_session=tok1; x="quoted%20value"; portal_session=tok2; broken');
    expect(cookies.get('portal_session')).toBe('tok1');
    expect(cookies.get('lang')).toBe('fr_FR');
    expect(cookies.get('x')).toBe('quoted value');
    expect(parseCookieHeader(undefined).size).toBe(0);
  });
});
