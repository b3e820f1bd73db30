/**
 * Stopping the server without cutting anyone off: on SIGTERM or SIGINT the app closes (Fastify
 * stops accepting connections, answers 503 on kept-alive ones, lets in-flight requests finish,
 * then runs the onClose hooks: scoring jobs and pending mails awaited, the database closed) and
 * the process exits 0. A second signal, or closing taking longer than the timeout, exits 1 at
 * once: an operator pressing Ctrl-C twice, or an orchestrator about to SIGKILL, wins.
 */

export interface ClosableApp {
  close(): Promise<unknown>;
}

/** The part of `process` this needs (tests hand in an EventEmitter). */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
}

export interface GracefulShutdownOptions {
  /** Longest wait for in-flight requests and the database; default 25 s (orchestrators commonly kill after 30). */
  timeoutMs?: number;
  signals?: readonly NodeJS.Signals[];
  source?: SignalSource;
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

export function installGracefulShutdown(app: ClosableApp, opts: GracefulShutdownOptions = {}): void {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const source = opts.source ?? process;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const log = opts.log ?? ((line: string) => console.error(line));
  let closing = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    closing = true;
    log(`${signal}: finishing requests in flight, then closing (at most ${Math.round(timeoutMs / 1000)} s)`);
    const timer = setTimeout(() => {
      log(`still closing after ${Math.round(timeoutMs / 1000)} s: exiting`);
      exit(1);
    }, timeoutMs);
    // The timer must not be what keeps a finished process alive.
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        log(`closing failed: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };

  for (const signal of opts.signals ?? (['SIGTERM', 'SIGINT'] as const)) source.on(signal, () => onSignal(signal));
}
