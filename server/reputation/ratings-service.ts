/**
 * The worker's ratings (W§2 Ratings, W§7 `GET /api/hero/ratings?start&limit`): their own only,
 * newest first, with the average of all of them and the total. The average is computed here from
 * the rows, so it always agrees with the list (workers.rating is the stored copy the profile reads).
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { RatingsQuery } from '../../engine/generated/api/ratings-query';
import type { RatingsResponse } from '../../engine/generated/api/ratings-response';
import { roundAverage } from '../../engine/rules/ratings';
import { workerRegion } from '../platform/workers/worker-region';
import { ratings } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { pageWindow } from './paging';

type Worker = { id: string; cityId: string | null; countryId: string | null };

export async function listRatings(deps: Pick<ServerDeps, 'db' | 'regions'>, worker: Worker, query: RatingsQuery): Promise<RatingsResponse> {
  const region = workerRegion(deps.regions, worker);
  const page = pageWindow(query.start, query.limit, region.keyValues.listPageSize);
  const [summary] = await deps.db
    .select({ total: count(), average: sql<number | null>`avg(${ratings.rating})::float8` })
    .from(ratings)
    .where(eq(ratings.workerId, worker.id));
  const rows = await deps.db
    .select()
    .from(ratings)
    .where(eq(ratings.workerId, worker.id))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    average: summary.average == null ? null : roundAverage(Number(summary.average)),
    total: summary.total,
    ratings: rows.map((row) => ({ id: row.id, rating: row.rating, comments: row.comments, createdAt: row.createdAt.toISOString() })),
  };
}
