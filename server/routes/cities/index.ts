import type { FastifyInstance } from 'fastify';
import { citySchema } from '../shared-schemas';

export default async function citiesRoutes(app: FastifyInstance) {
  app.get(
    '/cities',
    { schema: { response: { 200: { type: 'array', items: citySchema } } } },
    async () => app.regions.cities(),
  );
}
