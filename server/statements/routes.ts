/**
 * The worker's statements (W§2, W§4, W§7): `GET /api/hero/statements?start&limit`,
 * `GET /api/hero/statements/{id}/confirm` (a GET that changes something: same-origin only,
 * plugins/security.ts) and `GET /api/hero/statements/{id}/pdf`. Another worker's statement is 404.
 */
import { STATEMENTS_ENDPOINTS } from '../../engine/api/endpoints/statements';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { confirmStatement, listStatements, statementPdf } from './statement-service';
import { requestLanguage } from '../platform/http/request-context';
import { INVALID_INPUT } from '../platform/api/route-schema';

const STATEMENT_NOT_FOUND = "STATEMENT_NOT_FOUND: no such statement of this worker (another worker's statement is not found either).";
const CANCELLED = 'STATEMENT_IS_CANCELLED: a cancelled statement cannot be opened or confirmed (W§4).';

export default featureRoutes(STATEMENTS_ENDPOINTS, ['statements'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    getStatements: {
      summary: "A page of the worker's statements, newest first, with the total (15 a page by default)",
      errors: { 400: `${INVALID_INPUT} OUT_OF_RANGE on /query/limit (1 to 50) or /query/start.` },
      handler: async (request) => listStatements(app.deps, request.worker!, request.query),
    },
    confirmStatement: {
      summary: 'Confirm a statement (W§4 unconfirmed → confirmed; again: the same answer)',
      errors: {
        400: INVALID_INPUT,
        403: 'CROSS_SITE_REQUEST: not sent from a page of the portal.',
        404: STATEMENT_NOT_FOUND,
        409: `${CANCELLED} BANK_DETAILS_MISSING: no valid bank details for the city's payout type (bacs: account number and sort code; otherwise IBAN and BIC).`,
      },
      handler: async (request) => confirmStatement(app.deps, request.worker!, request.params.id),
    },
    getStatementPdf: {
      summary: 'A statement as a PDF: period, bookings with total, fee and payout, the sum, bank details masked',
      answers: { 200: 'The PDF (inline: it opens in a new tab)' },
      errors: { 400: INVALID_INPUT, 404: STATEMENT_NOT_FOUND, 409: CANCELLED },
      handler: async (request, reply) => {
        const { filename, bytes } = await statementPdf(app.deps, request.worker!, request.params.id, requestLanguage(request));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(bytes));
      },
    },
  };
});
