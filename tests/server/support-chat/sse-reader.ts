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
  const next = async () => {
    const chunk = await reader.read();
    if (chunk.done) done = true;
    else received += decoder.decode(chunk.value);
  };
  return {
    text: () => received,
    async until(pattern) {
      while (!pattern.test(received)) {
        if (done) throw new Error(`stream ended: ${received}`);
        await next();
      }
    },
    async ended() {
      while (!done) await next();
      return received;
    },
  };
}

/** The ids of the `message` events received, in order. */
export function messageIds(text: string): string[] {
  return [...text.matchAll(/event: message\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1]) as { id: string }).id);
}
