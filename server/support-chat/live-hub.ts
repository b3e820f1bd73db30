/**
 * Who is connected to the support chat's live stream right now, per worker, in this process
 * (server-sent events). Messages reach these streams only through the chat fan-out
 * (chat-fanout.ts), whichever instance stored them, so a stream never gets one twice.
 *
 * Each stream belongs to the session that opened it: a logout or a password reset ends the streams
 * of those sessions (stream-revocation.ts), and one session keeps at most STREAMS_PER_SESSION open
 * here (issue 25, item 8).
 */
import type { SupportMessage } from '../../engine/generated/api/support-message';

export type LiveEvent = { type: 'message'; message: SupportMessage } | { type: 'closed'; conversationId: string };

/**
 * Why a stream is ended while the instance keeps running: its session ended (logout, password
 * reset, an idle staff session), or a newer stream of the same session took its place.
 */
export type StreamEnd = 'session-ended' | 'replaced';

export interface LiveStream {
  /** When the stream opened: a catch-up after a lost notification reads what was said since. */
  readonly openedAt: Date;
  send(event: LiveEvent): void;
  /** The instance is shutting down: tell the client to reconnect (to another instance) and end. */
  shutdown(): void;
  /** Tell the client why and end, without inviting it back. */
  end(reason: StreamEnd): void;
}

/**
 * Streams one session may hold open on one instance: a few tabs with the chat open. Past it the
 * oldest is ended ('replaced') rather than the new one refused: the tab the person is looking at
 * is the newest, and a stream whose connection died without a word (a phone changing networks)
 * would otherwise keep its place until TCP gives up, minutes later.
 */
export const STREAMS_PER_SESSION = 5;

/** How many message ids a stream remembers to refuse a second copy (a catch-up racing a notification). */
const SENT_MEMORY = 200;

interface Entry {
  stream: LiveStream;
  sessionId: string;
  sent: string[];
}

export class LiveHub {
  private readonly streams = new Map<string, Set<Entry>>();

  subscribe(workerId: string, sessionId: string, stream: LiveStream): () => void {
    let set = this.streams.get(workerId);
    if (!set) {
      set = new Set();
      this.streams.set(workerId, set);
    }
    // Oldest first: a Set keeps insertion order.
    const ofSession = [...set].filter((other) => other.sessionId === sessionId);
    for (const old of ofSession.slice(0, Math.max(0, ofSession.length - STREAMS_PER_SESSION + 1))) {
      set.delete(old);
      old.stream.end('replaced');
    }
    const entry: Entry = { stream, sessionId, sent: [] };
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

  /** The sessions with a stream open here (the sweep checks they still exist). */
  sessionIds(): Set<string> {
    const out = new Set<string>();
    for (const set of this.streams.values()) for (const entry of set) out.add(entry.sessionId);
    return out;
  }

  /** Ends the streams of these sessions (logout); how many ended. */
  endSessions(sessionIds: Iterable<string>): number {
    const ended = new Set(sessionIds);
    return this.endWhere((entry) => ended.has(entry.sessionId));
  }

  /** Ends every stream of a worker (password reset: all their sessions ended); how many ended. */
  endWorker(workerId: string): number {
    return this.endWhere((_entry, owner) => owner === workerId);
  }

  private endWhere(match: (entry: Entry, workerId: string) => boolean): number {
    let n = 0;
    for (const [workerId, set] of [...this.streams]) {
      for (const entry of [...set]) {
        if (!match(entry, workerId)) continue;
        // Out of the hub before the end is written: nothing may be published to it afterwards.
        set.delete(entry);
        entry.stream.end('session-ended');
        n++;
      }
      if (set.size === 0 && this.streams.get(workerId) === set) this.streams.delete(workerId);
    }
    return n;
  }
}
