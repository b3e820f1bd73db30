import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSessionCookie, setSessionCookie } from '../../../server/platform/auth/session-cookie';
import { hashToken, isWellFormedToken, newToken } from '../../../server/platform/auth/tokens';
import { readSessionToken } from '../../../server/accounts/auth-plugin';

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

describe('the session cookie (@fastify/cookie)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    app.get('/set', async (request, reply) => {
      setSessionCookie(reply, { token: 'abc_-1', maxAgeSeconds: 7776000 }, (request.query as { secure?: string }).secure === '1');
      return {};
    });
    app.get('/clear', async (_request, reply) => {
      clearSessionCookie(reply, false);
      return {};
    });
    app.get('/read', async (request) => ({ token: readSessionToken(request), lang: request.cookies.lang, x: request.cookies.x }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const attributes = (header: unknown) => String(header).split('; ');

  it('is httpOnly, SameSite=Lax, for the whole site, with a max age, Secure only when asked', async () => {
    const plain = attributes((await app.inject('/set')).headers['set-cookie']);
    expect(plain[0]).toBe('portal_session=abc_-1');
    expect(plain.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=7776000', 'Path=/', 'SameSite=Lax']);
    expect(attributes((await app.inject('/set?secure=1')).headers['set-cookie'])).toContain('Secure');

    const cleared = attributes((await app.inject('/clear')).headers['set-cookie']);
    expect(cleared[0]).toBe('portal_session=');
    expect(cleared).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
    expect(cleared).not.toContain('Secure');
  });

  it('is read from a Cookie header among others, the first of a repeated name winning; a bearer token comes first', async () => {
    const read = (headers: Record<string, string>) => app.inject({ url: '/read', headers }).then((res) => res.json());
    const cookieHeader = 'lang=fr_FR; portal_session=tok1; x=percent%20encoded; portal_session=tok2; broken';
    expect(await read({ cookie: cookieHeader })).toEqual({ token: 'tok1', lang: 'fr_FR', x: 'percent encoded' });
    expect(await read({ cookie: cookieHeader, authorization: 'Bearer tok3' })).toMatchObject({ token: 'tok3' });
    expect(await read({})).toEqual({ token: null });
  });
});
