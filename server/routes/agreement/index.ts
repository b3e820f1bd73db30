/**
 * The partnership agreement (W§2 /sign-agreement, /agreement; W§7 GET /signature-request):
 * the signature request with its embedded sign URL, the built-in signing page's text and
 * signature (/sign/{requestToken} in the SPA), and the agreement in force.
 */
import type { FastifyInstance } from 'fastify';
import {
  agreementView,
  createSignatureRequest,
  openSignatureRequest,
  signAgreement,
} from '../../agreements/agreement-service';

interface TokenParams {
  requestToken: string;
}
interface LanguageQuery {
  language?: string;
}

const tokenParams = {
  type: 'object',
  required: ['requestToken'],
  properties: { requestToken: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

const languageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { language: { type: 'string', enum: ['en_GB', 'fr_FR', 'de_AT'] } },
} as const;

const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

export default async function agreementRoutes(app: FastifyInstance) {
  // Personal and signed documents: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/signature-request',
    {
      preHandler: app.requireWorker,
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['signURL', 'version', 'alreadySigned'],
            additionalProperties: false,
            properties: {
              signURL: {
                type: 'object',
                required: ['embedded'],
                properties: {
                  embedded: { type: 'object', required: ['sign_url'], properties: { sign_url: { type: 'string' } } },
                },
              },
              version: { type: 'string' },
              alreadySigned: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request) => createSignatureRequest(app, request, request.worker!),
  );

  app.get<{ Params: TokenParams; Querystring: LanguageQuery }>(
    '/signature-requests/:requestToken',
    {
      preHandler: app.requireWorker,
      schema: {
        params: tokenParams,
        querystring: languageQuery,
        response: {
          200: {
            type: 'object',
            required: ['version', 'language', 'text', 'textSha256', 'signerName', 'effectiveFrom', 'alreadySigned', 'signedAt'],
            additionalProperties: false,
            properties: {
              version: { type: 'string' },
              language: { type: 'string' },
              text: { type: 'string' },
              textSha256: { type: 'string' },
              signerName: { type: 'string' },
              effectiveFrom: { type: 'string' },
              alreadySigned: { type: 'boolean' },
              signedAt: nullableDateTime,
            },
          },
        },
      },
    },
    async (request) => openSignatureRequest(app, request, request.worker!, request.params.requestToken, request.query.language),
  );

  app.post<{ Params: TokenParams; Body: unknown }>(
    '/signature-requests/:requestToken/sign',
    {
      preHandler: app.requireWorker,
      schema: {
        params: tokenParams,
        response: {
          200: {
            type: 'object',
            required: ['signed'],
            additionalProperties: false,
            properties: { signed: { type: 'boolean' } },
          },
        },
      },
    },
    async (request) => signAgreement(app, request, request.worker!, request.params.requestToken, request.body),
  );

  app.get<{ Querystring: LanguageQuery }>(
    '/agreement',
    {
      preHandler: app.requireWorker,
      schema: {
        querystring: languageQuery,
        response: {
          200: {
            type: 'object',
            required: ['version', 'language', 'text', 'textSha256', 'effectiveFrom', 'signed', 'signedAt', 'signedVersion'],
            additionalProperties: false,
            properties: {
              version: { type: 'string' },
              language: { type: 'string' },
              text: { type: 'string' },
              textSha256: { type: 'string' },
              effectiveFrom: { type: 'string' },
              signed: { type: 'boolean' },
              signedAt: nullableDateTime,
              signedVersion: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) => agreementView(app, request, request.worker!, request.query.language),
  );
}
