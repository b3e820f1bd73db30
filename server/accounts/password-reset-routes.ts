/** Password reset (W§7): POST /api/hero/password-reset/request, /check, /use. */
import { PASSWORD_RESET_ENDPOINTS } from '../../engine/api/endpoints/password-reset';
// Not a React hook: renamed here for the hooks lint rule, which reads any `use...` call in a `handler` as one.
import { checkPasswordReset, requestPasswordReset, usePasswordReset as spendPasswordReset } from './password-reset-service';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { clearSessionCookie } from '../platform/auth/session-cookie';
import { INVALID_INPUT, RATE_LIMITED } from '../platform/api/route-schema';

const LINK_INVALID = `${INVALID_INPUT} TOKEN_INVALID: the link expired, was used, or a newer one was sent.`;

export default featureRoutes(PASSWORD_RESET_ENDPOINTS, ['accounts'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    requestPasswordReset: {
      summary: 'Send a password reset link (the same answer whether or not the address has an account)',
      errors: { 400: INVALID_INPUT, 429: RATE_LIMITED },
      options: { preHandler: app.auth.rateLimit('password-reset') },
      handler: async (request) => {
        await requestPasswordReset(app.deps, request.body);
        return { ok: true };
      },
    },

    checkPasswordReset: {
      summary: 'Whether a reset link can still be used',
      errors: { 400: LINK_INVALID },
      handler: async (request) => {
        await checkPasswordReset(app.deps, request.body);
        return { valid: true };
      },
    },

    resetPassword: {
      summary: "Set a new password with a reset link; every session of the account ends (this request's too), with the live streams they opened, and the calendar feed's link stops working",
      errors: { 400: LINK_INVALID },
      handler: async (request, reply) => {
        const { workerId } = await spendPasswordReset(app.deps, request.body);
        // This request's session was one of them: its cookie goes too.
        if (request.workerId === workerId) clearSessionCookie(reply, app.auth.secureCookie(request));
        return { ok: true };
      },
    },
  };
});
