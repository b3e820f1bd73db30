/**
 * The support chat (W§2 live chat, R§6 customer support, R§9 support hours) on top of the chat
 * provider: a worker opens a conversation only while support is staffed in their city; support
 * reads every open conversation and answers; a reply the worker is not connected to read is also
 * e-mailed (links on the public origin). Another worker's conversation is "not found".
 */
import { pagePath } from '../../engine/pages';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import { supportHoursText, supportIsOpen } from '../../engine/rules/support-hours';
import type { SupportChatResponse } from '../../engine/generated/api/support-chat-response';
import type { SupportConversation } from '../../engine/generated/api/support-conversation';
import type { SupportInboxItem } from '../../engine/generated/api/support-inbox-item';
import type { SupportMessage } from '../../engine/generated/api/support-message';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { validationFailed } from '../platform/api/payload-validation';
import { loadSessionWorker, loadSessionWorkers, type SessionWorker, type WorkerRow } from '../platform/auth/session-service';
import { sessionViewer } from '../accounts/session-viewer';
import { workerRegion } from '../platform/workers/worker-region';
import { workerLanguage } from '../platform/workers/worker-language';
import { composeMail } from '../platform/mail/mailer';
import { recordAudit, staffActor } from '../platform/audit/audit-log';
import type { ChatConversation, ChatMessage, ChatProvider } from './chat-provider';
import type { LiveHub } from './live-hub';

/** The longest message (the messages table checks it too). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The inbox's page: the open conversations the support team sees at once; older ones a page at a time. */
export const INBOX_PAGE_SIZE = 50;

export type SupportChatDeps = Pick<ServerDeps, 'db' | 'regions' | 'mailer' | 'clock' | 'publicUrl' | 'log' | 'pendingMail'> & {
  chat: ChatProvider;
  live: LiveHub;
};

const iso = (date: Date) => date.toISOString();

export function messageJson(message: ChatMessage): SupportMessage {
  return { id: message.id, conversationId: message.conversationId, author: message.author, body: message.body, createdAt: iso(message.createdAt) };
}

async function conversationJson(deps: SupportChatDeps, conversation: ChatConversation): Promise<SupportConversation> {
  return {
    id: conversation.id,
    status: conversation.status,
    createdAt: iso(conversation.createdAt),
    closedAt: conversation.closedAt ? iso(conversation.closedAt) : null,
    messages: (await deps.chat.messages(conversation.id)).map(messageJson),
  };
}

/** The text of a message, trimmed: 400 VALIDATION_FAILED on /body when empty, too long or not text. */
export function messageText(body: unknown): string {
  const value = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).body : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw validationFailed([{ path: '/body', code: 'FORM_ERROR_MESSAGE_REQUIRED' }]);
  if (text.length > MESSAGE_MAX_LENGTH) {
    throw validationFailed([{ path: '/body', code: 'FORM_ERROR_MESSAGE_TOO_LONG', params: { maxLength: MESSAGE_MAX_LENGTH } }]);
  }
  return text;
}

function supportOpenFor(deps: Pick<ServerDeps, 'regions' | 'clock'>, worker: WorkerRow): boolean {
  const region = workerRegion(deps.regions, worker);
  return supportIsOpen(deps.clock(), region.keyValues.supportOpeningHours, cityTimeZone(region));
}

/** GET /api/support-chat: open or not, the offline popup's e-mail, the worker's open conversation. */
export async function supportChatState(deps: SupportChatDeps, worker: WorkerRow): Promise<SupportChatResponse> {
  const region = workerRegion(deps.regions, worker);
  const conversation = await deps.chat.openConversationOf(worker.id);
  return {
    open: supportOpenFor(deps, worker),
    supportOpeningHours: { opens: region.keyValues.supportOpeningHours.opens, closes: region.keyValues.supportOpeningHours.closes },
    supportEmail: region.keyValues.supportEmail,
    conversation: conversation ? await conversationJson(deps, conversation) : null,
  };
}

/** GET /api/support-chat/conversations/{id}: the worker's own conversation (open or closed); anyone else's is 404. */
export async function workerConversation(deps: SupportChatDeps, worker: WorkerRow, id: string): Promise<SupportConversation> {
  const conversation = await deps.chat.conversation(id);
  if (!conversation || conversation.workerId !== worker.id) throw conversationNotFound();
  return conversationJson(deps, conversation);
}

function conversationNotFound(): HttpError {
  return new HttpError(404, 'CONVERSATION_NOT_FOUND', 'No such conversation.');
}

/**
 * POST /api/support-chat/messages: the worker writes; a conversation is opened when none is.
 * Opening one needs support to be staffed (409 SUPPORT_OFFLINE otherwise); a conversation opened
 * in time may go on past closing, support still sees it.
 */
export async function postWorkerMessage(deps: SupportChatDeps, worker: WorkerRow, body: unknown): Promise<SupportMessage> {
  const text = messageText(body);
  let conversation = await deps.chat.openConversationOf(worker.id);
  if (!conversation) {
    if (!supportOpenFor(deps, worker)) {
      const hours = supportHoursText(workerRegion(deps.regions, worker).keyValues.supportOpeningHours, 'en_GB');
      throw new HttpError(409, 'SUPPORT_OFFLINE', `Support is not available right now (it is staffed ${hours}, your city's time). Write to the support e-mail address or visit the help centre.`);
    }
    conversation = await deps.chat.startConversation(worker.id, deps.clock());
  }
  // The worker's other tabs get it through the chat fan-out, like every message.
  return messageJson(await deps.chat.addMessage(conversation.id, { author: 'worker', authorId: worker.id, body: text }, deps.clock()));
}

async function inboxItem(deps: SupportChatDeps, conversation: ChatConversation, lastMessage: ChatMessage | null): Promise<SupportInboxItem> {
  const worker = (await loadSessionWorker(deps.db, conversation.workerId)) as SessionWorker;
  return inboxItemOf(deps, conversation, worker, lastMessage);
}

function inboxItemOf(deps: SupportChatDeps, conversation: ChatConversation, worker: SessionWorker, lastMessage: ChatMessage | null): SupportInboxItem {
  const region = workerRegion(deps.regions, worker);
  const viewer = sessionViewer(deps.regions, worker);
  return {
    id: conversation.id,
    status: conversation.status,
    createdAt: iso(conversation.createdAt),
    lastMessageAt: iso(conversation.lastMessageAt),
    worker: {
      id: worker.id,
      name: worker.name ?? ([worker.firstName, worker.lastName].filter(Boolean).join(' ') || null),
      email: worker.email,
      cityId: region.city?.id ?? null,
      cityName: region.city?.name ?? null,
      timezone: cityTimeZone(region),
      stage: viewer?.kind === 'practitioner' ? viewer.stage : 'done',
      closedAt: worker.closedAt ? iso(worker.closedAt) : null,
    },
    lastMessage: lastMessage ? messageJson(lastMessage) : null,
  };
}

/**
 * GET /api/support/conversations: a page of the open conversations with who wrote, in four statements
 * whatever the page holds (the conversations, their last messages, their workers, their applications;
 * issue 28: one worker lookup per row was 203), each read by an index.
 */
export async function supportInbox(deps: SupportChatDeps, cursor?: string): Promise<{ conversations: SupportInboxItem[]; nextCursor: string | null }> {
  const after = cursor === undefined ? undefined : inboxCursorOf(cursor);
  // One more than a page: whether there is a next one, without counting.
  const rows = await deps.chat.openConversations(INBOX_PAGE_SIZE + 1, after);
  const open = rows.slice(0, INBOX_PAGE_SIZE);
  const lastOfPage = open.at(-1);
  const nextCursor = rows.length > INBOX_PAGE_SIZE && lastOfPage ? `${lastOfPage.lastMessageAt.toISOString()}_${lastOfPage.id}` : null;
  return { conversations: await inboxItems(deps, open), nextCursor };
}

/** The inbox's cursor: the last conversation of a page, `<lastMessageAt ISO>_<id>` (opaque to the page). */
function inboxCursorOf(cursor: string): { lastMessageAt: Date; id: string } {
  const at = cursor.indexOf('_');
  const lastMessageAt = new Date(cursor.slice(0, at));
  if (at < 0 || Number.isNaN(lastMessageAt.getTime())) throw validationFailed([{ path: '/query/before', code: 'CURSOR_INVALID' }], 'Not a cursor of the inbox.');
  return { lastMessageAt, id: cursor.slice(at + 1) };
}

async function inboxItems(deps: SupportChatDeps, open: ChatConversation[]): Promise<SupportInboxItem[]> {
  const [last, workersById] = await Promise.all([deps.chat.lastMessages(open.map((c) => c.id)), loadSessionWorkers(deps.db, open.map((c) => c.workerId))]);
  // A conversation outlives nothing: its worker row is deleted with it (cascade), so every one is found.
  return open.flatMap((c) => {
    const worker = workersById.get(c.workerId);
    return worker ? [inboxItemOf(deps, c, worker, last.get(c.id) ?? null)] : [];
  });
}

async function existing(deps: SupportChatDeps, id: string): Promise<ChatConversation> {
  const conversation = await deps.chat.conversation(id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** GET /api/support/conversations/{id}: one conversation with every message. */
export async function supportConversation(deps: SupportChatDeps, id: string): Promise<SupportInboxItem> {
  const conversation = await existing(deps, id);
  const messages = await deps.chat.messages(id);
  const item = await inboxItem(deps, conversation, messages.at(-1) ?? null);
  return { ...item, messages: messages.map(messageJson) };
}

/**
 * POST /api/support/conversations/{id}/messages: support answers. Pushed to the worker's open
 * streams on every instance (chat-fanout.ts); when none is open on this one the reply goes by
 * e-mail as well.
 */
export async function postSupportReply(deps: SupportChatDeps, staff: WorkerRow, id: string, body: unknown): Promise<SupportMessage> {
  const text = messageText(body);
  const conversation = await existing(deps, id);
  if (conversation.status !== 'open') throw new HttpError(409, 'CONVERSATION_CLOSED', 'This conversation is closed.');
  // The audit record names the message, never its text (the conversation keeps that).
  const stored = await deps.chat.addMessage(id, { author: 'support', authorId: staff.id, body: text }, deps.clock(), (row) => (tx) =>
    recordAudit(tx, { actor: staffActor(staff), action: 'support.reply', subject: id, detail: { messageId: row.id, workerId: conversation.workerId } }),
  );
  const message = messageJson(stored);
  // Only this instance's streams are known here: a worker streaming from another one also gets the
  // e-mail, which errs on the safe side; the live push reaches them through the fan-out either way.
  if (!deps.live.connected(conversation.workerId)) await emailReply(deps, conversation.workerId, text);
  return message;
}

async function emailReply(deps: SupportChatDeps, workerId: string, text: string): Promise<void> {
  const worker = await loadSessionWorker(deps.db, workerId);
  if (!worker) return;
  // The chat opens on the worker's bookings page, where the launcher is.
  const link = `${deps.publicUrl}${pagePath('bookings')}?chat=open`;
  await deps.mailer.send(
    composeMail('support-reply', workerLanguage(deps.regions, worker), {
      to: worker.email,
      link,
      name: worker.firstName ?? worker.name,
      message: text,
      workerId: worker.id,
    }),
  );
}

/** POST /api/support/conversations/{id}/close: support closes it; the worker's chat shows it closed. */
export async function closeConversation(deps: SupportChatDeps, staff: WorkerRow, id: string): Promise<SupportInboxItem> {
  const conversation = await existing(deps, id);
  const closed =
    (await deps.chat.close(id, staff.id, deps.clock(), (tx) =>
      recordAudit(tx, { actor: staffActor(staff), action: 'support.close', subject: id, detail: { workerId: conversation.workerId } }),
    )) ?? conversation;
  return inboxItem(deps, closed, null);
}
