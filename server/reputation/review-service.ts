/**
 * The worker's reviews (W§2 Reviews, W§4 promoted reviews, W§7): the lists (all, promoted,
 * un-promoted; newest first, with a total) and promoting or un-promoting one. The promote rule
 * is engine/rules/ratings.ts `promoteRefusal`; the maximum is the region's promotedReviewsMaximum.
 * Another worker's review is "not found". The region switch promotedReviewsEnabled is the access
 * rule of the route (API area reviewPromotion), not checked again here.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Review } from '../../engine/generated/api/review';
import type { ReviewsQuery } from '../../engine/generated/api/reviews-query';
import type { ReviewsResponse } from '../../engine/generated/api/reviews-response';
import { promoteRefusal, type PromoteRefusal } from '../../engine/rules/ratings';
import { workerRegion } from '../platform/workers/worker-region';
import { reviews, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { pageWindow } from './paging';

type Worker = { id: string; cityId: string | null; countryId: string | null };
type ReviewRow = typeof reviews.$inferSelect;

export type ReviewsFilter = 'all' | 'promoted' | 'un-promoted';

const reviewNotFound = () => new HttpError(404, 'REVIEW_NOT_FOUND', 'No such review.');

const REFUSALS: Record<PromoteRefusal, (maximum: number) => HttpError> = {
  REVIEW_HAS_NO_TEXT: () => new HttpError(409, 'REVIEW_HAS_NO_TEXT', 'Only a review with text can be promoted.'),
  PROMOTED_REVIEWS_MAXIMUM_REACHED: (maximum) =>
    new HttpError(409, 'PROMOTED_REVIEWS_MAXIMUM_REACHED', `You can promote at most ${maximum} reviews. Un-promote one first.`),
};

function reviewJson(row: ReviewRow): Review {
  return { id: row.id, rating: row.rating, text: row.text, createdAt: row.createdAt.toISOString(), promoted: row.promoted };
}

export async function listReviews(
  deps: Pick<ServerDeps, 'db' | 'regions'>,
  worker: Worker,
  filter: ReviewsFilter,
  query: ReviewsQuery,
): Promise<ReviewsResponse> {
  const region = workerRegion(deps.regions, worker);
  const page = pageWindow(query.offset, query.limit, region.keyValues.listPageSize);
  const conditions: SQL[] = [eq(reviews.workerId, worker.id)];
  if (filter !== 'all') conditions.push(eq(reviews.promoted, filter === 'promoted'));
  const where = and(...conditions);
  const [{ total }] = await deps.db.select({ total: count() }).from(reviews).where(where);
  const rows = await deps.db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset(page.offset);
  return { total, reviews: rows.map(reviewJson) };
}

/**
 * Promote (or un-promote) one of the worker's reviews. The count and the change happen in one
 * transaction that first locks the worker's row: two promotions sent at once are taken one after
 * the other, so the second sees the first and the maximum cannot be passed.
 */
export async function setReviewPromoted(
  deps: Pick<ServerDeps, 'db' | 'regions'>,
  worker: Worker,
  reviewId: string,
  promote: boolean,
): Promise<Review> {
  const maximum = workerRegion(deps.regions, worker).keyValues.promotedReviewsMaximum;
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id)).for('update');
    const [review] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.workerId, worker.id)));
    if (!review) throw reviewNotFound();
    const [{ promoted }] = await tx
      .select({ promoted: count() })
      .from(reviews)
      .where(and(eq(reviews.workerId, worker.id), eq(reviews.promoted, true)));
    const refusal = promoteRefusal(review, promote, promoted, maximum);
    if (refusal) throw REFUSALS[refusal](maximum);
    if (review.promoted === promote) return reviewJson(review);
    const [changed] = await tx.update(reviews).set({ promoted: promote }).where(eq(reviews.id, review.id)).returning();
    return reviewJson(changed);
  });
}
