/**
 * Perks (W§2, W§7, R§2 Student perks): GET /api/partner-offers (the `partnerOffers` area: workers whose region has
 * perks on, and students with their basics in, each getting their own audience's offers), GET/POST/DELETE
 * /api/linked-user and POST /api/acceptMarketing (the `perks` area: workers whose region has perks on).
 */
import { PERKS_ENDPOINTS } from '../../engine/api/endpoints/perks';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { acceptMarketing } from './marketing-service';
import { confirmLink, linkedUser, linkUser, unlinkUser } from './linked-user-service';
import { listPartnerOffers } from './partner-offers-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(PERKS_ENDPOINTS, ['perks'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    getPartnerOffers: {
      summary: "The partner offers for the caller (a worker's perks or a student's) of their country and of every country",
      handler: async (request) => listPartnerOffers(app.deps, request.worker!),
    },
    getLinkedUser: {
      summary: 'The customer account the worker linked by e-mail (null when none)',
      handler: async (request) => linkedUser(app.deps, request.worker!.id),
    },
    linkUser: {
      summary:
        'Ask to link a customer account by e-mail: the address gets a confirmation link, and the link holds once confirmed there (issue 27; replaces the previous link then: one per worker)',
      errors: { 400: `${INVALID_INPUT} The e-mail is checked with the region's perks-link form.`, 429: 'TOO_MANY_REQUESTS: too many confirmation e-mails asked for.' },
      handler: async (request) => linkUser(app.deps, request.worker!, request.body),
      // Each request e-mails an address the worker typed: counted per client and per address.
      options: { preHandler: app.auth.rateLimit('perks-link') },
    },
    // The confirmation e-mail's page: no session (the customer's inbox is the proof, on any device),
    // same-origin like every state change, and the token is single use.
    confirmUserLink: {
      summary: 'Confirm a customer-account link from the e-mail sent to that address (single use)',
      errors: { 400: `${INVALID_INPUT} LINK_REQUEST_INVALID: the link expired, was used, or a newer one was asked for.` },
      handler: async (request) => confirmLink(app.deps, request.body.token),
    },
    unlinkUser: {
      summary: 'Unlink the customer account',
      errors: { 404: 'LINKED_USER_NOT_FOUND: no customer account is linked.' },
      handler: async (request) => unlinkUser(app.deps, request.worker!.id),
    },
    acceptMarketing: {
      summary: "Accept marketing communications for the worker's own e-mail",
      errors: { 400: `${INVALID_INPUT} FORM_ERROR_EMAIL_NOT_OWN on /email: the e-mail is not the worker's own.` },
      handler: async (request) => acceptMarketing(app.deps, request.worker!, request.body),
    },
  };
});
