import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppEnv, ResolvedRegion } from '../../engine/regions/types';
import type { RegionSet } from '../../engine/regions/region-set';
import { resolveRegion, UnknownScopeError } from '../../engine/regions/resolve';
import { listCities } from '../../engine/regions/cities';
import { HttpError } from '../errors';

export interface RegionsService {
  readonly set: RegionSet;
  readonly env: AppEnv;
  /** The effective settings of a scope for this server's APP_ENV; an unknown id is a 404. */
  resolve(scope: { country_id?: string | null; city_id?: string | null }): ResolvedRegion;
  cities(): ReturnType<typeof listCities>;
}

declare module 'fastify' {
  interface FastifyInstance {
    regions: RegionsService;
  }
}

/** Decorates the app with the region set loaded (and validated) before the app was built. */
async function regionsPlugin(app: FastifyInstance, opts: { set: RegionSet; env: AppEnv }) {
  const service: RegionsService = {
    set: opts.set,
    env: opts.env,
    resolve(scope) {
      try {
        return resolveRegion(opts.set, scope, opts.env);
      } catch (err) {
        if (err instanceof UnknownScopeError) {
          throw new HttpError(404, err.code, err.message);
        }
        throw err;
      }
    },
    cities: () => listCities(opts.set),
  };
  app.decorate('regions', service);
}

export default fp(regionsPlugin, { name: 'regions' });
