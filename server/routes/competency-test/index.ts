/**
 * The screening test (W§2 /competency-test): start it, send the answers. The screens then poll
 * GET /api/me for the application status the scoring job sets (W§4).
 */
import type { FastifyInstance } from 'fastify';
import type { CompetencyTestAnswersBody } from '../../../engine/generated/api/competency-test-answers-body';
import type { CompetencyTestResponse } from '../../../engine/generated/api/competency-test-response';
import type { ScopeQuery } from '../../../engine/generated/api/scope-query';
import { startCompetencyTest, submitCompetencyTest } from '../../screening/screening-service';
import { absentBodyIsEmpty } from '../absent-body';
import { errors, INVALID_INPUT, NO_BODY, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['screening'];

export default async function competencyTestRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post<{ Reply: CompetencyTestResponse }>(
    '/competency-test/start',
    {
      onRequest: app.requireAccess('competencyTest'),
      config: NO_BODY,
      schema: {
        summary: 'Start the screening test (submitted → in-review; again before answering: the same)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: {
          200: { $ref: '/api/competency-test-response#' },
          ...errors({ 409: 'WRONG_STAGE: not at the screening test.' }, 'competencyTest'),
        },
      },
    },
    async (request) => ({ application: await startCompetencyTest(app.deps, request.worker!) }),
  );

  // `city_id` is what the form was composed for in the browser; the server always validates and
  // scores with the applicant's own scope, so a different city cannot pick an easier answer key.
  app.post<{ Querystring: ScopeQuery; Body: CompetencyTestAnswersBody; Reply: CompetencyTestResponse }>(
    '/competency-test/answers',
    {
      onRequest: app.requireAccess('competencyTest'),
      preValidation: absentBodyIsEmpty,
      schema: {
        summary: 'Send the screening test answers; they are scored a few seconds later',
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/scope-query#' },
        body: { $ref: '/api/competency-test-answers-body#' },
        response: {
          202: { description: 'Stored; the score follows (poll GET /api/me)', $ref: '/api/competency-test-response#' },
          ...errors({
            400: INVALID_INPUT,
            409: 'ALREADY_SUBMITTED: answers were sent already; WRONG_STAGE: start the test first.',
          }, 'competencyTest'),
        },
      },
    },
    async (request, reply) => {
      const { application } = await submitCompetencyTest(app.deps, request.worker!, request.body, app.screeningJobs.schedule);
      return reply.status(202).send({ application });
    },
  );
}
