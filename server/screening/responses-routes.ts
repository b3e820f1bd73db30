/**
 * GET /api/forms/{formId}/responses?user_id=... (W§7 "a form-service lookup of responses by
 * form id and user id"): the latest answers and their score, only for the applicant themself.
 */
import { FORM_RESPONSES_ENDPOINTS } from '../../engine/api/endpoints/screening';
import { isFormId } from '../../engine/forms/form-ids';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { HttpError } from '../platform/http/errors';
import { latestFormResponses } from './screening-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(FORM_RESPONSES_ENDPOINTS, ['screening'], (app) => ({
  getFormResponses: {
    summary: "The logged-in applicant's latest answers to a form, and their score",
    errors: {
      400: INVALID_INPUT,
      404: "UNKNOWN_FORM: no such form; NO_RESPONSES: no answers sent yet, or user_id is someone else's (another person's answers do not exist for you).",
    },
    handler: async (request, reply) => {
      if (request.query.user_id !== request.workerId) {
        throw new HttpError(404, 'NO_RESPONSES', 'There are no answers to show.');
      }
      if (!isFormId(request.params.formId)) {
        throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${request.params.formId}".`);
      }
      void reply.header('cache-control', 'no-store');
      return latestFormResponses(app.db, request.params.formId, request.workerId);
    },
  },
}));
