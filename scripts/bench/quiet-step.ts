/**
 * One step of `npm run bench`, measured on a quiet machine if it can be: waits until the other
 * processes have been quiet (load-sampler.ts), measures, and when the row's window was busy
 * (machine-load.ts) waits and measures again, up to `retries` more times. It stops early when the
 * machine does not get quiet within `quietWaitMs` (measuring again on a machine known to be busy
 * proves nothing). The rows of the first quiet attempt are kept, else those of the least disturbed
 * one, marked busy (the report's BUSY verdict). A measurement that throws is not repeated: a failure
 * is not the load's doing.
 */
import { decideBusy, pickAttempt, type Attempt, type RowLoad } from './machine-load';
import { failedRow, type BenchRow } from './report';

/** What the step needs of load-sampler.ts's LoadSampler (a fake in the tests). */
export interface LoadWatcher {
  sampleNow(): number;
  window(from: number, to: number, load1AtStart: number): RowLoad | null;
  waitForQuiet(thresholdPercent: number, maxMs: number): Promise<{ quiet: boolean; waitedMs: number }>;
}

export interface QuietStep {
  title: string;
  /** The row shown when the measurement throws. */
  fallback: { what: string; target: string };
  /** Its figures cannot depend on the load (bytes of the build): recorded, never BUSY nor repeated. */
  loadIndependent?: boolean;
  run: () => Promise<BenchRow[]>;
}

export interface QuietPolicy {
  retries: number;
  busyCpuPercent: number;
  quietWaitMs: number;
  loadAverage: () => number;
  log: (line: string) => void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

export async function measureQuietly(watcher: LoadWatcher, step: QuietStep, policy: QuietPolicy): Promise<BenchRow[]> {
  const { log } = policy;
  const attempts: Attempt<BenchRow[]>[] = [];
  for (let attempt = 1; attempt <= 1 + policy.retries; attempt++) {
    const wait = step.loadIndependent ? { quiet: true, waitedMs: 0 } : await watcher.waitForQuiet(policy.busyCpuPercent, policy.quietWaitMs);
    if (!wait.quiet && attempt > 1) {
      log(`  the machine stayed busy for ${seconds(wait.waitedMs)}: not measured again`);
      break;
    }
    if (wait.waitedMs >= 1000) log(`  waited ${seconds(wait.waitedMs)} for the machine to be quiet${wait.quiet ? '' : ' (it was not)'}`);
    const load1AtStart = policy.loadAverage();
    const from = watcher.sampleNow();
    let result: BenchRow[];
    let failed = false;
    try {
      result = await step.run();
    } catch (error) {
      log(`  ${step.title} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      result = [failedRow(step.fallback.what, step.fallback.target, error)];
      failed = true;
    }
    const load = watcher.window(from, watcher.sampleNow(), load1AtStart);
    const decision = load ? decideBusy(load, policy.busyCpuPercent) : null;
    const busy = !!decision?.busy && !step.loadIndependent && !failed;
    attempts.push({ result, load, busy, reason: decision?.reason });
    if (decision) log(`  ${decision.reason}${busy ? ': BUSY' : ''}`);
    if (!busy) break;
    if (!wait.quiet) {
      log('  busy before and during the measurement: not measured again');
      break;
    }
    if (attempt <= policy.retries) log(`  measuring again once the machine is quiet (try ${attempt + 1} of ${1 + policy.retries})`);
  }
  const chosen = pickAttempt(attempts);
  return chosen.result.map((row) => ({
    ...row,
    load: chosen.load,
    busy: chosen.busy,
    ...(chosen.busy ? { busyReason: chosen.reason } : {}),
    attempts: attempts.length,
    ...(step.loadIndependent ? { loadIndependent: true } : {}),
  }));
}
