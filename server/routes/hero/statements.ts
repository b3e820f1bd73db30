/**
 * The worker's statements (W§2, W§4, W§7): `GET /api/hero/statements?start&limit`,
 * `GET /api/hero/statements/{id}/confirm` (a GET that changes something: same-origin only,
 * plugins/security.ts) and `GET /api/hero/statements/{id}/pdf`. Another worker's statement is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Statement } from '../../../engine/generated/api/statement';
import type { StatementParams } from '../../../engine/generated/api/statement-params';
import type { StatementsQuery } from '../../../engine/generated/api/statements-query';
import type { StatementsResponse } from '../../../engine/generated/api/statements-response';
import { confirmStatement, listStatements, statementPdf } from '../../statements/statement-service';
import { requestLanguage } from '../request-context';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['statements'];
const STATEMENT_NOT_FOUND = "STATEMENT_NOT_FOUND: no such statement of this worker (another worker's statement is not found either).";
const CANCELLED = 'STATEMENT_IS_CANCELLED: a cancelled statement cannot be opened or confirmed (W§4).';

export default async function heroStatementsRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: StatementsQuery; Reply: StatementsResponse }>(
    '/hero/statements',
    {
      onRequest: app.requireAccess('statements'),
      schema: {
        summary: "A page of the worker's statements, newest first, with the total (15 a page by default)",
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/statements-query#' },
        response: {
          200: { $ref: '/api/statements-response#' },
          ...errors({ 400: `${INVALID_INPUT} OUT_OF_RANGE on /query/limit (1 to 50) or /query/start.` }, 'statements'),
        },
      },
    },
    async (request) => listStatements(app.deps, request.worker!, request.query),
  );

  app.get<{ Params: StatementParams; Reply: Statement }>(
    '/hero/statements/:id/confirm',
    {
      onRequest: app.requireAccess('statements'),
      schema: {
        summary: 'Confirm a statement (W§4 unconfirmed → confirmed; again: the same answer)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/statement-params#' },
        response: {
          200: { $ref: '/api/statement#' },
          ...errors(
            {
              400: INVALID_INPUT,
              403: 'CROSS_SITE_REQUEST: not sent from a page of the portal.',
              404: STATEMENT_NOT_FOUND,
              409: `${CANCELLED} BANK_DETAILS_MISSING: no valid bank details for the city's payout type (bacs: account number and sort code; otherwise IBAN and BIC).`,
            },
            'statements',
          ),
        },
      },
    },
    async (request) => confirmStatement(app.deps, request.worker!, request.params.id),
  );

  app.get<{ Params: StatementParams }>(
    '/hero/statements/:id/pdf',
    {
      onRequest: app.requireAccess('statements'),
      schema: {
        summary: 'A statement as a PDF: period, bookings with total, fee and payout, the sum, bank details masked',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/statement-params#' },
        response: {
          200: { description: 'The PDF (inline: it opens in a new tab)', content: { 'application/pdf': { schema: { $ref: '/api/pdf-document#' } } } },
          ...errors({ 400: INVALID_INPUT, 404: STATEMENT_NOT_FOUND, 409: CANCELLED }, 'statements'),
        },
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await statementPdf(app.deps, request.worker!, request.params.id, requestLanguage(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
}
