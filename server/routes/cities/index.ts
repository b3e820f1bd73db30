import type { FastifyInstance } from 'fastify';
import type { CitiesResponse } from '../../../engine/generated/api/cities-response';
import { errors } from '../route-schema';
import { NOT_MODIFIED, PUBLIC_ROUTE } from '../../plugins/public-cache';

export default async function citiesRoutes(app: FastifyInstance) {
  app.get<{ Reply: CitiesResponse }>(
    '/cities',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'Every city of the region files',
        tags: ['regions'],
        response: { 200: { $ref: '/api/cities-response#' }, ...NOT_MODIFIED, ...errors({}) },
      },
    },
    async (request, reply) => app.publicCache.send(request, reply, { key: 'all', compute: () => app.regions.cities() }),
  );
}
