import { describe, expect, it } from 'vitest';
import {
  decideBusy,
  intervalBetween,
  parseCpuTimes,
  parseProcStat,
  pickAttempt,
  processTree,
  summarise,
  type ProcStat,
  type RowLoad,
  type Snapshot,
} from '../../scripts/bench/machine-load';
import { measureQuietly, type LoadWatcher } from '../../scripts/bench/quiet-step';
import { formatTable, trustSummary, verdict, type BenchRow } from '../../scripts/bench/report';

/** A /proc/<pid>/stat line as Linux writes it (52 fields), with the fields the sampler reads set. */
function statLine(p: { pid: number; comm: string; ppid: number; utime: number; stime?: number; cutime?: number; cstime?: number; start: number }) {
  const fields = Array.from({ length: 52 }, () => '0');
  const set = (n: number, value: string | number) => (fields[n - 1] = String(value));
  set(1, p.pid);
  set(2, `(${p.comm})`);
  set(3, 'R');
  set(4, p.ppid);
  set(14, p.utime);
  set(15, p.stime ?? 0);
  set(16, p.cutime ?? 0);
  set(17, p.cstime ?? 0);
  set(22, p.start);
  return `${fields.join(' ')}\n`;
}

const proc = (pid: number, ppid: number, ticks: number, extra: Partial<ProcStat> = {}): ProcStat => ({ pid, comm: `p${pid}`, ppid, ticks, childTicks: 0, startTicks: 10, ...extra });

/** A snapshot `seconds` after boot on two cores, each core's ticks all counted (100 a second). */
function snapshot(seconds: number, busyTicks: number, processes: ProcStat[], load1 = 0.5): Snapshot {
  const total = seconds * 100 * 2;
  return { at: seconds * 1000, uptimeTicks: seconds * 100, cpu: { busy: busyTicks, steal: 0, total, cores: 2 }, load1, processes: new Map(processes.map((p) => [p.pid, p])) };
}

describe('machine-load: reading /proc', () => {
  it('reads a process line whose command holds spaces and parentheses', () => {
    const line = statLine({ pid: 4242, comm: 'Web Content (x) ', ppid: 17, utime: 120, stime: 30, cutime: 7, cstime: 3, start: 98765 });
    expect(parseProcStat(line)).toEqual({ pid: 4242, comm: 'Web Content (x) ', ppid: 17, ticks: 150, childTicks: 10, startTicks: 98765 });
    expect(parseProcStat('garbage')).toBeNull();
  });

  it('reads the machine’s CPU line: busy without idle and iowait, steal apart, the cores counted', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 10 0 0\ncpu0 50 2 25 400 10 1 1 5 0 0\ncpu1 50 3 25 400 10 2 1 5 0 0\nintr 1 2\n';
    expect(parseCpuTimes(stat)).toEqual({ busy: 160, steal: 10, total: 990, cores: 2 });
  });
});

describe('machine-load: whose CPU it was', () => {
  it('counts the bench’s descendants as its own, whatever their depth', () => {
    const table = new Map([proc(1, 0, 0), proc(100, 1, 0), proc(200, 100, 0), proc(300, 200, 0), proc(400, 1, 0)].map((p) => [p.pid, p]));
    expect([...processTree([100], [table])].sort()).toEqual([100, 200, 300]);
  });

  it('splits the CPU of an interval between the bench’s tree and the others, new processes and ended children included', () => {
    const before = snapshot(10, 1000, [
      proc(1, 0, 50),
      proc(100, 1, 200), // the bench
      proc(101, 100, 400), // its portal
      proc(500, 1, 1000, { comm: 'tsc' }), // another helper's compiler
      proc(600, 1, 0, { comm: 'vitest', childTicks: 5 }),
      proc(601, 600, 30, { comm: 'worker' }), // ends before the next snapshot: its 30 ticks were seen already
    ]);
    const after = snapshot(12, 1250, [
      proc(1, 0, 50),
      proc(100, 1, 210),
      proc(101, 100, 480),
      proc(102, 100, 15, { startTicks: 1050 }), // Chromium, started in between
      proc(500, 1, 1060, { comm: 'tsc' }),
      // vitest reaped 601 (45 ticks in all, 15 of them since we saw it) and a short-lived child we never saw (20 ticks).
      proc(600, 1, 0, { comm: 'vitest', childTicks: 5 + 45 + 20 }),
      proc(700, 1, 8, { comm: 'git', startTicks: 1020 }),
      proc(800, 1, 90, { comm: 'unseen', startTicks: 500 }), // not readable before: nothing is known of its interval
    ]);
    const interval = intervalBetween(before, after, [100]);
    expect(interval.ownTicks).toBe(10 + 80 + 15);
    // tsc 60, the reaped children beyond what 601 had shown (65 - 30 = 35), git 8; pid 800 nothing.
    expect(interval.othersTicks).toBe(60 + 35 + 8);
    expect(interval.top.map((p) => p.comm)).toEqual(['tsc', 'vitest', 'git']);
    expect(interval).toMatchObject({ from: 10_000, to: 12_000, machineBusyTicks: 250, totalTicks: 400, cores: 2 });
  });

  it('counts once the time of a child and grandchild that both ended, which reaches the parent through the child', () => {
    // A Playwright runner (600) whose worker (601) reaped its Chromium (602) and then ended itself.
    const before = snapshot(10, 1000, [proc(600, 1, 0, { comm: 'runner' }), proc(601, 600, 30, { childTicks: 4 }), proc(602, 601, 50)]);
    // The worker used 5 more ticks, Chromium 7 more, before they ended: 30 + 5 + 4 + 50 + 7 reached the runner.
    const after = snapshot(11, 1200, [proc(600, 1, 0, { comm: 'runner', childTicks: 96 })]);
    expect(intervalBetween(before, after, [100])).toMatchObject({ othersTicks: 12, top: [{ pid: 600, comm: 'runner', ticks: 12 }] });
  });

  it('never charges the others more than the machine spent beyond the bench’s own', () => {
    const before = snapshot(10, 1000, [proc(100, 1, 0), proc(500, 1, 0)]);
    const after = snapshot(11, 1150, [proc(100, 1, 100), proc(500, 1, 90)]);
    expect(intervalBetween(before, after, [100])).toMatchObject({ ownTicks: 100, othersTicks: 50, machineBusyTicks: 150 });
  });

  it('counts a process as the bench’s when it was in its tree at either snapshot (re-parented to init after its parent ended)', () => {
    const before = snapshot(10, 0, [proc(100, 1, 0), proc(101, 100, 0), proc(102, 101, 100)]);
    const after = snapshot(11, 0, [proc(100, 1, 0), proc(102, 1, 150)]);
    expect(intervalBetween(before, after, [100])).toMatchObject({ ownTicks: 50, othersTicks: 0 });
  });
});

/** One-second intervals on two cores where the others used `othersTicks` each (100 = a whole core). */
function seconds(othersTicks: number[], startSecond = 0) {
  return othersTicks.map((ticks, i) => ({
    from: (startSecond + i) * 1000,
    to: (startSecond + i + 1) * 1000,
    othersTicks: ticks,
    ownTicks: 100,
    machineBusyTicks: ticks + 100,
    stealTicks: 0,
    totalTicks: 200,
    cores: 2,
    load1: 1 + i,
    top: ticks ? [{ pid: 500, comm: 'tsc', ticks }] : [],
  }));
}

describe('machine-load: a row’s window and the verdict', () => {
  it('adds up the intervals inside the window, the edges in proportion', () => {
    const load = summarise(seconds([0, 40, 40, 100]), 1500, 3000, 0.8);
    // Half of 40 + 40 over 1.5 s of one core.
    expect(load.othersCpuPercent).toBe(40);
    expect(load.ownCpuPercent).toBe(100);
    expect(load.machineBusyPercent).toBe(70);
    expect(load.othersPeakPercent).toBe(40);
    expect(load.load1AtStart).toBe(0.8);
    expect(load.load1Max).toBe(3);
    expect(load.seconds).toBe(1.5);
    expect(load.topOthers).toEqual([{ pid: 500, comm: 'tsc', cpuPercent: 40 }]);
  });

  it('calls a row busy when the others took more than the threshold (25 % of one core) on average', () => {
    const quiet = summarise(seconds([10, 30, 20, 10]), 0, 4000, 2.5);
    expect(quiet.othersCpuPercent).toBe(17.5);
    // The load average counts the bench's own processes: a high one alone is not "busy".
    expect(decideBusy(quiet).busy).toBe(false);
    const busy = summarise(seconds([10, 30, 60, 10]), 0, 4000, 0.5);
    expect(decideBusy(busy)).toEqual({ busy: true, reason: 'other processes used 27.5 % of a core (tsc 500 27.5 %), load 0.5 on 2 cores at the start' });
    expect(decideBusy(busy, 30).busy).toBe(false);
    // Steal (other virtual machines on the same host) takes the CPU as surely.
    expect(decideBusy({ ...quiet, stealPercent: 10 }).busy).toBe(true);
  });

  it('reports the first quiet attempt, else the least disturbed one', () => {
    const load = (othersCpuPercent: number) => ({ othersCpuPercent, stealPercent: 0 }) as RowLoad;
    expect(pickAttempt([{ result: 'a', load: load(60), busy: true }, { result: 'b', load: load(5), busy: false }, { result: 'c', load: load(1), busy: false }]).result).toBe('b');
    expect(pickAttempt([{ result: 'a', load: load(60), busy: true }, { result: 'b', load: load(35), busy: true }, { result: 'c', load: load(50), busy: true }]).result).toBe('b');
  });
});

describe('report: BUSY rows', () => {
  const row = (over: Partial<BenchRow>): BenchRow => ({ what: 'Lighthouse /login', target: '≥ 98', figure: '86', values: {}, pass: false, ...over });
  const busyLoad = { othersCpuPercent: 61.2 } as RowLoad;

  it('shows BUSY instead of PASS/FAIL with the others’ CPU, and says how many rows can be trusted', () => {
    const rows = [
      row({ busy: true, load: busyLoad, attempts: 3 }),
      row({ what: 'bytes', pass: true, load: busyLoad, loadIndependent: true }),
      row({ what: 'keys', pass: true, load: { othersCpuPercent: 3 } as RowLoad }),
      row({ what: 'api', figure: 'not measured: refused' }),
    ];
    expect(rows.map(verdict)).toEqual(['BUSY', 'PASS', 'PASS', 'FAIL']);
    const table = formatTable(rows);
    expect(table).toContain('| BUSY    | 61 %, 3 tries');
    expect(table).toContain('61 % (no effect)');
    expect(trustSummary(rows)).toMatchObject({ trustworthy: 2, busy: 1, notMeasured: 1, total: 4 });
    expect(trustSummary(rows).line).toMatch(/^2 of 4 rows trustworthy; 1 BUSY .*; 1 not measured$/);
  });
});

describe('quiet-step: a step measured again while the machine is busy', () => {
  /** A watcher whose rows' windows and waits go as scripted: the others' CPU of each attempt, whether each wait got quiet. */
  function fakeWatcher(othersPerAttempt: number[], waitsQuiet: boolean[] = []) {
    let clock = 0;
    let attempt = 0;
    const waits: number[] = [];
    const watcher: LoadWatcher = {
      sampleNow: () => ++clock,
      window: () => ({ ...summarise([], 0, 1, 0.5), othersCpuPercent: othersPerAttempt[attempt++] ?? 0 }),
      waitForQuiet: async (threshold, maxMs) => {
        waits.push(threshold);
        const quiet = waitsQuiet[waits.length - 1] ?? true;
        return { quiet, waitedMs: quiet ? 0 : maxMs };
      },
    };
    return { watcher, waits };
  }
  const policy = { retries: 2, busyCpuPercent: 25, quietWaitMs: 60_000, loadAverage: () => 1, log: () => {} };
  const step = (runs: string[]) => {
    let n = 0;
    return {
      title: 'Lighthouse',
      fallback: { what: 'Lighthouse', target: '≥ 98' },
      run: async () => [{ what: 'Lighthouse /', target: '≥ 98', figure: runs[n++] ?? 'more', values: {}, pass: true }],
    };
  };

  it('keeps the first attempt on a quiet machine', async () => {
    const { watcher, waits } = fakeWatcher([3]);
    const [row] = await measureQuietly(watcher, step(['99']), policy);
    expect(row).toMatchObject({ figure: '99', busy: false, attempts: 1 });
    expect(row!.load?.othersCpuPercent).toBe(3);
    expect(waits).toEqual([25]);
  });

  it('measures again after a busy attempt and keeps the quiet one', async () => {
    const { watcher, waits } = fakeWatcher([80, 4]);
    const [row] = await measureQuietly(watcher, step(['78', '99']), policy);
    expect(row).toMatchObject({ figure: '99', busy: false, attempts: 2 });
    expect(waits).toHaveLength(2);
  });

  it('reports BUSY, with the least disturbed of 1 + retries attempts, when every one was busy', async () => {
    const { watcher } = fakeWatcher([80, 40, 90]);
    const [row] = await measureQuietly(watcher, step(['78', '91', '70']), policy);
    expect(row).toMatchObject({ figure: '91', busy: true, attempts: 3 });
    expect(row!.busyReason).toMatch(/^other processes used 40 % of a core/);
    expect(verdict(row!)).toBe('BUSY');
  });

  it('does not measure again on a machine that stays busy past the wait', async () => {
    const { watcher } = fakeWatcher([80, 5], [true, false]);
    const [row] = await measureQuietly(watcher, step(['78', '99']), policy);
    expect(row).toMatchObject({ figure: '78', busy: true, attempts: 1 });
    // Busy before the first attempt too: that attempt is measured, then no second.
    const before = fakeWatcher([80, 5], [false, true]);
    expect(await measureQuietly(before.watcher, step(['78', '99']), policy)).toMatchObject([{ figure: '78', busy: true, attempts: 1 }]);
    expect(before.waits).toHaveLength(1);
  });

  it('never repeats nor marks a load-independent step (bytes of the build), nor one that failed', async () => {
    const { watcher, waits } = fakeWatcher([80]);
    const [sizes] = await measureQuietly(watcher, { ...step(['120 KB']), loadIndependent: true }, policy);
    expect(sizes).toMatchObject({ figure: '120 KB', busy: false, attempts: 1, loadIndependent: true });
    expect(waits).toEqual([]);
    const failing = fakeWatcher([80]);
    const failed = await measureQuietly(failing.watcher, { ...step([]), run: () => Promise.reject(new Error('refused')) }, { ...policy, log: () => {} });
    expect(failed).toMatchObject([{ figure: 'not measured: refused', busy: false, attempts: 1 }]);
  });
});
