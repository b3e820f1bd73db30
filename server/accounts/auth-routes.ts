/**
 * Sessions (W§7): sign-up, login, logout, one-time login (also the e-mail verification link)
 * and the verification mail. Served at the root of /api (`POST /api/signup`, ...).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '../../engine/api/endpoints/auth';
import { previewOneTimeLogin, redeemOneTimeLogin, requestOneTimeLogin, sendVerificationEmail, sendVerificationEmailInBackground } from './email-verification-service';
import { logIn } from './login-service';
import { openSession } from './session-response';
import { signUp } from './signup-service';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { clearSessionCookie, setSessionCookie } from '../platform/auth/session-cookie';
import type { SessionWorker } from '../platform/auth/session-service';
import { logOut } from './logout-service';
import { readSessionToken } from './auth-plugin';
import { absentBodyIsEmpty } from '../platform/http/absent-body';
import { clientInfo, sentFormVersion } from '../platform/http/request-context';
import { FORM_VERSION_CHANGED, INVALID_INPUT, RATE_LIMITED } from '../platform/api/route-schema';

const SESSION_RESPONSE = 'Logged in: the session response with its token; the session cookie is set';

export default featureRoutes(AUTH_ENDPOINTS, ['accounts'], (app) => {
  /** Answers a session for the worker: the cookie, and never a shared cache. */
  const answerSession = async (request: FastifyRequest, reply: FastifyReply, worker: SessionWorker, method: 'password' | 'link' | 'signup') => {
    const { response, session } = await openSession(app.deps, worker, clientInfo(request), { now: app.auth.now(), method });
    setSessionCookie(reply, session, app.auth.secureCookie(request));
    void reply.header('cache-control', 'no-store');
    return response;
  };

  return {
    signUp: {
      summary: 'Create a practitioner or student account and log in',
      answers: { 201: SESSION_RESPONSE },
      errors: { 400: INVALID_INPUT, 409: `EMAIL_ALREADY_USED: an account has this address. ${FORM_VERSION_CHANGED}`, 429: RATE_LIMITED },
      options: { preHandler: app.auth.rateLimit('signup') },
      handler: async (request, reply) => {
        const client = clientInfo(request);
        const worker = await signUp(app.deps, request.body, { language: client.language, formVersion: sentFormVersion(request) });
        sendVerificationEmailInBackground(app.deps, worker);
        return reply.status(201).send(await answerSession(request, reply, worker, 'signup'));
      },
    },

    logIn: {
      summary: 'Log in with e-mail and password',
      answers: { 200: SESSION_RESPONSE },
      errors: { 400: INVALID_INPUT, 401: 'INVALID_CREDENTIALS: the same for an unknown address and a wrong password.', 429: RATE_LIMITED },
      options: { preHandler: app.auth.rateLimit('login'), preValidation: absentBodyIsEmpty },
      handler: async (request, reply) => answerSession(request, reply, await logIn(app.deps, request.body), 'password'),
    },

    logOut: {
      summary: "End the session of this request (cookie cleared) and the live streams it opened; the account's other sessions stay",
      handler: async (request, reply) => {
        const token = readSessionToken(request);
        if (token) await logOut(app.db, token, request.worker);
        clearSessionCookie(reply, app.auth.secureCookie(request));
        return { ok: true };
      },
    },

    // Following a link never logs in: another site could send a visitor the attacker's own link
    // (login CSRF). The GET only says whose link it is; the POST, same-origin like every state
    // change (plugins/security), uses it up and logs in.
    previewOneTimeLogin: {
      summary: 'Whose verification or one-time-login link this is (nothing used up, nobody logged in)',
      errors: { 400: `${INVALID_INPUT} TOKEN_INVALID: the link expired or was used.` },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return previewOneTimeLogin(app.deps, request.query.token);
      },
    },

    redeemOneTimeLogin: {
      summary: 'Log in with the link of a verification or one-time-login e-mail (single use; same-origin only)',
      answers: { 200: SESSION_RESPONSE },
      errors: { 400: `${INVALID_INPUT} TOKEN_INVALID: the link expired or was used.` },
      handler: async (request, reply) => answerSession(request, reply, await redeemOneTimeLogin(app.deps, request.body.token), 'link'),
    },

    requestOneTimeLogin: {
      summary: 'E-mail a one-time login link (the same answer whether or not the address has an account)',
      errors: { 400: INVALID_INPUT, 429: RATE_LIMITED },
      // Every request counts (per IP, per address and client), like a reset request: a link is sent each time.
      options: { preHandler: app.auth.rateLimit('login-link') },
      handler: async (request, reply) => {
        await requestOneTimeLogin(app.deps, request.body);
        void reply.header('cache-control', 'no-store');
        return { ok: true };
      },
    },

    resendEmailVerification: {
      summary: 'Send the logged-in account a new e-mail verification link',
      errors: { 429: RATE_LIMITED },
      options: { preHandler: app.auth.rateLimit('verification-email') },
      handler: async (request) => {
        const worker = request.worker!;
        if (worker.verifiedEmail) return { ok: true, sent: false };
        await sendVerificationEmail(app.deps, worker);
        return { ok: true, sent: true };
      },
    },
  };
});
