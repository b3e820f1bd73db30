/** Reads a server-sent-event stream in tests: waits until what arrived matches, or the stream ends. */
export interface SseReader {
  /** Everything received so far. */
  text(): string;
  /** Resolves once the received text matches; rejects when the stream ends first. */
  until(pattern: RegExp): Promise<void>;
  /** Resolves with everything received once the server ends the stream. */
  ended(): Promise<string>;
}

export function sseReader(response: Response): SseReader {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  let done = false;
  /** Waiting calls, told after every chunk and at the end: several may wait on one stream at once. */
  const waiters = new Set<() => void>();
  const tell = () => {
    for (const waiter of [...waiters]) waiter();
  };
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += decoder.decode(chunk.value);
        tell();
      }
    } catch {
      // A connection reset ends the stream like its end.
    }
    done = true;
    tell();
  })();
  const when = <T>(settle: (resolve: (value: T) => void, reject: (error: Error) => void) => boolean) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        if (settle(resolve, reject)) waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return {
    text: () => received,
    until: (pattern) =>
      when<void>((resolve, reject) => {
        if (pattern.test(received)) resolve();
        else if (done) reject(new Error(`stream ended: ${received}`));
        else return false;
        return true;
      }),
    ended: () =>
      when<string>((resolve) => {
        if (done) resolve(received);
        return done;
      }),
  };
}

/** The ids of the `message` events received, in order. */
export function messageIds(text: string): string[] {
  return [...text.matchAll(/event: message\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1]) as { id: string }).id);
}
