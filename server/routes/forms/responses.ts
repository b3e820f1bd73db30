/**
 * GET /api/forms/{formId}/responses?user_id=... (W§7 "a form-service lookup of responses by
 * form id and user id"): the latest answers and their score, only for the applicant themself.
 */
import type { FastifyInstance } from 'fastify';
import type { FormParams } from '../../../engine/generated/api/form-params';
import type { FormResponsesQuery } from '../../../engine/generated/api/form-responses-query';
import type { FormResponsesResponse } from '../../../engine/generated/api/form-responses-response';
import { isFormId } from '../../../engine/forms/form-ids';
import { HttpError } from '../../errors';
import { latestFormResponses } from '../../screening/screening-service';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';

export default async function formResponsesRoutes(app: FastifyInstance) {
  app.get<{ Params: FormParams; Querystring: FormResponsesQuery; Reply: FormResponsesResponse }>(
    '/forms/:formId/responses',
    {
      onRequest: app.requireAccess('competencyTestResults'),
      schema: {
        summary: "The logged-in applicant's latest answers to a form, and their score",
        tags: ['screening'],
        security: SESSION_REQUIRED,
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/form-responses-query#' },
        response: {
          200: { $ref: '/api/form-responses-response#' },
          ...errors({
            400: INVALID_INPUT,
            404: "UNKNOWN_FORM: no such form; NO_RESPONSES: no answers sent yet, or user_id is someone else's (another person's answers do not exist for you).",
          }, 'competencyTestResults'),
        },
      },
    },
    async (request, reply) => {
      if (request.query.user_id !== request.workerId) {
        throw new HttpError(404, 'NO_RESPONSES', 'There are no answers to show.');
      }
      if (!isFormId(request.params.formId)) {
        throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${request.params.formId}".`);
      }
      void reply.header('cache-control', 'no-store');
      return latestFormResponses(app.db, request.params.formId, request.workerId);
    },
  );
}
