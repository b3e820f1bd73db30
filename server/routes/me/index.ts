/** The logged-in account (W§7): GET/PUT /api/me, and GET /api/me/referrals (worker area). */
import type { FastifyInstance } from 'fastify';
import { apiSchemaRef } from '../../accounts/api-schemas';
import { updateMe } from '../../accounts/me-service';
import { listReferrals } from '../../accounts/referral-service';
import { workerView } from '../../accounts/session-response';

export default async function meRoutes(app: FastifyInstance) {
  const view = apiSchemaRef('session-response');

  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/me', { preHandler: app.requireWorker, schema: { response: { 200: view } } }, async (request) =>
    workerView(app, request.worker!),
  );

  app.put('/me', { preHandler: app.requireWorker, schema: { response: { 200: view } } }, async (request) => {
    const worker = await updateMe(app, request.worker!, request.body);
    return workerView(app, worker);
  });

  app.get(
    '/me/referrals',
    {
      preHandler: [app.requireApplicationDone, app.requireSection('referral')],
      schema: { response: { 200: apiSchemaRef('referrals-response') } },
    },
    async (request) => listReferrals(app.db, request.workerId!),
  );
}
