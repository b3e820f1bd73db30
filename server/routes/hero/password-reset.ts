/** Password reset (W§7): POST /api/hero/password-reset/request, /check, /use. */
import type { FastifyInstance } from 'fastify';
import { checkPasswordReset, requestPasswordReset, usePasswordReset } from '../../accounts/password-reset-service';

const ok = {
  type: 'object',
  required: ['ok'],
  additionalProperties: false,
  properties: { ok: { type: 'boolean' } },
} as const;

export default async function passwordResetRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/hero/password-reset/request',
    { preHandler: app.auth.rateLimit('password-reset'), schema: { response: { 200: ok } } },
    async (request) => {
      await requestPasswordReset(app, request, request.body);
      return { ok: true };
    },
  );

  app.post(
    '/hero/password-reset/check',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['valid'], additionalProperties: false, properties: { valid: { type: 'boolean' } } },
        },
      },
    },
    async (request) => {
      await checkPasswordReset(app, request.body);
      return { valid: true };
    },
  );

  app.post('/hero/password-reset/use', { schema: { response: { 200: ok } } }, async (request) => {
    await usePasswordReset(app, request, request.body);
    return { ok: true };
  });
}
