import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'database'],
            properties: { status: { const: 'ok' }, database: { enum: ['pglite', 'postgres'] } },
          },
        },
      },
    },
    async () => {
      // A real round trip: a health check that does not touch the database hides a dead one.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
}
