/**
 * Keeps this instance on the newest published region version (issue 24). A publication on any
 * instance NOTIFYs `region_versions`; every instance then reads the version, checks it with its own
 * loader (the one of `npm run regions:check`) and serves it, or keeps its last good set and reports
 * the refusal. A poll every few seconds catches what a lost notification would miss, and doubles as
 * this instance's heartbeat in `region_instances` (what /ops lists).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { listen, type Unlisten } from '../db/notifications';
import { regionInstances } from '../db/schema';
import type { LiveRegions } from './live-regions';
import { checkRegionFiles } from './region-files';
import { regionSetHash } from './region-set-hash';
import { latestVersionId, REGION_VERSIONS_CHANNEL, versionById, versionHash } from './region-versions';

/** The safety net's period: a notification normally arrives within milliseconds. */
export const FOLLOW_POLL_MS = 3000;

export class VersionFollower {
  private unlisten: Unlisten | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** The newest version already tried (served or refused): a refused one is not checked again and again. */
  private tried = 0;
  private readonly startedAt = new Date();
  private closed = false;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly live: LiveRegions,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  private get db(): Database {
    return this.handle.db;
  }

  async start(): Promise<void> {
    this.unlisten = await listen(this.handle, REGION_VERSIONS_CHANNEL, () => void this.catchUp(), {
      onReconnect: () => void this.catchUp(),
      log: this.log,
    });
    this.timer = setInterval(() => void this.catchUp(), FOLLOW_POLL_MS);
    this.timer.unref();
  }

  /** Brings the newest version in now (one at a time; a call meanwhile runs once more after). */
  catchUp(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.step().catch((error: unknown) => this.log.warn({ err: error }, 'Following the region versions failed; retrying'));
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async step(): Promise<void> {
    if (this.closed || this.handle.pglite?.closed) return;
    const newest = await latestVersionId(this.db);
    if (newest !== null && newest > this.tried && newest !== this.live.version) {
      this.tried = newest;
      // The hash first: a version with the content already served (every instance's start, a
      // rollback to it) needs no files read nor checked.
      const hash = await versionHash(this.db, newest);
      if (hash === this.live.hash) this.live.serve(this.live.set, hash, newest);
      else {
        const row = await versionById(this.db, newest);
        const checked = row ? checkRegionFiles(row.files) : null;
        if (checked?.set && checked.problems.length === 0) this.live.serve(checked.set, regionSetHash(checked.set), newest);
        else if (checked) this.live.refuse(checked.problems, newest, `Region version ${newest}`);
      }
    }
    await this.heartbeat();
  }

  private async heartbeat(): Promise<void> {
    const status = this.live.status();
    const row = {
      versionId: status.version,
      hash: status.hash,
      refused: status.lastRefused ? { versionId: status.lastRefused.version, problems: status.lastRefused.problems } : null,
      seenAt: sql`now()`,
    };
    await this.db
      .insert(regionInstances)
      .values({ id: this.live.instance, startedAt: this.startedAt, ...row })
      .onConflictDoUpdate({ target: regionInstances.id, set: row });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.closed = true;
    await this.running;
    // PGlite is this process's own database, closing with it: no query then (a query racing its
    // close holds the process), its listener and its instance row go with it.
    if (this.handle.pglite) return;
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
    // Gone: /ops stops listing it at once rather than after the heartbeat ages out.
    await this.db
      .delete(regionInstances)
      .where(eq(regionInstances.id, this.live.instance))
      .catch(() => {});
  }
}
