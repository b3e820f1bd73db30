/**
 * The in-process queue of screening-test scoring jobs: one timer per applicant, a few seconds
 * after the answers were stored, so the "processing results" screen of W§4 is a real wait.
 *
 * Nothing survives a restart: a job lost with the process is found again by the start-up sweep
 * (every submitted but unscored response is scheduled again), and scoring is idempotent, so two
 * instances sweeping the same database score a response once.
 */

export interface ScoringQueueOptions {
  /** Scores the applicant's latest unscored response. */
  run(workerId: string): Promise<void>;
  /** Default delay of `schedule` (the waiting screen's few seconds). */
  delayMs: number;
  /** A job that throws (a database hiccup) is tried again this many times in all. */
  maxAttempts?: number;
  /** Wait before trying a failed job again. */
  retryDelayMs?: number;
  onError?(workerId: string, err: unknown, willRetry: boolean): void;
}

interface Scheduled {
  timer: NodeJS.Timeout;
  dueAt: number;
  attempt: number;
}

export class ScoringQueue {
  private readonly scheduled = new Map<string, Scheduled>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;

  constructor(private readonly opts: ScoringQueueOptions) {
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.retryDelayMs = opts.retryDelayMs ?? 30_000;
  }

  /** Scores the applicant after `delayMs`; scheduling again replaces the earlier timer. */
  schedule(workerId: string, delayMs: number = this.opts.delayMs, attempt = 1): void {
    if (this.closed) return;
    this.cancel(workerId);
    const timer = setTimeout(() => this.fire(workerId), Math.max(0, delayMs));
    // A pending score must never keep the process (or a test run) alive.
    timer.unref();
    this.scheduled.set(workerId, { timer, dueAt: Date.now() + delayMs, attempt });
  }

  cancel(workerId: string): void {
    const found = this.scheduled.get(workerId);
    if (!found) return;
    clearTimeout(found.timer);
    this.scheduled.delete(workerId);
  }

  /** Applicants waiting for a score, with when it is due (ms since epoch). */
  pending(): { workerId: string; dueAt: number }[] {
    return [...this.scheduled].map(([workerId, { dueAt }]) => ({ workerId, dueAt }));
  }

  /**
   * Runs every scheduled job now, without waiting for its timer, and resolves once all jobs
   * (also those already running) are done. For tests and an operator's "score now".
   */
  async runScheduledNow(): Promise<void> {
    for (const workerId of [...this.scheduled.keys()]) this.fire(workerId);
    await this.idle();
  }

  /** Resolves when no job is running (scheduled ones may still be waiting for their timer). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Cancels what is waiting and lets running jobs finish (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    for (const workerId of [...this.scheduled.keys()]) this.cancel(workerId);
    await this.idle();
  }

  private fire(workerId: string): void {
    const found = this.scheduled.get(workerId);
    if (!found) return;
    this.cancel(workerId);
    const job = this.opts
      .run(workerId)
      .catch((err: unknown) => {
        const willRetry = !this.closed && found.attempt < this.maxAttempts;
        this.opts.onError?.(workerId, err, willRetry);
        if (willRetry) this.schedule(workerId, this.retryDelayMs, found.attempt + 1);
      })
      .finally(() => this.running.delete(job));
    this.running.add(job);
  }
}
