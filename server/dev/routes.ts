import { DEV_CLOCK_ENDPOINTS, DEV_OUTBOX_ENDPOINTS } from '../../engine/api/endpoints/dev';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { listOutbox } from '../platform/mail/outbox';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { isLoopbackRequest } from '../platform/http/loopback';
import { HttpError } from '../platform/http/errors';

/**
 * The dev mailbox (GET /api/dev/outbox): the newest e-mails the server wrote, with their links. app.ts registers
 * these routes only when the mailbox is enabled (no SMTP and a loopback-only or test server); otherwise 404. Even
 * then they answer only a request addressed to a loopback name (isLoopbackRequest): 404 for any other Host.
 */
const PAGE_PATH = '/api/dev/outbox';

export default featureRoutes(
  DEV_OUTBOX_ENDPOINTS,
  ['operations'],
  (app) => ({
    getDevOutbox: {
      summary: 'The dev mailbox: the newest e-mails with their links (no SMTP, loopback or test server only)',
      handler: async (request, reply) => {
        if (!isLoopbackRequest(request.headers)) throw new HttpError(404, 'NOT_FOUND', `No route GET ${PAGE_PATH}`);
        // Reset and login links: never cached by the browser or anything in between.
        void reply.header('Cache-Control', 'no-store');
        return { messages: await listOutbox(app.db, 50) };
      },
    },
  }),
  (context) => context.mailboxEnabled,
);

/** PUT /api/dev/clock: only a test server (APP_ENV=test) has a settable clock. */
export const devClockRoutes = featureRoutes(
  DEV_CLOCK_ENDPOINTS,
  ['operations'],
  (_app, context) => {
    const testClock = context.testClock!;
    return {
      setDevClock: {
        summary: "Set the server's clock (test servers only: browser tests of support hours)",
        errors: { 400: INVALID_INPUT },
        handler: async (request) => {
          if (!isLoopbackRequest(request.headers)) throw new HttpError(404, 'NOT_FOUND', 'No route PUT /api/dev/clock');
          testClock.set(request.body.at === null ? null : new Date(request.body.at));
          return { now: testClock.now().toISOString() };
        },
      },
    };
  },
  (context) => context.mailboxEnabled && context.testClock !== undefined,
);
