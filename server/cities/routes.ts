/** The region data anyone may read: the cities, and a scope's resolved configuration (public, cached with an ETag). */
import { REGIONS_ENDPOINTS } from '../../engine/api/endpoints/regions';
import { publicRegion } from '../../engine/regions/public-region';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { INVALID_INPUT, UNKNOWN_SCOPE } from '../platform/api/route-schema';
import { PUBLIC_ROUTE } from '../platform/plugins/public-cache';

export default featureRoutes(REGIONS_ENDPOINTS, ['regions'], (app) => ({
  getRegionCities: {
    summary: 'Every city of the region files',
    options: { ...PUBLIC_ROUTE },
    handler: async (request, reply) => app.publicCache.send(request, reply, { key: 'all', compute: () => app.regions.cities() }),
  },
  getRegionConfig: {
    summary: 'The region configuration of a scope (settings, form overlays, catalogues)',
    errors: { 400: INVALID_INPUT, 404: UNKNOWN_SCOPE },
    options: { ...PUBLIC_ROUTE },
    handler: async (request, reply) => {
      const { city_id, country_id } = request.query;
      return app.publicCache.send(request, reply, {
        key: `${city_id ?? ''}\n${country_id ?? ''}`,
        compute: () => publicRegion(app.regions.resolve({ city_id: city_id ?? null, country_id: country_id ?? null })),
      });
    },
  },
}));
