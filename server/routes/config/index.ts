import type { FastifyInstance } from 'fastify';
import { citySchema } from '../shared-schemas';
import { publicRegion } from '../../../engine/regions/public-region';
import { scopeQuerySchema, type ScopeQuery } from '../scope-query';


export default async function configRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ScopeQuery }>(
    '/config',
    {
      schema: {
        querystring: scopeQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['env', 'scope', 'keyValues', 'forms', 'catalogues'],
            properties: {
              env: { enum: ['test', 'production'] },
              scope: {
                type: 'object',
                properties: {
                  country_id: { type: ['string', 'null'] },
                  city_id: { type: ['string', 'null'] },
                },
              },
              keyValues: { type: 'object', additionalProperties: true },
              forms: { type: 'object', additionalProperties: true },
              catalogues: { type: 'object', additionalProperties: true },
              country: { type: ['object', 'null'], additionalProperties: true },
              city: { anyOf: [citySchema, { type: 'null' }] },
            },
          },
        },
      },
    },
    async (request) => {
      const { city_id, country_id } = request.query;
      return publicRegion(app.regions.resolve({ city_id: city_id ?? null, country_id: country_id ?? null }));
    },
  );
}
