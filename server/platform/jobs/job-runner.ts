/**
 * Runs the jobs of the queues this instance has handlers for (job-store.ts holds the SQL). It sleeps until the
 * next job is due (read from the table, so a job another instance scheduled is seen too), wakes early when told
 * (an enqueue's NOTIFY, server/platform/plugins/jobs.ts), and looks again at least every `pollMs` in case a notification
 * was lost. Several instances may wake for the same job: the claim gives it to one.
 *
 * A job runs at least once: a try whose instance dies after the work but before the row is deleted runs again
 * once its lease is over, so handlers are idempotent (the screening score claims its response `where scored_at
 * is null`).
 */
import { claimDueJobs, completeJob, failJob, nextDueAt, type ClaimedJob } from './job-store';
import type { Database } from '../db/client';
import type { ServiceLog } from '../deps';

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  /** Who holds a claimed job (locked_by): unique per instance. */
  instance: string;
  /** The time claims, leases and retries are measured in (tests: a fixed one). */
  clock?: () => Date;
  /** Longest sleep between two looks at the table: the bound on a lost notification. Default 5 s. */
  pollMs?: number;
  /** How long a claimed job is this instance's: past it another instance takes it (ours died). Default 60 s. */
  leaseMs?: number;
  /** Jobs claimed, and run side by side, at once. Default 4. */
  batchSize?: number;
  /** Wait before the second try; it doubles with each further one, up to an hour. Default 30 s. */
  retryDelayMs?: number;
  log?: Pick<ServiceLog, 'info' | 'error'>;
}

interface QueueHandler {
  run: JobHandler;
  maxAttempts: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export class JobRunner {
  readonly instance: string;
  private readonly handlers = new Map<string, QueueHandler>();
  private readonly clock: () => Date;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryDelayMs: number;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private started = false;
  private closed = false;

  constructor(private readonly opts: JobRunnerOptions) {
    this.instance = opts.instance;
    this.clock = opts.clock ?? (() => new Date());
    this.pollMs = opts.pollMs ?? 5000;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.batchSize = opts.batchSize ?? 4;
    this.retryDelayMs = opts.retryDelayMs ?? 30_000;
  }

  /** Runs `queue`'s jobs with `run`; a job that throws is tried `maxAttempts` times in all. */
  handle(queue: string, run: JobHandler, opts: { maxAttempts?: number } = {}): void {
    if (this.started) throw new Error(`job queue "${queue}" registered after the runner started`);
    this.handlers.set(queue, { run, maxAttempts: opts.maxAttempts ?? 5 });
  }

  /** The runner's time: a job scheduled "in 3 s" is due 3 s after this. */
  now(): Date {
    return this.clock();
  }

  /** Tries in all of a queue's jobs (what enqueueJob needs). */
  maxAttempts(queue: string): number {
    const handler = this.handlers.get(queue);
    if (!handler) throw new Error(`no handler for job queue "${queue}"`);
    return handler.maxAttempts;
  }

  /** Starts the loop: a look now, then as due. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.wake();
  }

  /** Looks at the table now (something was scheduled, or the notification connection came back). */
  wake(): void {
    if (!this.started || this.closed) return;
    void this.drain();
  }

  /**
   * Runs every due job this instance can claim, until none is left, then sleeps until the next one is due.
   * Resolves when done; a call during a drain makes it look once more and shares its end.
   */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.clearTimer();
    this.draining = this.drainLoop().finally(() => {
      this.draining = null;
      this.planNext();
    });
    return this.draining;
  }

  /** Stops looking; resolves once the jobs under way are done (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    await this.draining?.catch(() => {});
  }

  private async drainLoop(): Promise<void> {
    const queues = [...this.handlers.keys()];
    try {
      do {
        this.again = false;
        let claimed: ClaimedJob[];
        do {
          if (this.closed) return;
          claimed = await claimDueJobs(this.opts.db, {
            queues,
            instance: this.instance,
            now: this.clock(),
            leaseMs: this.leaseMs,
            limit: this.batchSize,
          });
          await Promise.all(claimed.map((job) => this.runOne(job)));
        } while (claimed.length === this.batchSize);
      } while (this.again);
    } catch (err) {
      // The database is away: the next look (pollMs) tries again.
      this.opts.log?.error({ err }, 'could not take jobs from the queue');
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.queue)!;
    let timeout: NodeJS.Timeout | undefined;
    try {
      // A try that outlives its lease may meanwhile run on another instance: this one stops waiting for it.
      const overrun = new Promise<never>((_resolve, reject) => {
        timeout = setTimeout(() => reject(new Error(`still running after its lease of ${this.leaseMs} ms`)), this.leaseMs);
        timeout.unref();
      });
      await Promise.race([handler.run(job), overrun]);
      await completeJob(this.opts.db, job, this.instance);
    } catch (err) {
      const retryInMs = Math.min(this.retryDelayMs * 2 ** (job.attempt - 1), MAX_RETRY_DELAY_MS);
      const willRetry = await failJob(this.opts.db, job, {
        instance: this.instance,
        now: this.clock(),
        error: err instanceof Error ? err.message : String(err),
        retryInMs,
      }).catch(() => job.attempt < job.maxAttempts);
      this.opts.log?.error({ err, queue: job.queue, key: job.key, attempt: job.attempt, willRetry }, 'job failed');
    } finally {
      clearTimeout(timeout);
    }
  }

  private planNext(): void {
    if (!this.started || this.closed) return;
    const queues = [...this.handlers.keys()];
    nextDueAt(this.opts.db, queues)
      .catch(() => null)
      .then((next) => {
        if (this.closed || this.draining) return;
        const wait = next ? Math.max(0, next.getTime() - this.clock().getTime()) : this.pollMs;
        this.clearTimer();
        this.timer = setTimeout(() => void this.drain(), Math.min(wait, this.pollMs));
        // A sleeping runner never keeps a stopping process (or a test run) alive.
        this.timer.unref();
      });
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
