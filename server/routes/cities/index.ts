import type { FastifyInstance } from 'fastify';
import type { CitiesResponse } from '../../../engine/generated/api/cities-response';
import { errors } from '../route-schema';

export default async function citiesRoutes(app: FastifyInstance) {
  app.get<{ Reply: CitiesResponse }>(
    '/cities',
    {
      schema: {
        summary: 'Every city of the region files',
        tags: ['regions'],
        response: { 200: { $ref: '/api/cities-response#' }, ...errors({}) },
      },
    },
    async () => app.regions.cities(),
  );
}
