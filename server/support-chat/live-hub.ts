/**
 * Who is connected to the support chat's live stream right now, per worker, and the messages
 * pushed to them (server-sent events). In this process's memory: with several instances a worker
 * connected to another one counts as away and also gets the e-mail, which errs on the safe side.
 */
export type LiveEvent = { type: 'message'; message: unknown } | { type: 'closed'; conversationId: string };
type Listener = (event: LiveEvent) => void;

export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(workerId: string, listener: Listener): () => void {
    let set = this.listeners.get(workerId);
    if (!set) {
      set = new Set();
      this.listeners.set(workerId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(workerId);
    };
  }

  /** Whether the worker has a stream open (is "here" to read a reply). */
  connected(workerId: string): boolean {
    return (this.listeners.get(workerId)?.size ?? 0) > 0;
  }

  /** Sends to every stream of the worker; how many received it. */
  publish(workerId: string, event: LiveEvent): number {
    const set = this.listeners.get(workerId);
    if (!set) return 0;
    for (const listener of set) listener(event);
    return set.size;
  }
}
