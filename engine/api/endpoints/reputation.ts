/** Ratings and reviews (W§2, W§4, W§7): the worker's own only. */
import type { Endpoint } from '../endpoint';

export const getRatings = {
  method: 'GET',
  path: '/api/hero/ratings',
  access: 'ratings',
  query: 'ratings-query',
  answers: { 200: 'ratings-response' },
} as const satisfies Endpoint;

export const getReviews = {
  method: 'GET',
  path: '/api/me/reviews',
  access: 'reviews',
  query: 'reviews-query',
  answers: { 200: 'reviews-response' },
} as const satisfies Endpoint;

export const getPromotedReviews = {
  method: 'GET',
  path: '/api/me/reviews/promoted',
  access: 'reviews',
  query: 'reviews-query',
  answers: { 200: 'reviews-response' },
} as const satisfies Endpoint;

export const getUnPromotedReviews = {
  method: 'GET',
  path: '/api/me/reviews/un-promoted',
  access: 'reviews',
  query: 'reviews-query',
  answers: { 200: 'reviews-response' },
} as const satisfies Endpoint;

/** No body: `promote` is in the query (W§7); refused where promotedReviewsEnabled is off (the area). */
export const promoteReview = {
  method: 'PUT',
  path: '/api/reviews/:id/promote',
  access: 'reviewPromotion',
  params: 'review-params',
  query: 'review-promote-query',
  body: null,
  answers: { 200: 'review' },
} as const satisfies Endpoint;

export const RATINGS_ENDPOINTS = { getRatings };
export const REVIEWS_ENDPOINTS = { getReviews, getPromotedReviews, getUnPromotedReviews, promoteReview };
