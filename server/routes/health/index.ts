import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '../../../engine/generated/api/health-response';
import { errors } from '../route-schema';

export default async function healthRoutes(app: FastifyInstance) {
  app.get<{ Reply: HealthResponse }>(
    '/health',
    {
      schema: {
        summary: 'The process answers, its database does a round trip, and the region set it serves (hash, load time, last refused reload)',
        tags: ['operations'],
        response: { 200: { $ref: '/api/health-response#' }, ...errors({}) },
      },
    },
    async () => {
      // A real round trip: a health check that does not touch the database hides a dead one.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind, regions: app.regions.status() };
    },
  );
}
