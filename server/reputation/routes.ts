/**
 * Ratings and reviews (W§2, W§4, W§7): `GET /api/hero/ratings?start&limit`,
 * `GET /api/me/reviews`, `/api/me/reviews/promoted`, `/api/me/reviews/un-promoted` (offset, limit)
 * and `PUT /api/reviews/{id}/promote?promote=true|false` (no body; refused where
 * promotedReviewsEnabled is off, AT). Only the worker's own: another worker's review is 404.
 * Two features, each with its OpenAPI tag.
 */
import type { FastifyInstance } from 'fastify';
import { RATINGS_ENDPOINTS, REVIEWS_ENDPOINTS } from '../../engine/api/endpoints/reputation';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { listRatings } from './ratings-service';
import { listReviews, setReviewPromoted } from './review-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
}

export const ratingsRoutes = featureRoutes(RATINGS_ENDPOINTS, ['ratings'], (app) => {
  noStore(app);
  return {
    getRatings: {
      summary: "A page of the worker's ratings, newest first, with the average and the total",
      errors: { 400: INVALID_INPUT },
      handler: async (request) => listRatings(app.deps, request.worker!, request.query),
    },
  };
});

export default featureRoutes(REVIEWS_ENDPOINTS, ['reviews'], (app) => {
  noStore(app);
  return {
    getReviews: {
      summary: "The worker's reviews, newest first, with the total",
      errors: { 400: INVALID_INPUT },
      handler: async (request) => listReviews(app.deps, request.worker!, 'all', request.query),
    },
    getPromotedReviews: {
      summary: "The worker's promoted reviews, newest first, with the total",
      errors: { 400: INVALID_INPUT },
      handler: async (request) => listReviews(app.deps, request.worker!, 'promoted', request.query),
    },
    getUnPromotedReviews: {
      summary: "The worker's reviews that are not promoted, newest first, with the total",
      errors: { 400: INVALID_INPUT },
      handler: async (request) => listReviews(app.deps, request.worker!, 'un-promoted', request.query),
    },
    promoteReview: {
      summary: 'Promote (promote=true) or un-promote (promote=false) one of the worker\'s reviews; at most promotedReviewsMaximum (5) promoted',
      errors: {
        400: INVALID_INPUT,
        404: "REVIEW_NOT_FOUND: no such review of this worker (another worker's review is not found either).",
        409: 'REVIEW_HAS_NO_TEXT: only a review with text can be promoted. PROMOTED_REVIEWS_MAXIMUM_REACHED: the region\'s maximum of promoted reviews (5) is reached; un-promote one first.',
      },
      handler: async (request) => setReviewPromoted(app.deps, request.worker!, request.params.id, request.query.promote),
    },
  };
});
