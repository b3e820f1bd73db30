/**
 * GET /api/forms/{formId}/responses?user_id=... (W§7 "a form-service lookup of responses by
 * form id and user id"): the latest answers and their score, only for the applicant themself.
 */
import type { FastifyInstance } from 'fastify';
import { isFormId } from '../../../engine/forms/form-ids';
import { HttpError } from '../../errors';
import { latestFormResponses } from '../../screening/screening-service';

interface Params {
  formId: string;
}
interface Query {
  user_id: string;
}

export default async function formResponsesRoutes(app: FastifyInstance) {
  app.get<{ Params: Params; Querystring: Query }>(
    '/forms/:formId/responses',
    {
      preHandler: app.requireWorker,
      schema: {
        params: {
          type: 'object',
          required: ['formId'],
          properties: { formId: { type: 'string', maxLength: 64 } },
        },
        querystring: {
          type: 'object',
          required: ['user_id'],
          additionalProperties: false,
          properties: { user_id: { type: 'string', minLength: 1, maxLength: 128 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['score', 'answers'],
            additionalProperties: false,
            properties: {
              score: { type: ['integer', 'null'] },
              answers: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
    async (request, reply) => {
      if (request.query.user_id !== request.workerId) {
        throw new HttpError(403, 'FORBIDDEN', 'You can only read your own answers.');
      }
      if (!isFormId(request.params.formId)) {
        throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${request.params.formId}".`);
      }
      void reply.header('cache-control', 'no-store');
      return latestFormResponses(app.db, request.params.formId, request.workerId);
    },
  );
}
