/**
 * The screening test (W§2 /competency-test): start it, send the answers. The screens then poll
 * GET /api/me for the application status the scoring job sets (W§4).
 */
import { COMPETENCY_TEST_ENDPOINTS } from '../../engine/api/endpoints/screening';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { startCompetencyTest, submitCompetencyTest } from './screening-service';
import { absentBodyIsEmpty } from '../platform/http/absent-body';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(COMPETENCY_TEST_ENDPOINTS, ['screening'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    startCompetencyTest: {
      summary: 'Start the screening test (submitted → in-review; again before answering: the same)',
      errors: { 409: 'WRONG_STAGE: not at the screening test.' },
      handler: async (request) => ({ application: await startCompetencyTest(app.deps, request.worker!) }),
    },
    // `city_id` is what the form was composed for in the browser; the server always validates and
    // scores with the applicant's own scope, so a different city cannot pick an easier answer key.
    submitCompetencyTest: {
      summary: 'Send the screening test answers; they are scored a few seconds later',
      answers: { 202: 'Stored; the score follows (poll GET /api/me)' },
      errors: {
        400: INVALID_INPUT,
        409: 'ALREADY_SUBMITTED: answers were sent already; WRONG_STAGE: start the test first.',
      },
      options: { preValidation: absentBodyIsEmpty },
      handler: async (request, reply) => {
        const { application } = await submitCompetencyTest(app.deps, request.worker!, request.body, app.screeningJobs.schedule);
        return reply.status(202).send({ application });
      },
    },
  };
});
