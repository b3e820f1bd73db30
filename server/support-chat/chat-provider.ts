/**
 * The chat provider (R§7): where support-chat conversations and messages live. The product talks
 * to this interface only, so a hosted chat provider can replace the built-in one
 * (postgres-chat-provider.ts) without touching the routes or the screens. No provider can be
 * reached from here, hence the built-in one stores in PostgreSQL.
 */
import type { Database } from '../platform/db/client';
import type { ConversationStatus, MessageAuthor } from '../platform/db/schema';

/**
 * What the portal writes with a stored message or closing (the audit record of a staff action):
 * the built-in provider runs it in the same transaction; a hosted one, right after its own store.
 */
export type AlongsideWrite = (db: Database) => Promise<void>;

export interface ChatMessage {
  id: string;
  conversationId: string;
  author: MessageAuthor;
  authorId: string | null;
  body: string;
  createdAt: Date;
}

export interface ChatConversation {
  id: string;
  workerId: string;
  status: ConversationStatus;
  createdAt: Date;
  lastMessageAt: Date;
  closedAt: Date | null;
}

export interface ChatProvider {
  /** The worker's open conversation, or null. */
  openConversationOf(workerId: string): Promise<ChatConversation | null>;
  /** A conversation by id (any worker's: callers check ownership). */
  conversation(id: string): Promise<ChatConversation | null>;
  /** The worker's open conversation, opened now when there is none. */
  startConversation(workerId: string, now: Date): Promise<ChatConversation>;
  /**
   * Open conversations, the most recently active first (ties by id, newest first), at most `limit`;
   * with `after`, those that come after that one in this order (the inbox's next page).
   */
  openConversations(limit: number, after?: { lastMessageAt: Date; id: string }): Promise<ChatConversation[]>;
  messages(conversationId: string): Promise<ChatMessage[]>;
  /** The newest message of each conversation named. */
  lastMessages(conversationIds: string[]): Promise<Map<string, ChatMessage>>;
  /** Stores it and announces it to every instance's live streams (chat-fanout.ts), at commit. */
  addMessage(
    conversationId: string,
    message: { author: MessageAuthor; authorId: string; body: string },
    now: Date,
    alongside?: (stored: ChatMessage) => AlongsideWrite,
  ): Promise<ChatMessage>;
  /** Closes it and announces the closing like a message; null when it was not open (then `alongside` is not run). */
  close(conversationId: string, closedBy: string, now: Date, alongside?: AlongsideWrite): Promise<ChatConversation | null>;
}
