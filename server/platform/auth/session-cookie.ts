/**
 * The session cookie (DESIGN.md "Authentication"): httpOnly, SameSite=Lax, path /, about three
 * months, Secure over HTTPS. Parsed and written by @fastify/cookie (11.0.x: cookie@1, which runs
 * on Node 20).
 */
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'portal_session';

export function setSessionCookie(reply: FastifyReply, session: { token: string; maxAgeSeconds: number }, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    maxAge: Math.max(0, Math.floor(session.maxAgeSeconds)),
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
