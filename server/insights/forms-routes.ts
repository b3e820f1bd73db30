import { INSIGHTS_FORMS_ENDPOINTS } from '../../engine/api/endpoints/ops-insights';
import { isInsightFormId } from '../../engine/insights/insight-forms';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { formDropOff } from './drop-off-service';
import { HttpError } from '../platform/http/errors';
import { INVALID_INPUT, UNKNOWN_SCOPE } from '../platform/api/route-schema';

/** Issue 29: the drop-off per question of one form, for ops (behind `app.requireOps` like every /api/ops route). */
export default featureRoutes(INSIGHTS_FORMS_ENDPOINTS, ['operations'], (app) => {
  return {
    getInsightsFormDropOff: {
      summary: 'Drop-off per question of a form (sign-up, almost there, student info, bank details) over a period and scope',
      description: 'Visits are counted on the day they began; the figures come from the daily aggregates the form events maintain. Visits are anonymous: `vertical` does not narrow them.',
      errors: {
        400: `${INVALID_INPUT} INSIGHTS_PERIOD_INVALID: \`to\` before \`from\`. INSIGHTS_PERIOD_TOO_LONG: more than 366 days.`,
        404: `UNKNOWN_FORM: no drop-off is measured for this form (only signup, almost-there, student-info, bank-details); ${UNKNOWN_SCOPE}`,
      },
      handler: async (request, reply) => {
        const { formId } = request.params;
        if (!isInsightFormId(formId)) throw new HttpError(404, 'UNKNOWN_FORM', `No drop-off is measured for the form ${formId}.`);
        void reply.header('cache-control', 'no-store');
        return formDropOff(app.deps, formId, request.query);
      },
    },
  };
});
