/**
 * How busy the machine was while a bench row was measured, from Linux's /proc: the pure part
 * (parsing, the CPU the other processes used between two snapshots, a row's window, the verdict).
 * load-sampler.ts takes the snapshots; index.ts repeats a row measured on a busy machine.
 *
 * Whose CPU counts: every process outside the bench's own tree. The own tree is the bench's
 * process and its descendants (the portal, Chromium, the bare server, autocannon's workers) plus
 * the PostgreSQL server of a loopback DATABASE_URL and its backends (pg_ctl detaches the
 * postmaster, so it is nobody's descendant, yet the portal's queries are the row's own work).
 *
 * "Busy" (the threshold, BENCH_BUSY_CPU, is 25 % of one core): the other processes, plus the CPU the
 * hypervisor gave to other machines (steal), used more than a quarter of a core on average over the
 * row. Why a quarter: the rows keep one or two cores busy themselves (Chromium's renderer and
 * compositor, the portal, autocannon), so on this 2-core machine a quarter core taken from them is
 * an eighth of it, about the scatter between quiet runs; an idle machine's own daemons use a few
 * percent, far below. Issue 28's swing (Lighthouse 78–86 instead of 99) came at load 3, i.e. a core
 * or more of other work: well above the line. Why not the load average, although it is recorded
 * (at the row's start and per snapshot): it counts the bench's own processes (after a Lighthouse
 * row the 1-minute figure stays near 2 on 2 cores for a minute with nothing else running) and lags
 * a minute behind, so it would flag a quiet machine and miss a burst; the others' CPU during the row
 * is both theirs alone and current.
 *
 * A process's CPU between two snapshots (500 ms apart) is the growth of its own time; a process that
 * ended shows its last stretch, and a short-lived one its whole life, through its parent's
 * reaped-children time, less what it (and its own children that ended with it) had already shown.
 * Limits: time that reaches init through an orphan can count twice, so an interval never charges the
 * others more than the machine spent beyond the bench's own (/proc/stat); a child whose parent died
 * first is lost. Both are small next to the long runs (a compiler, a test suite, another bench) that
 * distort the figures.
 */

/** The fields of one /proc/<pid>/stat line the sampler needs; CPU times in clock ticks. */
export interface ProcStat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime: the process's own CPU (all its threads). */
  ticks: number;
  /** cutime + cstime: the CPU of its children that ended and were waited for. */
  childTicks: number;
  /** When it started, in clock ticks since boot. */
  startTicks: number;
}

/** Parses `/proc/<pid>/stat`. The command name may hold spaces and parentheses: the fields start after the last ')'. */
export function parseProcStat(line: string): ProcStat | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const pid = Number(line.slice(0, open).trim());
  // rest[0] is field 3 (state), so field n is rest[n - 3].
  const rest = line.slice(close + 1).trim().split(/\s+/);
  const field = (n: number) => Number(rest[n - 3]);
  const stat = {
    pid,
    comm: line.slice(open + 1, close),
    ppid: field(4),
    ticks: field(14) + field(15),
    childTicks: field(16) + field(17),
    startTicks: field(22),
  };
  return [stat.pid, stat.ppid, stat.ticks, stat.childTicks, stat.startTicks].every(Number.isFinite) ? stat : null;
}

/** The machine's CPU time from /proc/stat, in clock ticks summed over every core. */
export interface CpuTimes {
  /** user + nice + system + irq + softirq (guest time is already inside user). */
  busy: number;
  /** Time the hypervisor ran other machines while this one wanted the CPU. */
  steal: number;
  /** Every column but guest and guest_nice. */
  total: number;
  cores: number;
}

/** Parses /proc/stat: the `cpu ` line (all cores) and the count of `cpuN` lines. */
export function parseCpuTimes(procStat: string): CpuTimes {
  const lines = procStat.split('\n');
  const all = lines.find((l) => l.startsWith('cpu '));
  if (!all) throw new Error('no "cpu" line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = all.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, steal, total: busy + idle + iowait + steal, cores: lines.filter((l) => /^cpu\d+\s/.test(l)).length };
}

/** Everything read at one moment. */
export interface Snapshot {
  /** Date.now() when it was read. */
  at: number;
  /** Seconds since boot (/proc/uptime) in clock ticks: tells a process that started since the last snapshot. */
  uptimeTicks: number;
  cpu: CpuTimes;
  /** The 1-minute load average then. */
  load1: number;
  processes: Map<number, ProcStat>;
}

/** The roots and all their descendants, by the parent pids of the given process tables. */
export function processTree(roots: number[], tables: Map<number, ProcStat>[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const table of tables) {
    for (const p of table.values()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  }
  const tree = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    const pid = queue.pop()!;
    if (tree.has(pid)) continue;
    tree.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** CPU used between two snapshots, in clock ticks. */
export interface Interval {
  from: number;
  to: number;
  /** Processes outside the bench's tree. */
  othersTicks: number;
  ownTicks: number;
  machineBusyTicks: number;
  stealTicks: number;
  totalTicks: number;
  cores: number;
  load1: number;
  /** Who among the others used it, largest first (at most five). */
  top: Array<{ pid: number; comm: string; ticks: number }>;
}

/**
 * For each parent, what its children that ended between the snapshots had already shown: their
 * last own and reaped-children ticks, plus the same of their own children that ended meanwhile (a
 * Playwright worker that reaps its Chromium and then ends brings Chromium's whole time into its
 * parent's reaped-children ticks, and Chromium's ticks were counted while it ran).
 */
function seenOfEndedChildren(before: Snapshot, after: Snapshot): Map<number, number> {
  const ended = [...before.processes.values()].filter((p) => after.processes.get(p.pid)?.startTicks !== p.startTicks);
  const endedByParent = new Map<number, ProcStat[]>();
  for (const p of ended) endedByParent.set(p.ppid, [...(endedByParent.get(p.ppid) ?? []), p]);
  const carried = (p: ProcStat, depth = 0): number =>
    p.ticks + p.childTicks + (depth > 64 ? 0 : (endedByParent.get(p.pid) ?? []).reduce((sum, child) => sum + carried(child, depth + 1), 0));
  const byParent = new Map<number, number>();
  for (const p of ended) byParent.set(p.ppid, (byParent.get(p.ppid) ?? 0) + carried(p));
  return byParent;
}

/**
 * What each process used between the snapshots: the growth of its own ticks (all of them when it
 * started since `before`), plus the growth of its reaped-children ticks beyond what those children
 * had already shown while we watched them (so a short-lived child counts once, through its parent).
 * A process belongs to the bench when it is in the own tree in either snapshot (a child that
 * outlived its parent is re-parented to init by the second).
 */
export function intervalBetween(before: Snapshot, after: Snapshot, ownRoots: number[]): Interval {
  const own = processTree(ownRoots, [before.processes, after.processes]);
  const endedChildren = seenOfEndedChildren(before, after);
  let othersTicks = 0;
  let ownTicks = 0;
  const top: Interval['top'] = [];
  for (const p of after.processes.values()) {
    const was = before.processes.get(p.pid);
    // Not seen before (or its pid reused): all of its time if it started since; else it was unreadable then, count nothing.
    const used =
      was && was.startTicks === p.startTicks
        ? Math.max(0, p.ticks - was.ticks) + Math.max(0, p.childTicks - was.childTicks - (endedChildren.get(p.pid) ?? 0))
        : p.startTicks >= before.uptimeTicks
          ? p.ticks + p.childTicks
          : 0;
    if (own.has(p.pid)) {
      ownTicks += used;
    } else {
      othersTicks += used;
      if (used > 0) top.push({ pid: p.pid, comm: p.comm, ticks: used });
    }
  }
  top.sort((a, b) => b.ticks - a.ticks);
  const machineBusyTicks = Math.max(0, after.cpu.busy - before.cpu.busy);
  return {
    from: before.at,
    to: after.at,
    // Never more than the machine spent beyond our own: what a process's reaped-children time hides can still count twice
    // (a child that outlived its parent and was reaped by init), and a report of 260 % of a core on 2 cores helps nobody.
    othersTicks: Math.min(othersTicks, Math.max(0, machineBusyTicks - ownTicks)),
    ownTicks,
    machineBusyTicks,
    stealTicks: Math.max(0, after.cpu.steal - before.cpu.steal),
    totalTicks: Math.max(0, after.cpu.total - before.cpu.total),
    cores: after.cpu.cores,
    load1: after.load1,
    top: top.slice(0, 5),
  };
}

/** The machine during one row, as the report shows it. Shares of CPU are percent of one core unless named "machine". */
export interface RowLoad {
  from: string;
  to: string;
  seconds: number;
  cores: number;
  /** The 1-minute load average when the row started, and the highest seen during it. */
  load1AtStart: number;
  load1Max: number;
  /** Every process's CPU, as a share of all cores (/proc/stat). */
  machineBusyPercent: number;
  /** The bench's own tree. */
  ownCpuPercent: number;
  othersCpuPercent: number;
  stealPercent: number;
  /** The others' highest share over one interval (about 500 ms; shorter ones left out). */
  othersPeakPercent: number;
  /** The others that used the most, with their share. */
  topOthers: Array<{ pid: number; comm: string; cpuPercent: number }>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Adds up the intervals overlapping [from, to], each weighted by the part of it inside. */
export function summarise(intervals: Interval[], from: number, to: number, load1AtStart: number): RowLoad {
  let others = 0;
  let ownTicks = 0;
  let steal = 0;
  let busy = 0;
  let total = 0;
  let cores = 1;
  let load1Max = load1AtStart;
  let peak = 0;
  const byProcess = new Map<string, { pid: number; comm: string; ticks: number }>();
  for (const interval of intervals) {
    const overlap = Math.min(to, interval.to) - Math.max(from, interval.from);
    if (overlap <= 0) continue;
    const weight = Math.min(1, overlap / (interval.to - interval.from));
    others += interval.othersTicks * weight;
    ownTicks += interval.ownTicks * weight;
    steal += interval.stealTicks * weight;
    busy += interval.machineBusyTicks * weight;
    total += interval.totalTicks * weight;
    cores = interval.cores || cores;
    load1Max = Math.max(load1Max, interval.load1);
    // A stretch of a few ms (a row's start right after a timer's snapshot) is all rounding: no peak from it.
    if (interval.totalTicks > 0 && interval.to - interval.from >= 250) peak = Math.max(peak, (interval.othersTicks / (interval.totalTicks / interval.cores)) * 100);
    for (const p of interval.top) {
      const key = `${p.pid} ${p.comm}`;
      const entry = byProcess.get(key) ?? { pid: p.pid, comm: p.comm, ticks: 0 };
      entry.ticks += p.ticks * weight;
      byProcess.set(key, entry);
    }
  }
  // Elapsed ticks of one core: the machine's total over its cores (USER_HZ never needs to be known).
  const perCore = total / cores;
  const share = (ticks: number) => (perCore > 0 ? round1((ticks / perCore) * 100) : 0);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    seconds: round1((to - from) / 1000),
    cores,
    load1AtStart: Math.round(load1AtStart * 100) / 100,
    load1Max: Math.round(load1Max * 100) / 100,
    machineBusyPercent: total > 0 ? round1((busy / total) * 100) : 0,
    ownCpuPercent: share(ownTicks),
    othersCpuPercent: share(others),
    stealPercent: share(steal),
    othersPeakPercent: round1(peak),
    topOthers: [...byProcess.values()]
      .sort((a, b) => b.ticks - a.ticks)
      .slice(0, 3)
      .map((p) => ({ pid: p.pid, comm: p.comm, cpuPercent: share(p.ticks) }))
      .filter((p) => p.cpuPercent >= 1),
  };
}

export const DEFAULT_BUSY_CPU_PERCENT = 25;

/** Busy: the others and steal took more than `thresholdPercent` of one core on average over the row. */
export function decideBusy(load: RowLoad, thresholdPercent = DEFAULT_BUSY_CPU_PERCENT): { busy: boolean; reason: string } {
  const taken = load.othersCpuPercent + load.stealPercent;
  const who = load.topOthers.map((p) => `${p.comm} ${p.pid} ${p.cpuPercent} %`).join(', ');
  const reason =
    `other processes used ${load.othersCpuPercent} % of a core` +
    (load.stealPercent ? ` (+ ${load.stealPercent} % steal)` : '') +
    (who ? ` (${who})` : '') +
    `, load ${load.load1AtStart} on ${load.cores} cores at the start`;
  return { busy: taken > thresholdPercent, reason };
}

/** One measurement of a row (or of a step's rows): what it gave and how busy the machine was meanwhile. */
export interface Attempt<T> {
  result: T;
  /** null: not recorded (no /proc). */
  load: RowLoad | null;
  busy: boolean;
  reason?: string;
}

/** The attempt to report: the first on a quiet machine, else the one the others disturbed least. */
export function pickAttempt<T>(attempts: Attempt<T>[]): Attempt<T> {
  if (!attempts.length) throw new Error('no attempt to pick from');
  const quiet = attempts.find((a) => !a.busy);
  if (quiet) return quiet;
  const taken = (a: Attempt<T>) => (a.load ? a.load.othersCpuPercent + a.load.stealPercent : 0);
  return attempts.reduce((best, a) => (taken(a) < taken(best) ? a : best));
}
