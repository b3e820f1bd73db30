/**
 * Live chat across instances (issue 25): storing a message or closing a conversation NOTIFYs
 * `support_chat` in the same transaction, so every instance, the storing one included, hears it at
 * commit, reads the message and pushes it to its own streams of that worker. One path for all, on
 * PGlite too (its notifications reach the same process): a stream never gets a message twice.
 *
 * The payload carries ids only: NOTIFY payloads are capped at 8000 bytes and every listener of the
 * database sees them, the text stays in the table.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../platform/db/client';
import { listen, notify, type Unlisten } from '../platform/db/notifications';
import { conversations, messages } from '../platform/db/schema';
import type { LiveHub } from './live-hub';
import { messageJson } from './support-chat-service';

export const SUPPORT_CHAT_CHANNEL = 'support_chat';

type Announcement = { conversationId: string; messageId: string } | { conversationId: string; closed: true };

/** Inside the transaction that stored it: announced at commit, never for a rolled back write. */
export function announceMessage(tx: Database, conversationId: string, messageId: string): Promise<void> {
  return notify(tx, SUPPORT_CHAT_CHANNEL, JSON.stringify({ conversationId, messageId } satisfies Announcement));
}

export function announceClosed(tx: Database, conversationId: string): Promise<void> {
  return notify(tx, SUPPORT_CHAT_CHANNEL, JSON.stringify({ conversationId, closed: true } satisfies Announcement));
}

function parse(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.conversationId !== 'string') return null;
    if (typeof value.messageId === 'string') return { conversationId: value.conversationId, messageId: value.messageId };
    if (value.closed === true) return { conversationId: value.conversationId, closed: true };
  } catch {
    // Not ours (someone else's NOTIFY on the channel): ignored.
  }
  return null;
}

export class ChatFanout {
  private unlisten: Unlisten | null = null;
  /** Notifications are handled one after the other: each reads the database, and a later read must not overtake. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly live: LiveHub,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  private get db(): Database {
    return this.handle.db;
  }

  async start(): Promise<void> {
    this.unlisten = await listen(this.handle, SUPPORT_CHAT_CHANNEL, (payload) => this.enqueue(() => this.deliver(payload)), {
      onReconnect: () => this.enqueue(() => this.catchUp()),
      log: this.log,
    });
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.unlisten?.();
    this.unlisten = null;
    await this.queue;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => this.log.warn({ err: error }, 'Pushing a support-chat message to the live streams failed'));
  }

  private async deliver(payload: string): Promise<void> {
    const announcement = parse(payload);
    // No stream open here: nothing to read.
    if (!announcement || this.closed || this.live.size === 0) return;
    const [conversation] = await this.db.select({ workerId: conversations.workerId }).from(conversations).where(eq(conversations.id, announcement.conversationId));
    if (!conversation || !this.live.connected(conversation.workerId)) return;
    if ('closed' in announcement) {
      this.live.publish(conversation.workerId, { type: 'closed', conversationId: announcement.conversationId });
      return;
    }
    const [message] = await this.db.select().from(messages).where(eq(messages.id, announcement.messageId));
    if (message) this.live.publish(conversation.workerId, { type: 'message', message: messageJson(message) });
  }

  /**
   * After the listening connection came back (PostgreSQL): notifications sent meanwhile are lost,
   * so each connected worker's open conversation is read for what was said since their stream
   * opened; the hub drops what a stream already had.
   */
  private async catchUp(): Promise<void> {
    if (this.closed) return;
    for (const [workerId, since] of this.live.connectedWorkers()) {
      const rows = await this.db
        .select({ message: messages })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.workerId, workerId), eq(conversations.status, 'open'), gt(messages.createdAt, since)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      for (const { message } of rows) this.live.publish(workerId, { type: 'message', message: messageJson(message) });
    }
  }
}
