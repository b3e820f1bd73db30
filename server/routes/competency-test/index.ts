/**
 * The screening test (W§2 /competency-test): start it, send the answers. The screens then poll
 * GET /api/me for the application status the scoring job sets (W§4).
 */
import type { FastifyInstance } from 'fastify';
import { apiSchema } from '../../accounts/api-schemas';
import { scopeQuerySchema, type ScopeQuery } from '../scope-query';
import { startCompetencyTest, submitCompetencyTest } from '../../screening/screening-service';

export default async function competencyTestRoutes(app: FastifyInstance) {
  const applicationResponse = {
    type: 'object',
    required: ['application'],
    additionalProperties: false,
    properties: { application: { $ref: `${String(apiSchema('session-response').$id)}#/definitions/workerApplication` } },
  } as const;

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/competency-test/start',
    { preHandler: app.requireWorker, schema: { response: { 200: applicationResponse } } },
    async (request) => ({ application: await startCompetencyTest(app, request.worker!) }),
  );

  // `city_id` is what the form was composed for in the browser; the server always validates and
  // scores with the applicant's own scope, so a different city cannot pick an easier answer key.
  app.post<{ Querystring: ScopeQuery; Body: unknown }>(
    '/competency-test/answers',
    {
      preHandler: app.requireWorker,
      schema: { querystring: scopeQuerySchema, response: { 202: applicationResponse } },
    },
    async (request, reply) => {
      const { application } = await submitCompetencyTest(app, request.worker!, request.body);
      app.screeningJobs.schedule(request.worker!.id);
      return reply.status(202).send({ application });
    },
  );
}
