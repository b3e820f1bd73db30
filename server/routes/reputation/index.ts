/**
 * Ratings and reviews (W§2, W§4, W§7): `GET /api/hero/ratings?start&limit`,
 * `GET /api/me/reviews`, `/api/me/reviews/promoted`, `/api/me/reviews/un-promoted` (offset, limit)
 * and `PUT /api/reviews/{id}/promote?promote=true|false` (no body; refused where
 * promotedReviewsEnabled is off, AT). Only the worker's own: another worker's review is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { RatingsQuery } from '../../../engine/generated/api/ratings-query';
import type { RatingsResponse } from '../../../engine/generated/api/ratings-response';
import type { Review } from '../../../engine/generated/api/review';
import type { ReviewParams } from '../../../engine/generated/api/review-params';
import type { ReviewPromoteQuery } from '../../../engine/generated/api/review-promote-query';
import type { ReviewsQuery } from '../../../engine/generated/api/reviews-query';
import type { ReviewsResponse } from '../../../engine/generated/api/reviews-response';
import { listRatings } from '../../reputation/ratings-service';
import { listReviews, setReviewPromoted, type ReviewsFilter } from '../../reputation/review-service';
import { errors, INVALID_INPUT, NO_BODY, SESSION_REQUIRED } from '../route-schema';

const REVIEW_LISTS: ReadonlyArray<{ path: string; filter: ReviewsFilter; summary: string }> = [
  { path: '/me/reviews', filter: 'all', summary: "The worker's reviews, newest first, with the total" },
  { path: '/me/reviews/promoted', filter: 'promoted', summary: "The worker's promoted reviews, newest first, with the total" },
  { path: '/me/reviews/un-promoted', filter: 'un-promoted', summary: "The worker's reviews that are not promoted, newest first, with the total" },
];

export default async function reputationRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: RatingsQuery; Reply: RatingsResponse }>(
    '/hero/ratings',
    {
      onRequest: app.requireAccess('ratings'),
      schema: {
        summary: "A page of the worker's ratings, newest first, with the average and the total",
        tags: ['ratings'],
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/ratings-query#' },
        response: { 200: { $ref: '/api/ratings-response#' }, ...errors({ 400: INVALID_INPUT }, 'ratings') },
      },
    },
    async (request) => listRatings(app.deps, request.worker!, request.query),
  );

  for (const list of REVIEW_LISTS) {
    app.get<{ Querystring: ReviewsQuery; Reply: ReviewsResponse }>(
      list.path,
      {
        onRequest: app.requireAccess('reviews'),
        schema: {
          summary: list.summary,
          tags: ['reviews'],
          security: SESSION_REQUIRED,
          querystring: { $ref: '/api/reviews-query#' },
          response: { 200: { $ref: '/api/reviews-response#' }, ...errors({ 400: INVALID_INPUT }, 'reviews') },
        },
      },
      async (request) => listReviews(app.deps, request.worker!, list.filter, request.query),
    );
  }

  app.put<{ Params: ReviewParams; Querystring: ReviewPromoteQuery; Reply: Review }>(
    '/reviews/:id/promote',
    {
      onRequest: app.requireAccess('reviewPromotion'),
      config: NO_BODY,
      schema: {
        summary: 'Promote (promote=true) or un-promote (promote=false) one of the worker\'s reviews; at most promotedReviewsMaximum (5) promoted',
        tags: ['reviews'],
        security: SESSION_REQUIRED,
        params: { $ref: '/api/review-params#' },
        querystring: { $ref: '/api/review-promote-query#' },
        response: {
          200: { $ref: '/api/review#' },
          ...errors(
            {
              400: INVALID_INPUT,
              404: "REVIEW_NOT_FOUND: no such review of this worker (another worker's review is not found either).",
              409: 'REVIEW_HAS_NO_TEXT: only a review with text can be promoted. PROMOTED_REVIEWS_MAXIMUM_REACHED: the region\'s maximum of promoted reviews (5) is reached; un-promote one first.',
            },
            'reviewPromotion',
          ),
        },
      },
    },
    async (request) => setReviewPromoted(app.deps, request.worker!, request.params.id, request.query.promote === 'true'),
  );
}
