import type { FastifyInstance } from 'fastify';
import { citySchema } from '../shared-schemas';

interface ConfigQuery {
  city_id?: string;
  country_id?: string;
}

const scopeId = { type: 'string', pattern: '^[A-Z]{2}(-[A-Z0-9-]+)?$', maxLength: 64 } as const;

export default async function configRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ConfigQuery }>(
    '/config',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { city_id: scopeId, country_id: scopeId },
        },
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
      return app.regions.resolve({ city_id: city_id ?? null, country_id: country_id ?? null });
    },
  );
}
