/**
 * Sessions (W§7): sign-up, login, logout, one-time login (also the e-mail verification link)
 * and the verification mail. Served at the root of /api (`POST /api/signup`, ...).
 */
import type { FastifyInstance } from 'fastify';
import { apiSchemaRef } from '../../accounts/api-schemas';
import { requestLanguage } from '../../accounts/account-mail';
import {
  redeemOneTimeLogin,
  sendVerificationEmail,
  sendVerificationEmailInBackground,
} from '../../accounts/email-verification-service';
import { logIn } from '../../accounts/login-service';
import { clearSessionCookie, startSession } from '../../accounts/session-response';
import { signUp } from '../../accounts/signup-service';
import { deleteSession } from '../../auth/session-service';
import { readSessionToken } from '../../plugins/auth';

const okSchema = {
  type: 'object',
  required: ['ok'],
  additionalProperties: false,
  properties: { ok: { type: 'boolean' } },
} as const;

export default async function authRoutes(app: FastifyInstance) {
  const session = apiSchemaRef('session-response');

  app.post(
    '/signup',
    { preHandler: app.auth.rateLimit('signup'), schema: { response: { 201: session } } },
    async (request, reply) => {
      const worker = await signUp(app, request.body, { language: requestLanguage(request) });
      sendVerificationEmailInBackground(app, request, worker);
      const body = await startSession(app, request, reply, worker);
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/login',
    { preHandler: app.auth.rateLimit('login'), schema: { response: { 200: session } } },
    async (request, reply) => {
      const worker = await logIn(app, request.body);
      return startSession(app, request, reply, worker);
    },
  );

  app.post('/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(app, request, reply);
    return { ok: true };
  });

  app.get<{ Querystring: { token: string } }>(
    '/one-time-login',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
        },
        response: { 200: session },
      },
    },
    async (request, reply) => {
      const worker = await redeemOneTimeLogin(app, request.query.token);
      return startSession(app, request, reply, worker);
    },
  );

  app.get(
    '/resend-email-verification',
    {
      preHandler: [app.requireWorker, app.auth.rateLimit('verification-email')],
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['ok', 'sent'],
            additionalProperties: false,
            properties: {
              ok: { type: 'boolean' },
              sent: { description: 'false when the address is already verified (nothing to send)', type: 'boolean' },
            },
          },
        },
      },
    },
    async (request) => {
      const worker = request.worker!;
      if (worker.verifiedEmail) return { ok: true, sent: false };
      await sendVerificationEmail(app, request, worker);
      return { ok: true, sent: true };
    },
  );
}
