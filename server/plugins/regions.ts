import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppEnv, ResolvedRegion } from '../../engine/regions/types';
import type { RegionSet } from '../../engine/regions/region-set';
import { resolveRegion, UnknownScopeError } from '../../engine/regions/resolve';
import { listCities } from '../../engine/regions/cities';
import { HttpError } from '../errors';
import { LiveRegions, type RegionsStatus } from '../regions/live-regions';
import { strandedCityProblems } from '../regions/stranded-cities';

export interface RegionsService {
  /** The set served now: read it per request, never keep it (a reload swaps it). */
  readonly set: RegionSet;
  readonly env: AppEnv;
  /** Content hash of the set served now. */
  readonly hash: string;
  /** The effective settings of a scope for this server's APP_ENV; an unknown id is a 404. */
  resolve(scope: { country_id?: string | null; city_id?: string | null }): ResolvedRegion;
  cities(): ReturnType<typeof listCities>;
  /** Hash, load time and last refused reload (GET /api/health, /ops). */
  status(): RegionsStatus;
  /** Called after a new set went live. */
  onSwap(listener: (set: RegionSet, hash: string) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    regions: RegionsService;
    /** The live holder; `reload()` checks the watched folder now (tests, the ops save). */
    liveRegions: LiveRegions & { dir: string | null };
  }
}

/** Freezes an answer shared by every request (plain data: objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Decorates the app with the region set loaded (and validated) before the app was built. With a
 * `dir` (main.ts: REGIONS_DIR) the folder is watched and a valid change goes live without a restart.
 */
async function regionsPlugin(app: FastifyInstance, opts: { set: RegionSet; env: AppEnv; dir?: string | null; watch?: boolean }) {
  const guard = (next: RegionSet, current: RegionSet) => strandedCityProblems(app.db, next, current);
  const live = Object.assign(new LiveRegions(opts.set, app.log, undefined, guard), { dir: opts.dir ?? null });
  if (opts.dir && opts.watch !== false) live.watch(opts.dir);
  app.addHook('onClose', async () => live.close());
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
  app.decorate('liveRegions', live);
}

export default fp(regionsPlugin, { name: 'regions' });
