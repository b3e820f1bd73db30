/** The logged-in account (W§7): GET/PUT /api/me, and GET /api/me/referrals (worker area). */
import type { FastifyInstance } from 'fastify';
import type { MeUpdateBody } from '../../../engine/generated/api/me-update-body';
import type { ReferralsResponse } from '../../../engine/generated/api/referrals-response';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import { updateMe } from '../../accounts/me-service';
import { listReferrals } from '../../accounts/referral-service';
import { workerView } from '../../accounts/session-response';
import { errors, INVALID_INPUT, NOT_LOGGED_IN, SESSION_REQUIRED } from '../route-schema';

const ACCOUNT = { description: 'The account: the session response without a token', $ref: '/api/session-response#' };

export default async function meRoutes(app: FastifyInstance) {
  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: SessionResponse }>(
    '/me',
    {
      preHandler: app.requireWorker,
      schema: {
        summary: 'The logged-in account, its city, country and currency',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        response: { 200: ACCOUNT, ...errors({ 401: NOT_LOGGED_IN }) },
      },
    },
    async (request) => workerView(app.deps, request.worker!),
  );

  app.put<{ Body: MeUpdateBody; Reply: SessionResponse }>(
    '/me',
    {
      preHandler: app.requireWorker,
      schema: {
        summary: 'Change parts of the account (bank details, almost-there answers, a student profile, the portal language)',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        body: { $ref: '/api/me-update-body#' },
        response: {
          200: ACCOUNT,
          ...errors({ 400: INVALID_INPUT, 401: NOT_LOGGED_IN, 403: 'BANKING_LOCKED: only support may change these bank details.' }),
        },
      },
    },
    async (request) => workerView(app.deps, await updateMe(app.deps, request.worker!, request.body)),
  );

  app.get<{ Reply: ReferralsResponse }>(
    '/me/referrals',
    {
      preHandler: [app.requireApplicationDone, app.requireSection('referral')],
      schema: {
        summary: 'The people this worker referred, newest first',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        response: {
          200: { $ref: '/api/referrals-response#' },
          ...errors({
            401: NOT_LOGGED_IN,
            403: 'APPLICATION_NOT_COMPLETE, WORKER_ONLY, SECTION_HIDDEN: the referral section is not open to this account.',
          }),
        },
      },
    },
    async (request) => listReferrals(app.db, request.workerId!),
  );
}
