import { sql } from 'drizzle-orm';
import { HEALTH_ENDPOINTS } from '../../engine/api/endpoints/health';
import { featureRoutes } from '../platform/api/endpoint-routes';

export default featureRoutes(HEALTH_ENDPOINTS, ['operations'], (app) => ({
  getHealth: {
    summary: 'The process answers, its database does a round trip, and the region set it serves (hash, load time, last refused reload)',
    handler: async () => {
      // A real round trip: a health check that does not touch the database hides a dead one.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind, regions: app.regions.status() };
    },
  },
}));
