/**
 * Who is connected to the support chat's live stream right now, per worker, in this process
 * (server-sent events). Messages reach these streams only through the chat fan-out
 * (chat-fanout.ts), whichever instance stored them, so a stream never gets one twice.
 */
import type { SupportMessage } from '../../engine/generated/api/support-message';

export type LiveEvent = { type: 'message'; message: SupportMessage } | { type: 'closed'; conversationId: string };

export interface LiveStream {
  /** When the stream opened: a catch-up after a lost notification reads what was said since. */
  readonly openedAt: Date;
  send(event: LiveEvent): void;
  /** The instance is shutting down: tell the client to reconnect (to another instance) and end. */
  shutdown(): void;
}

/** How many message ids a stream remembers to refuse a second copy (a catch-up racing a notification). */
const SENT_MEMORY = 200;

interface Entry {
  stream: LiveStream;
  sent: string[];
}

export class LiveHub {
  private readonly streams = new Map<string, Set<Entry>>();

  subscribe(workerId: string, stream: LiveStream): () => void {
    let set = this.streams.get(workerId);
    if (!set) {
      set = new Set();
      this.streams.set(workerId, set);
    }
    const entry: Entry = { stream, sent: [] };
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.streams.get(workerId) === set) this.streams.delete(workerId);
    };
  }

  /** Whether the worker has a stream open on this instance (is "here" to read a reply). */
  connected(workerId: string): boolean {
    return (this.streams.get(workerId)?.size ?? 0) > 0;
  }

  /** The workers with a stream open here, and since when (the oldest stream's opening). */
  connectedWorkers(): Map<string, Date> {
    const out = new Map<string, Date>();
    for (const [workerId, set] of this.streams) {
      for (const { stream } of set) {
        const known = out.get(workerId);
        if (!known || stream.openedAt < known) out.set(workerId, stream.openedAt);
      }
    }
    return out;
  }

  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Sends to every stream of the worker that has not had this message yet; how many received it. */
  publish(workerId: string, event: LiveEvent): number {
    const set = this.streams.get(workerId);
    if (!set) return 0;
    let delivered = 0;
    for (const entry of set) {
      if (event.type === 'message') {
        if (entry.sent.includes(event.message.id)) continue;
        entry.sent.push(event.message.id);
        if (entry.sent.length > SENT_MEMORY) entry.sent.shift();
      }
      entry.stream.send(event);
      delivered++;
    }
    return delivered;
  }

  /** Ends every stream (shutdown); each one's own close handler unsubscribes it. */
  shutdownAll(): void {
    for (const set of [...this.streams.values()]) for (const { stream } of [...set]) stream.shutdown();
  }
}
