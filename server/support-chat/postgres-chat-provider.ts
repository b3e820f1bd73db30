/**
 * The built-in chat provider (chat-provider.ts): conversations and messages in the portal's own
 * database. A stored message and a closing are announced in their own transaction (chat-fanout.ts),
 * which is how every instance's live streams learn of them.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { conversations, messages } from '../platform/db/schema';
import type { ChatConversation, ChatMessage, ChatProvider } from './chat-provider';
import { announceClosed, announceMessage } from './chat-fanout';

export function postgresChatProvider(db: Database): ChatProvider {
  return {
    async openConversationOf(workerId) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.workerId, workerId), eq(conversations.status, 'open')));
      return row ?? null;
    },

    async conversation(id) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row ?? null;
    },

    async startConversation(workerId, now) {
      // One open conversation per worker (a partial unique index): two tabs opening at once get the same one.
      await db.insert(conversations).values({ workerId, createdAt: now, lastMessageAt: now }).onConflictDoNothing();
      const open = await this.openConversationOf(workerId);
      if (!open) throw new Error('the open conversation vanished');
      return open;
    },

    async openConversations(limit, after) {
      // Keyset paging on conversations_status_last_message_idx: a page reads its own rows, however long the inbox.
      const older = after ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${after.lastMessageAt.toISOString()}::timestamptz, ${after.id})` : undefined;
      return db
        .select()
        .from(conversations)
        .where(and(eq(conversations.status, 'open'), older))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
    },

    async messages(conversationId) {
      return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.createdAt), asc(messages.id));
    },

    async lastMessages(conversationIds) {
      const out = new Map<string, ChatMessage>();
      if (conversationIds.length === 0) return out;
      const rows = await db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
      for (const row of rows) out.set(row.conversationId, row);
      return out;
    },

    async addMessage(conversationId, message, now, alongside) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({ conversationId, author: message.author, authorId: message.authorId, body: message.body, createdAt: now })
          .returning();
        await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
        await announceMessage(tx, conversationId, row.id);
        if (alongside) await alongside(row)(tx);
        return row;
      });
    },

    async close(conversationId, closedBy, now, alongside) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(conversations)
          .set({ status: 'closed', closedAt: now, closedBy })
          .where(and(eq(conversations.id, conversationId), eq(conversations.status, 'open')))
          .returning();
        if (row) {
          await announceClosed(tx, conversationId);
          if (alongside) await alongside(tx);
        }
        return (row as ChatConversation | undefined) ?? null;
      });
    },
  };
}
