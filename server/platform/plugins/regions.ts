import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppEnv, RegionProblem, ResolvedRegion } from '../../../engine/regions/types';
import type { RegionSet } from '../../../engine/regions/region-set';
import { resolveRegion, UnknownScopeError } from '../../../engine/regions/resolve';
import type { Scope } from '../../../engine/regions/scope';
import { listCities } from '../../../engine/regions/cities';
import { HttpError } from '../http/errors';
import { LiveRegions, type RegionsStatus } from '../regions/live-regions';
import { loadRegionDir, readRegionTexts } from '../regions/load-region-dir';
import { offerBaseline, type BaselineOutcome } from '../regions/baseline';
import { checkForPublish } from '../regions/check-publish';
import { setToFiles, textsToFiles, type RegionFiles } from '../regions/region-files';
import { regionSetHash } from '../regions/region-set-hash';
import { VersionFollower } from '../regions/version-follower';

export interface RegionsService {
  /** The set served now: read it per request, never keep it (a reload swaps it). */
  readonly set: RegionSet;
  readonly env: AppEnv;
  /** Content hash of the set served now. */
  readonly hash: string;
  /** The published version served now (the region history's number), null before the first. */
  readonly version: number | null;
  /** The effective settings of a scope for this server's APP_ENV; an unknown id is a 404. */
  resolve(scope: Scope): ResolvedRegion;
  cities(): ReturnType<typeof listCities>;
  /** Hash, load time and last refused reload (GET /api/health, /ops). */
  status(): RegionsStatus;
  /** Called after a new set went live. */
  onSwap(listener: (set: RegionSet, hash: string) => void): void;
}

/** What offering the regions/ folder as a new baseline did (a reload of the watched folder). */
export interface FolderReload {
  applied: boolean;
  problems: RegionProblem[];
  outcome: BaselineOutcome | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    regions: RegionsService;
    /** The live holder; `reload()` offers the watched folder now, `follower.catchUp()` takes the newest version now. */
    liveRegions: LiveRegions & { dir: string | null; reload(dir: string): Promise<FolderReload>; follower: VersionFollower };
  }
}

/** Editors save in bursts (write a temporary file, rename, touch): one reload after the folder has been quiet this long. */
export const RELOAD_DEBOUNCE_MS = 150;

/** Freezes an answer shared by every request (plain data: objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Decorates the app with the live region set (issue 24): the set main.ts loaded from regions/ (checked
 * before the app was built) is offered to the database's region history as this deploy's baseline,
 * then the instance serves the newest published version and follows the next ones (LISTEN/NOTIFY).
 * With a `dir` the folder is watched (a development server): an edit is offered as a new baseline.
 */
async function regionsPlugin(app: FastifyInstance, opts: { set: RegionSet; env: AppEnv; dir?: string | null; watch?: boolean }) {
  const live = new LiveRegions(opts.set, app.log, randomUUID());
  const follower = new VersionFollower(app.database, live, app.log);
  const check = (files: RegionFiles, tx: typeof app.db) => checkForPublish(tx, files, live.set);

  /** Offers a folder's files (already checked by the loader) as a new baseline, then serves what is newest. */
  const offer = async (set: RegionSet, files: RegionFiles, atStart: boolean): Promise<FolderReload> => {
    const outcome = await offerBaseline(app.db, { files, hash: regionSetHash(set) }, check, { atStart });
    live.noteBaseline(outcome);
    await follower.catchUp();
    if (outcome.status === 'conflict' && outcome.conflict) {
      const problems = outcome.conflict.problems.length
        ? outcome.conflict.problems
        : outcome.conflict.files.map((file) => ({
            file: `regions/${file}`,
            pointer: '',
            message: 'changed by this deploy and by ops since the previous deploy: resolve it on /ops (the published version keeps serving)',
          }));
      if (!atStart) live.refuse(problems, null, 'The regions folder');
      return { applied: false, problems, outcome };
    }
    return { applied: true, problems: [], outcome };
  };

  const reload = async (dir: string): Promise<FolderReload> => {
    const loaded = await loadRegionDir(dir);
    const read = loaded.set && loaded.problems.length === 0 ? await readRegionTexts(dir) : null;
    if (!loaded.set || !read || !('files' in read)) {
      const problems = loaded.problems.length ? loaded.problems : read && 'problems' in read ? read.problems : [];
      live.refuse(problems, null, 'The regions folder');
      return { applied: false, problems, outcome: null };
    }
    return offer(loaded.set, textsToFiles(read.files), false);
  };

  const baselineFiles = opts.dir ? await readRegionTexts(opts.dir) : null;
  await offer(opts.set, baselineFiles && 'files' in baselineFiles ? textsToFiles(baselineFiles.files) : setToFiles(opts.set), true);
  await follower.start();

  let watcher: ReturnType<typeof watch> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reloading: Promise<unknown> = Promise.resolve();
  if (opts.dir && opts.watch !== false) {
    const dir = opts.dir;
    watcher = watch(dir, { persistent: false }, () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        // One at a time, in order: a burst during a reload is offered after it.
        reloading = reloading.then(() => reload(dir)).catch((error: unknown) => app.log.warn({ err: error }, 'Reloading the region files failed'));
      }, RELOAD_DEBOUNCE_MS);
    });
    watcher.on('error', (error) => app.log.warn({ regionsDir: dir, err: error }, 'Watching the region files failed'));
    live.watching = true;
  }
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    watcher?.close();
    await reloading;
    await follower.close();
  });
  const holder = Object.assign(live, { dir: opts.dir ?? null, reload, follower });

  // Layering a scope's settings costs about a millisecond and every authenticated request needs
  // its worker's (the access check, /api/me): each scope is resolved once per set, frozen so no
  // caller can change what the next request reads, and forgotten when a reload swaps the set.
  const resolved = new Map<string, ResolvedRegion>();
  let cities: ReturnType<typeof listCities> | null = null;
  live.onSwap(() => {
    resolved.clear();
    cities = null;
  });
  const service: RegionsService = {
    get set() {
      return live.set;
    },
    env: opts.env,
    get hash() {
      return live.hash;
    },
    get version() {
      return live.version;
    },
    resolve(scope) {
      const key = `${scope.city_id ?? ''}\n${scope.country_id ?? ''}`;
      let region = resolved.get(key);
      if (region) return region;
      try {
        region = deepFreeze(resolveRegion(live.set, scope, opts.env));
      } catch (err) {
        if (err instanceof UnknownScopeError) {
          throw new HttpError(404, err.code, err.message);
        }
        throw err;
      }
      resolved.set(key, region);
      return region;
    },
    cities: () => (cities ??= deepFreeze(listCities(live.set))),
    status: () => live.status(),
    onSwap: (listener) => live.onSwap(listener),
  };
  app.decorate('regions', service);
  app.decorate('liveRegions', holder);
}

export default fp(regionsPlugin, { name: 'regions' });
