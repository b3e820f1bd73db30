/** Password reset (W§7): POST /api/hero/password-reset/request, /check, /use. */
import type { FastifyInstance } from 'fastify';
import type { OkResponse } from '../../../engine/generated/api/ok-response';
import type { PasswordResetCheckBody } from '../../../engine/generated/api/password-reset-check-body';
import type { PasswordResetCheckResponse } from '../../../engine/generated/api/password-reset-check-response';
import type { PasswordResetRequestBody } from '../../../engine/generated/api/password-reset-request-body';
import type { PasswordResetUseBody } from '../../../engine/generated/api/password-reset-use-body';
import { checkPasswordReset, requestPasswordReset, usePasswordReset } from '../../accounts/password-reset-service';
import { clearSessionCookie } from '../../auth/session-cookie';
import { errors, INVALID_INPUT, RATE_LIMITED } from '../route-schema';

const LINK_INVALID = `${INVALID_INPUT} TOKEN_INVALID: the link expired, was used, or a newer one was sent.`;

export default async function passwordResetRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: PasswordResetRequestBody; Reply: OkResponse }>(
    '/hero/password-reset/request',
    {
      preHandler: app.auth.rateLimit('password-reset'),
      schema: {
        summary: 'Send a password reset link (the same answer whether or not the address has an account)',
        tags: ['accounts'],
        body: { $ref: '/api/password-reset-request-body#' },
        response: { 200: { $ref: '/api/ok-response#' }, ...errors({ 400: INVALID_INPUT, 429: RATE_LIMITED }) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body);
      return { ok: true };
    },
  );

  app.post<{ Body: PasswordResetCheckBody; Reply: PasswordResetCheckResponse }>(
    '/hero/password-reset/check',
    {
      schema: {
        summary: 'Whether a reset link can still be used',
        tags: ['accounts'],
        body: { $ref: '/api/password-reset-check-body#' },
        response: { 200: { $ref: '/api/password-reset-check-response#' }, ...errors({ 400: LINK_INVALID }) },
      },
    },
    async (request) => {
      await checkPasswordReset(app.deps, request.body);
      return { valid: true };
    },
  );

  app.post<{ Body: PasswordResetUseBody; Reply: OkResponse }>(
    '/hero/password-reset/use',
    {
      schema: {
        summary: "Set a new password with a reset link; every session of the account ends (this request's too), with the live streams they opened, and the calendar feed's link stops working",
        tags: ['accounts'],
        body: { $ref: '/api/password-reset-use-body#' },
        response: { 200: { $ref: '/api/ok-response#' }, ...errors({ 400: LINK_INVALID }) },
      },
    },
    async (request, reply) => {
      const { workerId } = await usePasswordReset(app.deps, request.body);
      // This request's session was one of them: its cookie goes too.
      if (request.workerId === workerId) clearSessionCookie(reply, app.auth.secureCookie(request));
      return { ok: true };
    },
  );
}
