import type { FastifyInstance } from 'fastify';
import type { InsightsDropOffResponse } from '../../../engine/generated/api/insights-drop-off-response';
import type { FormParams } from '../../../engine/generated/api/form-params';
import type { InsightsQuery } from '../../../engine/generated/api/insights-query';
import { isInsightFormId } from '../../../engine/insights/insight-forms';
import { formDropOff } from '../../insights/drop-off-service';
import { HttpError } from '../../errors';
import { errors, INVALID_INPUT, UNKNOWN_SCOPE } from '../route-schema';

/** Issue 29: the drop-off per question of one form, for ops (behind `app.requireOps` like every /api/ops route). */
export default async function insightsFormRoutes(app: FastifyInstance) {
  app.get<{ Params: FormParams; Querystring: InsightsQuery; Reply: InsightsDropOffResponse }>(
    '/ops/insights/forms/:formId',
    {
      onRequest: app.requireOps,
      schema: {
        summary: 'Drop-off per question of a form (sign-up, almost there, student info, bank details) over a period and scope',
        description: 'Visits are counted on the day they began; the figures come from the daily aggregates the form events maintain. Visits are anonymous: `vertical` does not narrow them.',
        tags: ['operations'],
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/insights-query#' },
        response: {
          200: { $ref: '/api/insights-drop-off-response#' },
          ...errors({ 400: `${INVALID_INPUT} INSIGHTS_PERIOD_INVALID: \`to\` before \`from\`. INSIGHTS_PERIOD_TOO_LONG: more than 366 days.`, 404: `UNKNOWN_FORM: no drop-off is measured for this form (only signup, almost-there, student-info, bank-details); ${UNKNOWN_SCOPE}` }, 'ops'),
        },
      },
    },
    async (request, reply) => {
      const { formId } = request.params;
      if (!isInsightFormId(formId)) throw new HttpError(404, 'UNKNOWN_FORM', `No drop-off is measured for the form ${formId}.`);
      void reply.header('cache-control', 'no-store');
      return formDropOff(app.deps, formId, request.query);
    },
  );
}
