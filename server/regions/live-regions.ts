/**
 * The region set the server answers with, reloaded while it runs (issue 14): the folder is watched,
 * a change is loaded and checked as a whole with the loader of `npm run regions:check`, and swapped
 * in at once when valid. An invalid set is refused: the last good one keeps serving and the refusal
 * (with each problem's file and pointer) is kept for GET /api/health and /ops.
 */
import { watch, type FSWatcher } from 'node:fs';
import type { RegionProblem, RegionSet } from '../../engine/regions/types';
import { formatProblems } from '../../engine/regions/format-problems';
import { loadRegionDir } from './load-region-dir';
import { regionSetHash } from './region-set-hash';

export interface RegionsStatus {
  /** Content hash of the set being served. */
  hash: string;
  /** When that set was loaded (ISO 8601). */
  loadedAt: string;
  /** Whether the folder is watched (a server started from a folder), or the set is fixed. */
  watching: boolean;
  /** The last attempt refused since the served set was loaded; null once a good set goes live. */
  lastRefused: { at: string; problems: RegionProblem[] } | null;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Editors save in bursts (write a temporary file, rename, touch): one reload after the folder has
 * been quiet this long. Short, so an edit is served well within the 2 s target.
 */
export const RELOAD_DEBOUNCE_MS = 150;

export class LiveRegions {
  private current: { set: RegionSet; hash: string; loadedAt: Date };
  private refused: RegionsStatus['lastRefused'] = null;
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Reloads run one at a time; a change during one schedules another. */
  private running: Promise<void> | null = null;
  private again = false;
  private readonly listeners = new Set<(set: RegionSet, hash: string) => void>();

  constructor(
    set: RegionSet,
    private readonly log: Log,
    private readonly clock: () => Date = () => new Date(),
    /** What the data says against a set the loader accepted (a city people still belong to, removed): its problems refuse it. */
    private readonly guard: (next: RegionSet, current: RegionSet) => Promise<RegionProblem[]> = async () => [],
  ) {
    this.current = { set, hash: regionSetHash(set), loadedAt: clock() };
  }

  get set(): RegionSet {
    return this.current.set;
  }

  get hash(): string {
    return this.current.hash;
  }

  status(): RegionsStatus {
    return {
      hash: this.current.hash,
      loadedAt: this.current.loadedAt.toISOString(),
      watching: this.watcher !== null,
      lastRefused: this.refused,
    };
  }

  /** Called after each swap (caches keyed by the old set can go). */
  onSwap(listener: (set: RegionSet, hash: string) => void): void {
    this.listeners.add(listener);
  }

  /** Loads and checks the folder now; swaps the set in when valid. */
  async reload(dir: string): Promise<{ applied: boolean; problems: RegionProblem[] }> {
    const loaded = await loadRegionDir(dir);
    const { set } = loaded;
    const problems = set && loaded.problems.length === 0 ? await this.guard(set, this.current.set) : loaded.problems;
    if (!set || problems.length > 0) {
      this.refused = { at: this.clock().toISOString(), problems };
      this.log.warn({ regionsDir: dir, problems }, `Region files refused, the last good set (${this.current.hash}) keeps serving:\n${formatProblems(problems)}`);
      return { applied: false, problems };
    }
    const hash = regionSetHash(set);
    if (hash !== this.current.hash) {
      // One assignment: a request reads either the whole old set or the whole new one.
      this.current = { set, hash, loadedAt: this.clock() };
      for (const listener of this.listeners) listener(set, hash);
      this.log.info({ regionsDir: dir, hash }, `Region files reloaded: ${hash}`);
    }
    this.refused = null;
    return { applied: true, problems: [] };
  }

  /** Watches the folder (fs.watch: no dependency; the folder is flat) and reloads after each burst of changes. */
  watch(dir: string): void {
    if (this.watcher) return;
    this.watcher = watch(dir, { persistent: false }, () => this.schedule(dir));
    this.watcher.on('error', (error) => this.log.warn({ regionsDir: dir, err: error }, 'Watching the region files failed'));
  }

  private schedule(dir: string): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runReload(dir);
    }, RELOAD_DEBOUNCE_MS);
  }

  private async runReload(dir: string): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.reload(dir);
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops watching; a reload under way finishes. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.watcher?.close();
    this.watcher = null;
    await this.running;
  }
}
