/**
 * The help centre's contact form (issue 27, R§2): POST /api/support/contact, by anyone (a visitor
 * without an account too: their only way to support besides e-mail); customer support (area
 * `support`) reads the messages in its inbox, GET /api/support/contact-requests, and marks one
 * handled once answered by e-mail, POST /api/support/contact-requests/{id}/handled.
 */
import type { FastifyInstance } from 'fastify';
import type { SupportContactBody } from '../../../engine/generated/api/support-contact-body';
import type { SupportContactRequest } from '../../../engine/generated/api/support-contact-request';
import type { SupportContactRequestParams } from '../../../engine/generated/api/support-contact-request-params';
import type { SupportContactRequestsResponse } from '../../../engine/generated/api/support-contact-requests-response';
import type { SupportContactResponse } from '../../../engine/generated/api/support-contact-response';
import type { Limit } from '../../limits/window-store';
import { createContactRequest, markContactRequestHandled, openContactRequests } from '../../support-contact/contact-service';
import { requestLanguage } from '../request-context';
import { errors, INVALID_INPUT, NO_BODY, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['support chat'];
/** Messages per client address in 10 minutes: a person writes one or two; a script filling the inbox is stopped. */
const CONTACT_LIMIT: Limit = { bucket: 'support-contact:messages', max: 5, windowMs: 10 * 60_000 };
const ITEM = { $ref: '/api/support-contact-request#' };

export default async function supportContactRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: SupportContactBody; Reply: SupportContactResponse }>(
    '/support/contact',
    {
      // Counted in the database (server/limits): shared by every instance.
      preHandler: async (request, reply) =>
        app.limits.admit(
          reply,
          { limit: CONTACT_LIMIT, key: request.workerId ?? `address:${request.ip}` },
          { code: 'TOO_MANY_REQUESTS', message: 'Too many messages. Wait a few minutes and try again, or write to the support e-mail address.' },
        ),
      schema: {
        summary: 'A message to support from the help centre (anyone, without an account too): it lands in the support inbox, answered by e-mail',
        tags: TAGS,
        body: { $ref: '/api/support-contact-body#' },
        response: {
          200: { $ref: '/api/support-contact-response#' },
          ...errors({
            400: `${INVALID_INPUT} FORM_ERROR_REQUIRED on /name or /message, FORM_ERROR_EMAIL_REQUIRED or FORM_ERROR_EMAIL_INVALID on /email.`,
            429: 'TOO_MANY_REQUESTS: more than 5 messages in 10 minutes from this client; Retry-After says when to try again.',
          }),
        },
      },
    },
    async (request) => createContactRequest(app.deps, { body: request.body, language: requestLanguage(request) ?? 'en_GB', worker: request.worker }),
  );

  app.get<{ Reply: SupportContactRequestsResponse }>(
    '/support/contact-requests',
    {
      onRequest: app.requireAccess('support'),
      schema: {
        summary: 'The help-centre messages not yet handled, oldest first',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/support-contact-requests-response#' }, ...errors({}, 'support') },
      },
    },
    async () => ({ requests: await openContactRequests(app.deps) }),
  );

  app.post<{ Params: SupportContactRequestParams; Reply: SupportContactRequest }>(
    '/support/contact-requests/:id/handled',
    {
      onRequest: app.requireAccess('support'),
      config: NO_BODY,
      schema: {
        summary: 'Support answered a help-centre message by e-mail: it leaves the inbox',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/support-contact-request-params#' },
        response: { 200: ITEM, ...errors({ 404: 'CONTACT_REQUEST_NOT_FOUND: no such message.' }, 'support') },
      },
    },
    async (request) => markContactRequestHandled(app.deps, request.worker!, request.params.id),
  );
}
