/**
 * The partnership agreement (W§2 /sign-agreement, /agreement; W§7 GET /signature-request):
 * the signature request with its embedded sign URL, the built-in signing page's text and
 * signature (/sign/{requestToken} in the SPA), and the agreement in force.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgreementResponse } from '../../../engine/generated/api/agreement-response';
import type { AgreementUrlResponse } from '../../../engine/generated/api/agreement-url-response';
import type { LanguageQuery } from '../../../engine/generated/api/language-query';
import type { SignaturePageResponse } from '../../../engine/generated/api/signature-page-response';
import type { SignatureRequestParams } from '../../../engine/generated/api/signature-request-params';
import type { SignatureRequestResponse } from '../../../engine/generated/api/signature-request-response';
import type { SignatureSignBody } from '../../../engine/generated/api/signature-sign-body';
import type { SignatureSignResponse } from '../../../engine/generated/api/signature-sign-response';
import type { WorkerParams } from '../../../engine/generated/api/worker-params';
import { PAGES } from '../../../engine/pages';
import { agreementPdf, agreementView, createSignatureRequest, openSignatureRequest, signAgreement, type SigningSession } from '../../agreements/agreement-service';
import { hashToken } from '../../auth/tokens';
import { HttpError } from '../../errors';
import { readSessionToken } from '../../plugins/auth';
import { clientInfo, requestLanguage } from '../request-context';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['agreement'];
const REQUEST_NOT_FOUND = 'SIGNATURE_REQUEST_NOT_FOUND: not a sign URL of this session; AGREEMENT_NOT_FOUND: none for the country yet.';

/** The session a sign URL is bound to (the hash of its token) and the page's language. */
function signingSession(request: FastifyRequest): SigningSession {
  const token = readSessionToken(request);
  // The routes run behind requireAccess, so a session token is there.
  if (!token) throw new HttpError(401, 'UNAUTHORIZED', 'Log in to continue.');
  return { sessionKey: hashToken(token), pageLanguage: requestLanguage(request) };
}

export default async function agreementRoutes(app: FastifyInstance) {
  // Personal and signed documents: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: SignatureRequestResponse }>(
    '/signature-request',
    {
      onRequest: app.requireAccess('signing'),
      schema: {
        summary: 'A sign URL for the agreement in force (verified e-mail address only)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: {
          200: { $ref: '/api/signature-request-response#' },
          ...errors({
            403: 'EMAIL_NOT_VERIFIED: verify the e-mail address first.',
            404: 'AGREEMENT_NOT_FOUND: no agreement for the country yet.',
            409: 'WRONG_STAGE: the agreement comes after the screening test.',
          }, 'signing'),
        },
      },
    },
    async (request) => createSignatureRequest(app.deps, request.worker!, signingSession(request)),
  );

  app.get<{ Params: SignatureRequestParams; Querystring: LanguageQuery; Reply: SignaturePageResponse }>(
    '/signature-requests/:requestToken',
    {
      onRequest: app.requireAccess('signing'),
      schema: {
        summary: 'What the signing page shows: the text, its hash, the suggested name',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/signature-request-params#' },
        querystring: { $ref: '/api/language-query#' },
        response: {
          200: { $ref: '/api/signature-page-response#' },
          ...errors({
            400: INVALID_INPUT,
            404: REQUEST_NOT_FOUND,
            410: 'SIGNATURE_REQUEST_EXPIRED: open the agreement page again.',
          }, 'signing'),
        },
      },
    },
    async (request) =>
      openSignatureRequest(app.deps, request.worker!, signingSession(request), request.params.requestToken, request.query.language),
  );

  app.post<{ Params: SignatureRequestParams; Body: SignatureSignBody; Reply: SignatureSignResponse }>(
    '/signature-requests/:requestToken/sign',
    {
      onRequest: app.requireAccess('signing'),
      schema: {
        summary: 'Sign the agreement (kept with an audit record: who, version, text hash, when, from where)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/signature-request-params#' },
        body: { $ref: '/api/signature-sign-body#' },
        response: {
          200: { $ref: '/api/signature-sign-response#' },
          ...errors({
            400: INVALID_INPUT,
            403: 'EMAIL_NOT_VERIFIED: verify the e-mail address first.',
            404: REQUEST_NOT_FOUND,
            409: 'AGREEMENT_CHANGED: the text is no longer the one in force; WRONG_STAGE.',
            410: 'SIGNATURE_REQUEST_EXPIRED: open the agreement page again.',
          }, 'signing'),
        },
      },
    },
    async (request) =>
      signAgreement(app.deps, request.worker!, signingSession(request), request.params.requestToken, request.body, clientInfo(request)),
  );

  app.get<{ Querystring: LanguageQuery; Reply: AgreementResponse }>(
    '/agreement',
    {
      onRequest: app.requireAccess('agreement'),
      schema: {
        summary: 'The agreement in force for the worker, and whether they signed it',
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/language-query#' },
        response: {
          200: { $ref: '/api/agreement-response#' },
          ...errors({
            400: INVALID_INPUT,
            404: 'AGREEMENT_NOT_FOUND: no agreement for the country yet.',
          }, 'agreement'),
        },
      },
    },
    async (request) => agreementView(app.deps, request.worker!, requestLanguage(request), request.query.language),
  );

  // W§7: "The agreement link opens /workers/{id}/partnership-agreement-url" (served at /api + that path, DESIGN.md).
  app.get<{ Params: WorkerParams; Reply: AgreementUrlResponse }>(
    '/workers/:id/partnership-agreement-url',
    {
      onRequest: app.requireAccess('agreement'),
      schema: {
        summary: "Where the worker reads their partnership agreement (the /agreement page: the agreement in force and their signed copy)",
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/worker-params#' },
        response: {
          200: { $ref: '/api/agreement-url-response#' },
          ...errors({ 404: "WORKER_NOT_FOUND: another worker's id (someone else's agreement does not exist for you)." }, 'agreement'),
        },
      },
    },
    async (request) => {
      if (request.params.id !== request.worker!.id) throw new HttpError(404, 'WORKER_NOT_FOUND', 'There is no such worker.');
      return { url: `${app.deps.publicUrl}${PAGES.agreement}` };
    },
  );

  app.get(
    '/agreement/pdf',
    {
      onRequest: app.requireAccess('agreement'),
      schema: {
        summary: "The worker's latest signed agreement as a PDF, with its audit trail (version, text hash, time, name)",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: {
          200: { description: 'The PDF (an attachment)', content: { 'application/pdf': { schema: { $ref: '/api/pdf-document#' } } } },
          ...errors({ 404: 'AGREEMENT_NOT_SIGNED: no signature on record for this account.' }, 'agreement'),
        },
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await agreementPdf(app.deps, request.worker!);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
}
