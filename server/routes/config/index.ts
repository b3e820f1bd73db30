import type { FastifyInstance } from 'fastify';
import type { ConfigResponse } from '../../../engine/generated/api/config-response';
import type { ScopeQuery } from '../../../engine/generated/api/scope-query';
import { publicRegion } from '../../../engine/regions/public-region';
import { errors, INVALID_INPUT, UNKNOWN_SCOPE } from '../route-schema';
import { NOT_MODIFIED, PUBLIC_ROUTE } from '../../plugins/public-cache';

export default async function configRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ScopeQuery; Reply: ConfigResponse }>(
    '/config',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'The region configuration of a scope (settings, form overlays, catalogues)',
        tags: ['regions'],
        querystring: { $ref: '/api/scope-query#' },
        response: { 200: { $ref: '/api/config-response#' }, ...NOT_MODIFIED, ...errors({ 400: INVALID_INPUT, 404: UNKNOWN_SCOPE }) },
      },
    },
    async (request, reply) => {
      const { city_id, country_id } = request.query;
      return app.publicCache.send(request, reply, {
        key: `${city_id ?? ''}\n${country_id ?? ''}`,
        compute: () => publicRegion(app.regions.resolve({ city_id: city_id ?? null, country_id: country_id ?? null })),
      });
    },
  );
}
