/**
 * The support chat (W§2 live chat, R§6 customer support, R§7 chat provider):
 * - the worker's side (area `supportChat`): GET /api/support-chat, POST /api/support-chat/messages,
 *   GET /api/support-chat/conversations/{id}, GET /api/support-chat/stream (server-sent events);
 * - customer support (area `support`): GET /api/support/conversations, GET .../{id},
 *   POST .../{id}/messages, POST .../{id}/close.
 * Messages are rate limited per account: a person types far slower than the limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SupportChatResponse } from '../../../engine/generated/api/support-chat-response';
import type { SupportConversation } from '../../../engine/generated/api/support-conversation';
import type { SupportInboxItem } from '../../../engine/generated/api/support-inbox-item';
import type { SupportInboxQuery } from '../../../engine/generated/api/support-inbox-query';
import type { SupportInboxResponse } from '../../../engine/generated/api/support-inbox-response';
import type { SupportMessage } from '../../../engine/generated/api/support-message';
import type { SupportMessageBody } from '../../../engine/generated/api/support-message-body';
import type { ConversationParams } from '../../../engine/generated/api/conversation-params';
import type { Limit } from '../../limits/window-store';
import { postgresChatProvider } from '../../support-chat/postgres-chat-provider';
import { LiveHub, type LiveEvent } from '../../support-chat/live-hub';
import { ChatFanout } from '../../support-chat/chat-fanout';
import { StreamRevocation } from '../../support-chat/stream-revocation';
import {
  closeConversation,
  postSupportReply,
  postWorkerMessage,
  supportChatState,
  supportConversation,
  supportInbox,
  workerConversation,
  type SupportChatDeps,
} from '../../support-chat/support-chat-service';
import { errors, INVALID_INPUT, NO_BODY, RATE_LIMITED, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['support chat'];
const MESSAGE = { $ref: '/api/support-message#' };
const ITEM = { $ref: '/api/support-inbox-item#' };
const PARAMS = { $ref: '/api/conversation-params#' };
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

export interface SupportChatRoutesOptions {
  /** Shared with tests that watch who is connected. */
  live?: LiveHub;
}

export default async function supportChatRoutes(app: FastifyInstance, opts: SupportChatRoutesOptions) {
  const live = opts.live ?? new LiveHub();
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
  // Counted in the database (server/limits): an account writing through several instances shares one allowance.
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

  app.get<{ Reply: SupportChatResponse }>(
    '/support-chat',
    {
      onRequest: app.requireAccess('supportChat'),
      schema: {
        summary: "Whether support is staffed now in the worker's city, the support e-mail, and the worker's open conversation",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/support-chat-response#' }, ...errors({}, 'supportChat') },
      },
    },
    async (request) => supportChatState(chatDeps(), request.worker!),
  );

  app.post<{ Body: SupportMessageBody; Reply: SupportMessage }>(
    '/support-chat/messages',
    {
      onRequest: app.requireAccess('supportChat'),
      preHandler: rateLimited,
      schema: {
        summary: 'The worker writes to support (opens a conversation when none is open, only within support hours)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/support-message-body#' },
        response: {
          200: MESSAGE,
          ...errors(
            {
              400: MESSAGE_ERRORS,
              409: 'SUPPORT_OFFLINE: outside support hours no conversation is opened (the offline popup gives the e-mail).',
              429: RATE_LIMITED,
            },
            'supportChat',
          ),
        },
      },
    },
    async (request) => postWorkerMessage(chatDeps(), request.worker!, request.body),
  );

  app.get<{ Params: ConversationParams; Reply: SupportConversation }>(
    '/support-chat/conversations/:id',
    {
      onRequest: app.requireAccess('supportChat'),
      schema: {
        summary: "One of the worker's conversations with its messages",
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: PARAMS,
        response: { 200: { $ref: '/api/support-conversation#' }, ...errors({ 404: NOT_FOUND }, 'supportChat') },
      },
    },
    async (request) => workerConversation(chatDeps(), request.worker!, request.params.id),
  );

  app.get(
    '/support-chat/stream',
    {
      onRequest: app.requireAccess('supportChat'),
      schema: {
        summary: "The worker's live stream (server-sent events): support's replies and the closing of the conversation",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: { $ref: '/api/support-live-stream#' } } } },
          ...errors({}, 'supportChat'),
        },
      },
    },
    async (request, reply) => {
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
  );

  app.get<{ Querystring: SupportInboxQuery; Reply: SupportInboxResponse }>(
    '/support/conversations',
    {
      onRequest: app.requireAccess('support'),
      schema: {
        summary: 'The support inbox: the open conversations a page at a time, the most recently active first, with the worker’s name, city and stage',
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/support-inbox-query#' },
        response: { 200: { $ref: '/api/support-inbox-response#' }, ...errors({ 400: `${INVALID_INPUT} CURSOR_INVALID on /query/before.` }, 'support') },
      },
    },
    async (request) => supportInbox(chatDeps(), request.query.before),
  );

  app.get<{ Params: ConversationParams; Reply: SupportInboxItem }>(
    '/support/conversations/:id',
    {
      onRequest: app.requireAccess('support'),
      schema: {
        summary: 'One conversation with every message',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: PARAMS,
        response: { 200: ITEM, ...errors({ 404: NOT_FOUND }, 'support') },
      },
    },
    async (request) => supportConversation(chatDeps(), request.params.id),
  );

  app.post<{ Params: ConversationParams; Body: SupportMessageBody; Reply: SupportMessage }>(
    '/support/conversations/:id/messages',
    {
      onRequest: app.requireAccess('support'),
      preHandler: rateLimited,
      schema: {
        summary: 'Support answers (pushed live to the worker; e-mailed when the worker is not connected)',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: PARAMS,
        body: { $ref: '/api/support-message-body#' },
        response: {
          200: MESSAGE,
          ...errors({ 400: MESSAGE_ERRORS, 404: NOT_FOUND, 409: 'CONVERSATION_CLOSED: the conversation is closed.', 429: RATE_LIMITED }, 'support'),
        },
      },
    },
    async (request) => postSupportReply(chatDeps(), request.worker!, request.params.id, request.body),
  );

  app.post<{ Params: ConversationParams; Reply: SupportInboxItem }>(
    '/support/conversations/:id/close',
    {
      onRequest: app.requireAccess('support'),
      config: NO_BODY,
      schema: {
        summary: 'Close a conversation',
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: PARAMS,
        response: { 200: ITEM, ...errors({ 404: NOT_FOUND }, 'support') },
      },
    },
    async (request) => closeConversation(chatDeps(), request.worker!, request.params.id),
  );
}
