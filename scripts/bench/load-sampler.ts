/**
 * Reads the machine's load while `npm run bench` runs: every 500 ms (and at each row's start and
 * end) /proc/stat, /proc/uptime, the load average and /proc/<pid>/stat of every process, kept as
 * intervals (machine-load.ts says what counts and when a row is "busy"). A snapshot costs 2-5 ms
 * of the bench's own CPU (130 processes), on its main thread: the rows time what happens in Chromium and
 * the portal, which are other processes.
 *
 * Without /proc (not Linux) it records nothing and every row counts as measured on a quiet machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Client } from 'pg';
import { intervalBetween, parseCpuTimes, parseProcStat, summarise, type Interval, type ProcStat, type RowLoad, type Snapshot } from './machine-load';

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

function readSnapshot(): Snapshot {
  const uptimeTicks = Math.floor(Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS_PER_SECOND);
  const cpuBefore = parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  const processes = new Map<number, ProcStat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseProcStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) processes.set(stat.pid, stat);
    } catch {
      // It ended while we listed.
    }
  }
  // The machine's times halfway through the listing (a few ms on a loaded machine): an interval's
  // machine and per-process figures then cover the same stretch.
  const cpuAfter = parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  const mid = (a: number, b: number) => (a + b) / 2;
  const cpu = { busy: mid(cpuBefore.busy, cpuAfter.busy), steal: mid(cpuBefore.steal, cpuAfter.steal), total: mid(cpuBefore.total, cpuAfter.total), cores: cpuAfter.cores };
  return { at: Date.now(), uptimeTicks, cpu, load1: os.loadavg()[0]!, processes };
}

export class LoadSampler {
  readonly available = fs.existsSync('/proc/stat') && fs.existsSync(`/proc/${process.pid}/stat`);
  private readonly ownRoots = [process.pid];
  private readonly intervals: Interval[] = [];
  private last: Snapshot | null = null;
  private firstAt: number | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly everyMs = 500) {}

  start() {
    if (!this.available || this.timer) return;
    this.sampleNow();
    this.timer = setInterval(() => this.sampleNow(), this.everyMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Counts this process and its descendants as the bench's own (e.g. a server it did not start as a child). */
  addOwnRoot(pid: number) {
    if (!this.ownRoots.includes(pid)) this.ownRoots.push(pid);
  }

  /** Takes a snapshot now (a row's start and end are exact, whatever the timer's phase); returns its time. */
  sampleNow(): number {
    if (!this.available) return Date.now();
    const snapshot = readSnapshot();
    if (this.last) this.intervals.push(intervalBetween(this.last, snapshot, this.ownRoots));
    this.last = snapshot;
    this.firstAt ??= snapshot.at;
    // Two hours of intervals at most: a long bench must not grow without end.
    if (this.intervals.length > 15_000) this.intervals.splice(0, this.intervals.length - 15_000);
    return snapshot.at;
  }

  /** The machine between two times of sampleNow(); null without /proc. */
  window(from: number, to: number, load1AtStart: number): RowLoad | null {
    if (!this.available) return null;
    return summarise(this.intervals, from, to, load1AtStart);
  }

  /**
   * Waits until the others' CPU stayed under `thresholdPercent` of a core for `quietMs`, at most `maxMs`.
   * Returns whether it got quiet, how long it waited and the last stretch's load.
   */
  async waitForQuiet(thresholdPercent: number, maxMs: number, quietMs = 3000): Promise<{ quiet: boolean; waitedMs: number; load: RowLoad | null }> {
    const started = Date.now();
    if (!this.available) return { quiet: true, waitedMs: 0, load: null };
    for (;;) {
      const now = this.sampleNow();
      // The last quietMs, once the sampler has watched that long (the bench's own rows do not count: they are not others).
      const from = now - quietMs;
      const load = this.firstAt !== null && this.firstAt <= from ? this.window(from, now, os.loadavg()[0]!) : null;
      if (load && load.othersCpuPercent + load.stealPercent <= thresholdPercent) return { quiet: true, waitedMs: now - started, load };
      if (now - started >= maxMs) return { quiet: false, waitedMs: now - started, load };
      await new Promise((resolve) => setTimeout(resolve, this.everyMs));
    }
  }
}

/**
 * The postmaster of a PostgreSQL on this machine (a loopback DATABASE_URL): the parent of the backend
 * that answers us. pg_ctl detaches it, so it is not our descendant, yet it does the portal's queries.
 * null when the server is elsewhere or cannot be asked.
 */
export async function localPostmasterPid(databaseUrl: string): Promise<number | null> {
  if (!databaseUrl) return null;
  try {
    const host = new URL(databaseUrl).hostname.replace(/^\[|\]$/g, '');
    if (!['127.0.0.1', 'localhost', '::1'].includes(host)) return null;
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const backend = parseProcStat(fs.readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8'));
      const postmaster = backend ? parseProcStat(fs.readFileSync(`/proc/${backend.ppid}/stat`, 'utf8')) : null;
      return postmaster && /postgres/.test(postmaster.comm) ? postmaster.pid : null;
    } finally {
      await client.end();
    }
  } catch {
    return null;
  }
}
