/**
 * The region set this instance answers with (issues 14 and 24). It holds one published version of
 * the database's region history at a time (server/platform/regions/version-follower.ts brings newer ones);
 * a version this instance's loader refuses leaves the last good set serving, and the refusal (each
 * problem's file and pointer) is kept for GET /api/health and /ops.
 */
import type { RegionProblem, RegionSet } from '../../../engine/regions/types';
import { formatProblems } from '../../../engine/regions/format-problems';
import { regionSetHash } from './region-set-hash';
import type { BaselineOutcome } from './baseline';

export interface RegionsStatus {
  /** Content hash of the set being served. */
  hash: string;
  /** The published version served (null: none yet, the database had no history and could not take one). */
  version: number | null;
  /** Random id of this instance (each instance behind a load balancer answers its own). */
  instance: string;
  /** When that set was loaded (ISO 8601). */
  loadedAt: string;
  /** Whether the regions/ folder is watched (a development server): an edit there is offered as a new baseline. */
  watching: boolean;
  /** The last version or folder refused since the served set was loaded; null once a good set goes live. */
  lastRefused: { at: string; version: number | null; problems: RegionProblem[] } | null;
  /** What became of this instance's regions/ folder (its deploy's baseline), conflicts with ops' versions included. */
  baseline: { status: BaselineOutcome['status']; conflict: BaselineOutcome['conflict'] } | null;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export class LiveRegions {
  private current: { set: RegionSet; hash: string; version: number | null; loadedAt: Date };
  private refused: RegionsStatus['lastRefused'] = null;
  private baseline: RegionsStatus['baseline'] = null;
  private readonly listeners = new Set<(set: RegionSet, hash: string) => void>();
  watching = false;

  constructor(
    set: RegionSet,
    private readonly log: Log,
    readonly instance: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.current = { set, hash: regionSetHash(set), version: null, loadedAt: clock() };
  }

  get set(): RegionSet {
    return this.current.set;
  }

  get hash(): string {
    return this.current.hash;
  }

  get version(): number | null {
    return this.current.version;
  }

  status(): RegionsStatus {
    return {
      hash: this.current.hash,
      version: this.current.version,
      instance: this.instance,
      loadedAt: this.current.loadedAt.toISOString(),
      watching: this.watching,
      lastRefused: this.refused,
      baseline: this.baseline,
    };
  }

  /** Called after each swap (caches keyed by the old set can go). */
  onSwap(listener: (set: RegionSet, hash: string) => void): void {
    this.listeners.add(listener);
  }

  /** Serves a checked set as `version`. Equal content keeps the set (and every cache) and only takes the number. */
  serve(set: RegionSet, hash: string, version: number | null): void {
    if (hash === this.current.hash) {
      this.current = { ...this.current, version };
    } else {
      // One assignment: a request reads either the whole old set or the whole new one.
      this.current = { set, hash, version, loadedAt: this.clock() };
      for (const listener of this.listeners) listener(set, hash);
      this.log.info({ hash, version }, `Region version ${version ?? '-'} live: ${hash}`);
    }
    this.refused = null;
  }

  /** Keeps the last good set and remembers why the newer one was refused. */
  refuse(problems: RegionProblem[], version: number | null, what: string): void {
    this.refused = { at: this.clock().toISOString(), version, problems };
    this.log.warn({ version, problems }, `${what} refused, the last good set (${this.current.hash}) keeps serving:\n${formatProblems(problems)}`);
  }

  noteBaseline(outcome: BaselineOutcome): void {
    this.baseline = { status: outcome.status, conflict: outcome.conflict };
  }
}
