/**
 * The help centre's contact form (issue 27, R§2): POST /api/support/contact, by anyone (a visitor
 * without an account too: their only way to support besides e-mail); customer support (area
 * `support`) reads the messages in its inbox, GET /api/support/contact-requests, and marks one
 * handled once answered by e-mail, POST /api/support/contact-requests/{id}/handled.
 */
import { SUPPORT_CONTACT_ENDPOINTS } from '../../engine/api/endpoints/support-contact';
import { featureRoutes } from '../platform/api/endpoint-routes';
import type { Limit } from '../platform/limits/window-store';
import { createContactRequest, markContactRequestHandled, openContactRequests } from './contact-service';
import { requestLanguage } from '../platform/http/request-context';
import { INVALID_INPUT } from '../platform/api/route-schema';

/** Messages per client address in 10 minutes: a person writes one or two; a script filling the inbox is stopped. */
const CONTACT_LIMIT: Limit = { bucket: 'support-contact:messages', max: 5, windowMs: 10 * 60_000 };

export default featureRoutes(SUPPORT_CONTACT_ENDPOINTS, ['support chat'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    sendSupportContact: {
      summary: 'A message to support from the help centre (anyone, without an account too): it lands in the support inbox, answered by e-mail',
      errors: {
        400: `${INVALID_INPUT} FORM_ERROR_REQUIRED on /name or /message, FORM_ERROR_EMAIL_REQUIRED or FORM_ERROR_EMAIL_INVALID on /email.`,
        429: 'TOO_MANY_REQUESTS: more than 5 messages in 10 minutes from this client; Retry-After says when to try again.',
      },
      options: {
        // Counted in the database (server/platform/limits): shared by every instance.
        preHandler: async (request, reply) =>
          app.limits.admit(
            reply,
            { limit: CONTACT_LIMIT, key: request.workerId ?? `address:${request.ip}` },
            { code: 'TOO_MANY_REQUESTS', message: 'Too many messages. Wait a few minutes and try again, or write to the support e-mail address.' },
          ),
      },
      handler: async (request) => createContactRequest(app.deps, { body: request.body, language: requestLanguage(request) ?? 'en_GB', worker: request.worker }),
    },
    getSupportContactRequests: {
      summary: 'The help-centre messages not yet handled, oldest first',
      handler: async () => ({ requests: await openContactRequests(app.deps) }),
    },
    markSupportContactRequestHandled: {
      summary: 'Support answered a help-centre message by e-mail: it leaves the inbox',
      errors: { 404: 'CONTACT_REQUEST_NOT_FOUND: no such message.' },
      handler: async (request) => markContactRequestHandled(app.deps, request.worker!, request.params.id),
    },
  };
});
