/** The logged-in account (W§7): GET/PUT /api/me, and GET /api/me/referrals (worker area). */
import { ACCOUNT_ENDPOINTS } from '../../engine/api/endpoints/account';
import { meUpdateAreas } from './me-update-areas';
import { updateMe } from './me-service';
import { listReferrals } from './referral-service';
import { workerView } from './session-response';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { sentFormVersion } from '../platform/http/request-context';
import { FORM_VERSION_CHANGED, INVALID_INPUT } from '../platform/api/route-schema';

const ACCOUNT = 'The account: the session response without a token';

export default featureRoutes(ACCOUNT_ENDPOINTS, ['accounts'], (app) => {
  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    getMe: {
      summary: 'The logged-in account, its city, country and currency',
      answers: { 200: ACCOUNT },
      handler: async (request) => workerView(app.deps, request.worker!),
    },
    putMe: {
      summary: 'Change parts of the account (bank details, almost-there answers, a student profile, the portal language)',
      answers: { 200: ACCOUNT },
      errors: { 400: INVALID_INPUT, 403: 'With bank details, also the access rule of the banking area.', 409: FORM_VERSION_CHANGED },
      handler: async (request) => {
        for (const area of meUpdateAreas(request.body, request.worker!.studentAccount)) app.assertAccess(request, area);
        return workerView(app.deps, await updateMe(app.deps, request.worker!, request.body, { formVersion: sentFormVersion(request) }));
      },
    },
    getReferrals: {
      summary: 'The people this worker referred, newest first',
      handler: async (request) => listReferrals(app.deps, request.worker!),
    },
  };
});
