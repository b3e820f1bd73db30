import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { apiSchemas } from '../api/load-api-schemas';

/**
 * Registers every file of schemas/api on the instance, once, so routes reference them by
 * `$id` (`schema: { body: { $ref: '/api/page-view-batch#' } }`) for validation, serialization
 * and the OpenAPI document alike.
 */
async function apiSchemasPlugin(app: FastifyInstance) {
  for (const schema of apiSchemas()) app.addSchema(schema);
}

export default fp(apiSchemasPlugin, { name: 'api-schemas' });
