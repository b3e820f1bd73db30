/** The logged-in account (W§7): GET/PUT /api/me, and GET /api/me/referrals (worker area). */
import type { FastifyInstance } from 'fastify';
import type { MeUpdateBody } from '../../../engine/generated/api/me-update-body';
import type { ReferralsResponse } from '../../../engine/generated/api/referrals-response';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import { meUpdateAreas } from '../../accounts/me-update-areas';
import { updateMe } from '../../accounts/me-service';
import { listReferrals } from '../../accounts/referral-service';
import { workerView } from '../../accounts/session-response';
import { sentFormVersion } from '../request-context';
import { errors, FORM_VERSION_CHANGED, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';
import { FORM_VERSION_HEADERS } from '../../forms/form-version';

const ACCOUNT = { description: 'The account: the session response without a token', $ref: '/api/session-response#' };

export default async function meRoutes(app: FastifyInstance) {
  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: SessionResponse }>(
    '/me',
    {
      onRequest: app.requireAccess('session'),
      schema: {
        summary: 'The logged-in account, its city, country and currency',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        response: { 200: ACCOUNT, ...errors({}, 'session') },
      },
    },
    async (request) => workerView(app.deps, request.worker!),
  );

  app.put<{ Body: MeUpdateBody; Reply: SessionResponse }>(
    '/me',
    {
      onRequest: app.requireAccess('session'),
      schema: {
        summary: 'Change parts of the account (bank details, almost-there answers, a student profile, the portal language)',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        body: { $ref: '/api/me-update-body#' },
        headers: FORM_VERSION_HEADERS,
        response: {
          200: ACCOUNT,
          ...errors({ 400: INVALID_INPUT, 403: 'With bank details, also the access rule of the banking area.', 409: FORM_VERSION_CHANGED }, 'session'),
        },
      },
    },
    async (request) => {
      for (const area of meUpdateAreas(request.body, request.worker!.studentAccount)) app.assertAccess(request, area);
      return workerView(app.deps, await updateMe(app.deps, request.worker!, request.body, { formVersion: sentFormVersion(request) }));
    },
  );

  app.get<{ Reply: ReferralsResponse }>(
    '/me/referrals',
    {
      onRequest: app.requireAccess('referrals'),
      schema: {
        summary: 'The people this worker referred, newest first',
        tags: ['accounts'],
        security: SESSION_REQUIRED,
        response: {
          200: { $ref: '/api/referrals-response#' },
          ...errors({
          }, 'referrals'),
        },
      },
    },
    async (request) => listReferrals(app.deps, request.worker!),
  );
}
