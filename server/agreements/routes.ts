/**
 * The partnership agreement (W§2 /sign-agreement, /agreement; W§7 GET /signature-request):
 * the signature request with its embedded sign URL, the built-in signing page's text and
 * signature (/sign/{requestToken} in the SPA), and the agreement in force.
 */
import type { FastifyRequest } from 'fastify';
import { AGREEMENT_ENDPOINTS } from '../../engine/api/endpoints/agreement';
import { PAGES } from '../../engine/pages';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { agreementPdf, agreementView, createSignatureRequest, openSignatureRequest, signAgreement, type SigningSession } from './agreement-service';
import { hashToken } from '../platform/auth/tokens';
import { HttpError } from '../platform/http/errors';
import { readSessionToken } from '../accounts/auth-plugin';
import { clientInfo, requestLanguage } from '../platform/http/request-context';
import { INVALID_INPUT } from '../platform/api/route-schema';

const REQUEST_NOT_FOUND = 'SIGNATURE_REQUEST_NOT_FOUND: not a sign URL of this session; AGREEMENT_NOT_FOUND: none for the country yet.';

/** The session a sign URL is bound to (the hash of its token) and the page's language. */
function signingSession(request: FastifyRequest): SigningSession {
  const token = readSessionToken(request);
  // The routes run behind requireAccess, so a session token is there.
  if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
  return { sessionKey: hashToken(token), pageLanguage: requestLanguage(request) };
}

export default featureRoutes(AGREEMENT_ENDPOINTS, ['agreement'], (app) => {
  // Personal and signed documents: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    getSignatureRequest: {
      summary: 'A sign URL for the agreement in force (verified e-mail address only)',
      errors: {
        403: 'EMAIL_NOT_VERIFIED: verify the e-mail address first.',
        404: 'AGREEMENT_NOT_FOUND: no agreement for the country yet.',
        409: 'WRONG_STAGE: the agreement comes after the screening test.',
      },
      handler: async (request) => createSignatureRequest(app.deps, request.worker!, signingSession(request)),
    },
    getSigningPage: {
      summary: 'What the signing page shows: the text, its hash, the suggested name',
      errors: {
        400: INVALID_INPUT,
        404: REQUEST_NOT_FOUND,
        410: 'SIGNATURE_REQUEST_EXPIRED: open the agreement page again.',
      },
      handler: async (request) =>
        openSignatureRequest(app.deps, request.worker!, signingSession(request), request.params.requestToken, request.query.language),
    },
    signAgreement: {
      summary: 'Sign the agreement (kept with an audit record: who, version, text hash, when, from where)',
      errors: {
        400: INVALID_INPUT,
        403: 'EMAIL_NOT_VERIFIED: verify the e-mail address first.',
        404: REQUEST_NOT_FOUND,
        409: 'AGREEMENT_CHANGED: the text is no longer the one in force; WRONG_STAGE.',
        410: 'SIGNATURE_REQUEST_EXPIRED: open the agreement page again.',
      },
      handler: async (request) =>
        signAgreement(app.deps, request.worker!, signingSession(request), request.params.requestToken, request.body, clientInfo(request)),
    },
    getAgreement: {
      summary: 'The agreement in force for the worker, and whether they signed it',
      errors: {
        400: INVALID_INPUT,
        404: 'AGREEMENT_NOT_FOUND: no agreement for the country yet.',
      },
      handler: async (request) => agreementView(app.deps, request.worker!, requestLanguage(request), request.query.language),
    },
    // W§7: "The agreement link opens /workers/{id}/partnership-agreement-url" (served at /api + that path, DESIGN.md).
    getPartnershipAgreementUrl: {
      summary: "Where the worker reads their partnership agreement (the /agreement page: the agreement in force and their signed copy)",
      errors: { 404: "WORKER_NOT_FOUND: another worker's id (someone else's agreement does not exist for you)." },
      handler: async (request) => {
        if (request.params.id !== request.worker!.id) throw new HttpError(404, 'WORKER_NOT_FOUND', 'There is no such worker.');
        return { url: `${app.deps.publicUrl}${PAGES.agreement}` };
      },
    },
    getAgreementPdf: {
      summary: "The worker's latest signed agreement as a PDF, with its audit trail (version, text hash, time, name)",
      answers: { 200: 'The PDF (an attachment)' },
      errors: { 404: 'AGREEMENT_NOT_SIGNED: no signature on record for this account.' },
      handler: async (request, reply) => {
        const { filename, bytes } = await agreementPdf(app.deps, request.worker!);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(bytes));
      },
    },
  };
});
