import { describe, expect, it } from 'vitest';
import { ScoringQueue } from '../../../server/screening/scoring-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingQueue(opts: { delayMs?: number; fail?: (workerId: string, attempt: number) => boolean; retryDelayMs?: number } = {}) {
  const runs: string[] = [];
  const errors: { workerId: string; willRetry: boolean }[] = [];
  const attempts = new Map<string, number>();
  const queue = new ScoringQueue({
    delayMs: opts.delayMs ?? 10_000,
    retryDelayMs: opts.retryDelayMs ?? 10_000,
    maxAttempts: 3,
    run: async (workerId) => {
      const attempt = (attempts.get(workerId) ?? 0) + 1;
      attempts.set(workerId, attempt);
      await sleep(5);
      if (opts.fail?.(workerId, attempt)) throw new Error('database went away');
      runs.push(workerId);
    },
    onError: (workerId, _err, willRetry) => errors.push({ workerId, willRetry }),
  });
  return { queue, runs, errors };
}

describe('ScoringQueue', () => {
  it('runs a job once its delay has passed, not before', async () => {
    const { queue, runs } = recordingQueue({ delayMs: 40 });
    queue.schedule('w1');
    await sleep(10);
    expect(runs).toEqual([]);
    await sleep(80);
    await queue.idle();
    expect(runs).toEqual(['w1']);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps one job per applicant: scheduling again replaces the timer', async () => {
    const { queue, runs } = recordingQueue();
    queue.schedule('w1');
    queue.schedule('w1', 5_000);
    queue.schedule('w2');
    expect(queue.pending().map((job) => job.workerId).sort()).toEqual(['w1', 'w2']);
    await queue.runScheduledNow();
    expect(runs.sort()).toEqual(['w1', 'w2']);
  });

  it('tries a failing job again, up to the attempt limit', async () => {
    const { queue, runs, errors } = recordingQueue({ fail: (_w, attempt) => attempt < 3 });
    queue.schedule('w1');
    await queue.runScheduledNow();
    expect(errors).toEqual([{ workerId: 'w1', willRetry: true }]);
    await queue.runScheduledNow();
    await queue.runScheduledNow();
    expect(runs).toEqual(['w1']);

    const always = recordingQueue({ fail: () => true });
    always.queue.schedule('w2');
    for (let i = 0; i < 5; i++) await always.queue.runScheduledNow();
    expect(always.errors.map((e) => e.willRetry)).toEqual([true, true, false]);
    expect(always.queue.pending()).toEqual([]);
  });

  it('on close, drops waiting jobs, lets a running one finish, and accepts no more', async () => {
    const { queue, runs } = recordingQueue({ delayMs: 0 });
    queue.schedule('running');
    await sleep(1);
    queue.schedule('waiting', 10_000);
    await queue.close();
    expect(runs).toEqual(['running']);
    expect(queue.pending()).toEqual([]);
    queue.schedule('late', 0);
    await sleep(20);
    expect(runs).toEqual(['running']);
  });
});
