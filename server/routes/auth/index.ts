/**
 * Sessions (W§7): sign-up, login, logout, one-time login (also the e-mail verification link)
 * and the verification mail. Served at the root of /api (`POST /api/signup`, ...).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginBody } from '../../../engine/generated/api/login-body';
import type { OkResponse } from '../../../engine/generated/api/ok-response';
import type { OneTimeLoginBody } from '../../../engine/generated/api/one-time-login-body';
import type { OneTimeLoginPreview } from '../../../engine/generated/api/one-time-login-preview';
import type { OneTimeLoginQuery } from '../../../engine/generated/api/one-time-login-query';
import type { OneTimeLoginRequestBody } from '../../../engine/generated/api/one-time-login-request-body';
import type { ResendVerificationResponse } from '../../../engine/generated/api/resend-verification-response';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import type { SignupBody } from '../../../engine/generated/api/signup-body';
import { previewOneTimeLogin, redeemOneTimeLogin, requestOneTimeLogin, sendVerificationEmail, sendVerificationEmailInBackground } from '../../accounts/email-verification-service';
import { logIn } from '../../accounts/login-service';
import { openSession } from '../../accounts/session-response';
import { signUp } from '../../accounts/signup-service';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import type { SessionWorker } from '../../auth/session-service';
import { logOut } from '../../accounts/logout-service';
import { readSessionToken } from '../../plugins/auth';
import { absentBodyIsEmpty } from '../absent-body';
import { clientInfo, sentFormVersion } from '../request-context';
import { errors, FORM_VERSION_CHANGED, INVALID_INPUT, NO_BODY, RATE_LIMITED, SESSION_REQUIRED } from '../route-schema';
import { FORM_VERSION_HEADERS } from '../../forms/form-version';

const SESSION_RESPONSE = { description: 'Logged in: the session response with its token; the session cookie is set', $ref: '/api/session-response#' };

export default async function authRoutes(app: FastifyInstance) {
  /** Answers a session for the worker: the cookie, and never a shared cache. */
  const answerSession = async (request: FastifyRequest, reply: FastifyReply, worker: SessionWorker, method: 'password' | 'link' | 'signup') => {
    const { response, session } = await openSession(app.deps, worker, clientInfo(request), { now: app.auth.now(), method });
    setSessionCookie(reply, session, app.auth.secureCookie(request));
    void reply.header('cache-control', 'no-store');
    return response;
  };

  app.post<{ Body: SignupBody; Reply: SessionResponse }>(
    '/signup',
    {
      preHandler: app.auth.rateLimit('signup'),
      schema: {
        summary: 'Create a practitioner or student account and log in',
        tags: ['accounts'],
        body: { $ref: '/api/signup-body#' },
        headers: FORM_VERSION_HEADERS,
        response: {
          201: SESSION_RESPONSE,
          ...errors({ 400: INVALID_INPUT, 409: `EMAIL_ALREADY_USED: an account has this address. ${FORM_VERSION_CHANGED}`, 429: RATE_LIMITED }),
        },
      },
    },
    async (request, reply) => {
      const client = clientInfo(request);
      const worker = await signUp(app.deps, request.body, { language: client.language, formVersion: sentFormVersion(request) });
      sendVerificationEmailInBackground(app.deps, worker);
      return reply.status(201).send(await answerSession(request, reply, worker, 'signup'));
    },
  );

  app.post<{ Body: LoginBody; Reply: SessionResponse }>(
    '/login',
    {
      preHandler: app.auth.rateLimit('login'),
      preValidation: absentBodyIsEmpty,
      schema: {
        summary: 'Log in with e-mail and password',
        tags: ['accounts'],
        body: { $ref: '/api/login-body#' },
        response: {
          200: SESSION_RESPONSE,
          ...errors({ 400: INVALID_INPUT, 401: 'INVALID_CREDENTIALS: the same for an unknown address and a wrong password.', 429: RATE_LIMITED }),
        },
      },
    },
    async (request, reply) => answerSession(request, reply, await logIn(app.deps, request.body), 'password'),
  );

  app.post<{ Reply: OkResponse }>(
    '/logout',
    {
      config: NO_BODY,
      schema: {
        summary: "End the session of this request (cookie cleared) and the live streams it opened; the account's other sessions stay",
        tags: ['accounts'],
        response: { 200: { $ref: '/api/ok-response#' }, ...errors({}) },
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await logOut(app.db, token, request.worker);
      clearSessionCookie(reply, app.auth.secureCookie(request));
      return { ok: true };
    },
  );

  // Following a link never logs in: another site could send a visitor the attacker's own link
  // (login CSRF). The GET only says whose link it is; the POST, same-origin like every state
  // change (plugins/security), uses it up and logs in.
  app.get<{ Querystring: OneTimeLoginQuery; Reply: OneTimeLoginPreview }>(
    '/one-time-login',
    {
      schema: {
        summary: 'Whose verification or one-time-login link this is (nothing used up, nobody logged in)',
        tags: ['accounts'],
        querystring: { $ref: '/api/one-time-login-query#' },
        response: {
          200: { $ref: '/api/one-time-login-preview#' },
          ...errors({ 400: `${INVALID_INPUT} TOKEN_INVALID: the link expired or was used.` }),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return previewOneTimeLogin(app.deps, request.query.token);
    },
  );

  app.post<{ Body: OneTimeLoginBody; Reply: SessionResponse }>(
    '/one-time-login',
    {
      schema: {
        summary: 'Log in with the link of a verification or one-time-login e-mail (single use; same-origin only)',
        tags: ['accounts'],
        body: { $ref: '/api/one-time-login-body#' },
        response: {
          200: SESSION_RESPONSE,
          ...errors({ 400: `${INVALID_INPUT} TOKEN_INVALID: the link expired or was used.` }),
        },
      },
    },
    async (request, reply) => answerSession(request, reply, await redeemOneTimeLogin(app.deps, request.body.token), 'link'),
  );

  app.post<{ Body: OneTimeLoginRequestBody; Reply: OkResponse }>(
    '/one-time-login/request',
    {
      // Every request counts (per IP, per address and client), like a reset request: a link is sent each time.
      preHandler: app.auth.rateLimit('login-link'),
      schema: {
        summary: 'E-mail a one-time login link (the same answer whether or not the address has an account)',
        tags: ['accounts'],
        body: { $ref: '/api/one-time-login-request-body#' },
        response: { 200: { $ref: '/api/ok-response#' }, ...errors({ 400: INVALID_INPUT, 429: RATE_LIMITED }) },
      },
    },
    async (request, reply) => {
      await requestOneTimeLogin(app.deps, request.body);
      void reply.header('cache-control', 'no-store');
      return { ok: true };
    },
  );

  app.get<{ Reply: ResendVerificationResponse }>(
    '/resend-email-verification',
    {
      onRequest: app.requireAccess('emailVerification'),
      preHandler: app.auth.rateLimit('verification-email'),
      schema: {
        summary: 'Send the logged-in account a new e-mail verification link',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/resend-verification-response#' }, ...errors({ 429: RATE_LIMITED }, 'emailVerification') },
      },
    },
    async (request) => {
      const worker = request.worker!;
      if (worker.verifiedEmail) return { ok: true, sent: false };
      await sendVerificationEmail(app.deps, worker);
      return { ok: true, sent: true };
    },
  );
}
