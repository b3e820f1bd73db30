import type { FastifyInstance } from 'fastify';
import type { OutboxResponse } from '../../../engine/generated/api/outbox-response';
import { listOutbox } from '../../mail/outbox';
import { errors } from '../route-schema';
import { isLoopbackRequest } from '../../mail/dev-mailbox';
import { HttpError } from '../../errors';

/**
 * The dev mailbox (GET /api/dev/outbox): the newest e-mails the server wrote, with their links. app.ts registers
 * these routes only when the mailbox is enabled (no SMTP and a loopback-only or test server); otherwise 404. Even
 * then they answer only a request addressed to a loopback name (isLoopbackRequest): 404 for any other Host.
 */
const PAGE_PATH = '/api/dev/outbox';

export default async function devRoutes(app: FastifyInstance) {
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
