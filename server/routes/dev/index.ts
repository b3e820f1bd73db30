import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../mail/outbox';

const outboxMessageSchema = {
  type: 'object',
  required: ['id', 'to', 'subject', 'text', 'link', 'kind', 'language', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    link: { type: ['string', 'null'] },
    kind: { anyOf: [{ enum: ['verify-email', 'password-reset', 'one-time-login'] }, { type: 'null' }] },
    language: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/**
 * The dev mailbox (GET /api/dev/outbox): the newest e-mails the server wrote, with their links. app.ts registers
 * these routes only when the mailbox is enabled (no SMTP and a loopback-only or test server); otherwise 404.
 */
export default async function devRoutes(app: FastifyInstance) {
  app.get(
    '/dev/outbox',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['messages'],
            properties: { messages: { type: 'array', maxItems: 50, items: outboxMessageSchema } },
          },
        },
      },
    },
    async (_request, reply) => {
      // Reset and login links: never cached by the browser or anything in between.
      void reply.header('Cache-Control', 'no-store');
      return { messages: await listOutbox(app.db, 50) };
    },
  );
}
