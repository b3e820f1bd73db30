import type { FastifyInstance } from 'fastify';
import type { OutboxResponse } from '../../../engine/generated/api/outbox-response';
import { listOutbox } from '../../mail/outbox';
import type { DevClockBody } from '../../../engine/generated/api/dev-clock-body';
import type { DevClockResponse } from '../../../engine/generated/api/dev-clock-response';
import type { TestClock } from '../../test-clock';
import { errors, INVALID_INPUT } from '../route-schema';
import { isLoopbackRequest } from '../../mail/dev-mailbox';
import { HttpError } from '../../errors';

/**
 * The dev mailbox (GET /api/dev/outbox): the newest e-mails the server wrote, with their links. app.ts registers
 * these routes only when the mailbox is enabled (no SMTP and a loopback-only or test server); otherwise 404. Even
 * then they answer only a request addressed to a loopback name (isLoopbackRequest): 404 for any other Host.
 */
const PAGE_PATH = '/api/dev/outbox';

export interface DevRoutesOptions {
  /** Present on a test server (APP_ENV=test): PUT /api/dev/clock sets it. */
  testClock?: TestClock;
}

export default async function devRoutes(app: FastifyInstance, opts: DevRoutesOptions) {
  const { testClock } = opts;
  if (testClock) {
    app.put<{ Body: DevClockBody; Reply: DevClockResponse }>(
      '/dev/clock',
      {
        schema: {
          summary: "Set the server's clock (test servers only: browser tests of support hours)",
          tags: ['operations'],
          body: { $ref: '/api/dev-clock-body#' },
          response: { 200: { $ref: '/api/dev-clock-response#' }, ...errors({ 400: INVALID_INPUT }) },
        },
      },
      async (request) => {
        if (!isLoopbackRequest(request.headers)) throw new HttpError(404, 'NOT_FOUND', 'No route PUT /api/dev/clock');
        testClock.set(request.body.at === null ? null : new Date(request.body.at));
        return { now: testClock.now().toISOString() };
      },
    );
  }

  app.get<{ Reply: OutboxResponse }>(
    '/dev/outbox',
    {
      schema: {
        summary: 'The dev mailbox: the newest e-mails with their links (no SMTP, loopback or test server only)',
        tags: ['operations'],
        response: { 200: { $ref: '/api/outbox-response#' }, ...errors({}) },
      },
    },
    async (request, reply) => {
      if (!isLoopbackRequest(request.headers)) throw new HttpError(404, 'NOT_FOUND', `No route GET ${PAGE_PATH}`);
      // Reset and login links: never cached by the browser or anything in between.
      void reply.header('Cache-Control', 'no-store');
      return { messages: await listOutbox(app.db, 50) };
    },
  );
}
