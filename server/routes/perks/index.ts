/**
 * Perks (W§2, W§7, R§2 Student perks): GET /api/partner-offers (the `partnerOffers` area: workers whose region has
 * perks on, and students with their basics in, each getting their own audience's offers), GET/POST/DELETE
 * /api/linked-user and POST /api/acceptMarketing (the `perks` area: workers whose region has perks on).
 */
import type { FastifyInstance } from 'fastify';
import type { AcceptMarketingBody } from '../../../engine/generated/api/accept-marketing-body';
import type { AcceptMarketingResponse } from '../../../engine/generated/api/accept-marketing-response';
import type { LinkedUserBody } from '../../../engine/generated/api/linked-user-body';
import type { LinkedUserResponse } from '../../../engine/generated/api/linked-user-response';
import type { LinkedUserConfirmBody } from '../../../engine/generated/api/linked-user-confirm-body';
import type { LinkedUserConfirmResponse } from '../../../engine/generated/api/linked-user-confirm-response';
import type { PartnerOffersResponse } from '../../../engine/generated/api/partner-offers-response';
import { acceptMarketing } from '../../perks/marketing-service';
import { confirmLink, linkedUser, linkUser, unlinkUser } from '../../perks/linked-user-service';
import { listPartnerOffers } from '../../perks/partner-offers-service';
import { errors, INVALID_INPUT, NO_BODY, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['perks'];
const LINKED = { $ref: '/api/linked-user-response#' };

export default async function perksRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: PartnerOffersResponse }>(
    '/partner-offers',
    {
      onRequest: app.requireAccess('partnerOffers'),
      schema: {
        summary: "The partner offers for the caller (a worker's perks or a student's) of their country and of every country",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/partner-offers-response#' }, ...errors({}, 'partnerOffers') },
      },
    },
    async (request) => listPartnerOffers(app.deps, request.worker!),
  );

  app.get<{ Reply: LinkedUserResponse }>(
    '/linked-user',
    {
      onRequest: app.requireAccess('perks'),
      schema: {
        summary: 'The customer account the worker linked by e-mail (null when none)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: LINKED, ...errors({}, 'perks') },
      },
    },
    async (request) => linkedUser(app.deps, request.worker!.id),
  );

  app.post<{ Body: LinkedUserBody; Reply: LinkedUserResponse }>(
    '/linked-user',
    {
      onRequest: app.requireAccess('perks'),
      schema: {
        summary:
          'Ask to link a customer account by e-mail: the address gets a confirmation link, and the link holds once confirmed there (issue 27; replaces the previous link then: one per worker)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/linked-user-body#' },
        response: { 200: LINKED, ...errors({ 400: `${INVALID_INPUT} The e-mail is checked with the region's perks-link form.`, 429: 'TOO_MANY_REQUESTS: too many confirmation e-mails asked for.' }, 'perks') },
      },
      // Each request e-mails an address the worker typed: counted per client and per address.
      preHandler: app.auth.rateLimit('perks-link'),
    },
    async (request) => linkUser(app.deps, request.worker!, request.body),
  );

  // The confirmation e-mail's page: no session (the customer's inbox is the proof, on any device),
  // same-origin like every state change, and the token is single use.
  app.post<{ Body: LinkedUserConfirmBody; Reply: LinkedUserConfirmResponse }>(
    '/linked-user/confirm',
    {
      schema: {
        summary: 'Confirm a customer-account link from the e-mail sent to that address (single use)',
        tags: TAGS,
        body: { $ref: '/api/linked-user-confirm-body#' },
        response: {
          200: { $ref: '/api/linked-user-confirm-response#' },
          ...errors({ 400: `${INVALID_INPUT} LINK_REQUEST_INVALID: the link expired, was used, or a newer one was asked for.` }),
        },
      },
    },
    async (request) => confirmLink(app.deps, request.body.token),
  );

  app.delete<{ Reply: LinkedUserResponse }>(
    '/linked-user',
    {
      onRequest: app.requireAccess('perks'),
      config: NO_BODY,
      schema: {
        summary: 'Unlink the customer account',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: LINKED, ...errors({ 404: 'LINKED_USER_NOT_FOUND: no customer account is linked.' }, 'perks') },
      },
    },
    async (request) => unlinkUser(app.deps, request.worker!.id),
  );

  app.post<{ Body: AcceptMarketingBody; Reply: AcceptMarketingResponse }>(
    '/acceptMarketing',
    {
      onRequest: app.requireAccess('perks'),
      schema: {
        summary: "Accept marketing communications for the worker's own e-mail",
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/accept-marketing-body#' },
        response: {
          200: { $ref: '/api/accept-marketing-response#' },
          ...errors({ 400: `${INVALID_INPUT} FORM_ERROR_EMAIL_NOT_OWN on /email: the e-mail is not the worker's own.` }, 'perks'),
        },
      },
    },
    async (request) => acceptMarketing(app.deps, request.worker!, request.body),
  );
}
