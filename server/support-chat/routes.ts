/**
 * The support chat (W§2 live chat, R§6 customer support, R§7 chat provider):
 * - the worker's side (area `supportChat`): GET /api/support-chat, POST /api/support-chat/messages,
 *   GET /api/support-chat/conversations/{id}, GET /api/support-chat/stream (server-sent events);
 * - customer support (area `support`): GET /api/support/conversations, GET .../{id},
 *   POST .../{id}/messages, POST .../{id}/close.
 * Messages are rate limited per account: a person types far slower than the limit.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_CHAT_ENDPOINTS } from '../../engine/api/endpoints/support-chat';
import { featureRoutes } from '../platform/api/endpoint-routes';
import type { Limit } from '../platform/limits/window-store';
import { postgresChatProvider } from './postgres-chat-provider';
import { LiveHub, type LiveEvent } from './live-hub';
import { ChatFanout } from './chat-fanout';
import { StreamRevocation } from './stream-revocation';
import {
  closeConversation,
  postSupportReply,
  postWorkerMessage,
  supportChatState,
  supportConversation,
  supportInbox,
  workerConversation,
  type SupportChatDeps,
} from './support-chat-service';
import { INVALID_INPUT, RATE_LIMITED } from '../platform/api/route-schema';

const NOT_FOUND = 'CONVERSATION_NOT_FOUND: no such conversation (for a worker: none of theirs).';
const MESSAGE_ERRORS = `${INVALID_INPUT} FORM_ERROR_MESSAGE_REQUIRED or FORM_ERROR_MESSAGE_TOO_LONG on /body (1 to 2000 characters).`;
/** Messages per account per minute (a person types a few; a stuck client or a script is stopped). */
const SUPPORT_MESSAGES_LIMIT: Limit = { bucket: 'support-chat:messages', max: 30, windowMs: 60_000 };
const HEARTBEAT_MS = 25_000;
/** The client's reconnection delay after a dropped stream. */
const RETRY_MS = 3000;
/** On shutdown: at least this, at most twice this. */
const SHUTDOWN_RETRY_MS = 1000;
/**
 * A stream replaced by a newer one of its session: the page closes it on the `replaced` event; a
 * page from before that event waits this long before coming back, so tabs past the cap never take
 * turns replacing each other every few seconds.
 */
const REPLACED_RETRY_MS = 60_000;

export default featureRoutes(SUPPORT_CHAT_ENDPOINTS, ['support chat'], async (app) => {
  const live = new LiveHub();
  const fanout = new ChatFanout(app.database, live, app.log);
  await fanout.start();
  // A logout or a password reset on any instance ends the streams of those sessions here.
  const revocation = new StreamRevocation(app.database, live, app.log, () => app.auth.now());
  await revocation.start();
  // At build time, once for all streams: on shutdown they are told to reconnect (to another
  // instance) and ended before the server waits for its connections to finish.
  app.addHook('preClose', async () => {
    live.shutdownAll();
  });
  app.addHook('onClose', async () => {
    await revocation.stop();
    await fanout.stop();
  });
  const chatDeps = (): SupportChatDeps => ({ ...app.deps, chat: postgresChatProvider(app.db), live });
  // Counted in the database (server/platform/limits): an account writing through several instances shares one allowance.
  const rateLimited = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.limits.admit(
      reply,
      { limit: SUPPORT_MESSAGES_LIMIT, key: request.workerId ?? `address:${request.ip}` },
      { code: 'TOO_MANY_REQUESTS', message: 'Too many messages. Wait a moment and try again.' },
    );
  };

  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    getSupportChat: {
      summary: "Whether support is staffed now in the worker's city, the support e-mail, and the worker's open conversation",
      handler: async (request) => supportChatState(chatDeps(), request.worker!),
    },
    sendSupportChatMessage: {
      summary: 'The worker writes to support (opens a conversation when none is open, only within support hours)',
      errors: {
        400: MESSAGE_ERRORS,
        409: 'SUPPORT_OFFLINE: outside support hours no conversation is opened (the offline popup gives the e-mail).',
        429: RATE_LIMITED,
      },
      options: { preHandler: rateLimited },
      handler: async (request) => postWorkerMessage(chatDeps(), request.worker!, request.body),
    },
    getSupportChatConversation: {
      summary: "One of the worker's conversations with its messages",
      errors: { 404: NOT_FOUND },
      handler: async (request) => workerConversation(chatDeps(), request.worker!, request.params.id),
    },
    streamSupportChat: {
      summary: "The worker's live stream (server-sent events): support's replies and the closing of the conversation",
      answers: { 200: 'An event stream' },
      handler: async (request, reply) => {
        // Written straight to the socket: no compression or serializer may hold events back.
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // A proxy (nginx) must pass each event on at once.
          'x-accel-buffering': 'no',
        });
        raw.write(`retry: ${RETRY_MS}\n\n`);
        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        const unsubscribe = live.subscribe(request.workerId!, request.sessionId!, {
          openedAt: new Date(),
          send: (event: LiveEvent) => {
            const data = event.type === 'message' ? event.message : { conversationId: event.conversationId };
            raw.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
          },
          shutdown: () => {
            // EventSource reconnects by itself after the end, once the retry delay has passed: spread
            // over a few seconds so a deploy does not bring every worker back in the same instant.
            const retry = SHUTDOWN_RETRY_MS + Math.floor(Math.random() * SHUTDOWN_RETRY_MS);
            raw.end(`retry: ${retry}\nevent: reconnect\ndata: {}\n\n`, () => raw.socket?.destroy());
            release();
          },
          end: (reason) => {
            // session-ended: coming back gets a 401, which stops EventSource for good.
            raw.end(`${reason === 'replaced' ? `retry: ${REPLACED_RETRY_MS}\n` : ''}event: ${reason}\ndata: {}\n\n`);
            release();
          },
        });
        const release = () => {
          clearInterval(heartbeat);
          unsubscribe();
        };
        request.raw.on('close', release);
      },
    },
    getSupportConversations: {
      summary: 'The support inbox: the open conversations a page at a time, the most recently active first, with the worker’s name, city and stage',
      errors: { 400: `${INVALID_INPUT} CURSOR_INVALID on /query/before.` },
      handler: async (request) => supportInbox(chatDeps(), request.query.before),
    },
    getSupportConversation: {
      summary: 'One conversation with every message',
      errors: { 404: NOT_FOUND },
      handler: async (request) => supportConversation(chatDeps(), request.params.id),
    },
    replySupportConversation: {
      summary: 'Support answers (pushed live to the worker; e-mailed when the worker is not connected)',
      errors: { 400: MESSAGE_ERRORS, 404: NOT_FOUND, 409: 'CONVERSATION_CLOSED: the conversation is closed.', 429: RATE_LIMITED },
      options: { preHandler: rateLimited },
      handler: async (request) => postSupportReply(chatDeps(), request.worker!, request.params.id, request.body),
    },
    closeSupportConversation: {
      summary: 'Close a conversation',
      errors: { 404: NOT_FOUND },
      handler: async (request) => closeConversation(chatDeps(), request.worker!, request.params.id),
    },
  };
});
