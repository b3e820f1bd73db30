/**
 * Ratings and reviews (W§2 "Ratings: average out of 5 (red below 4), infinite list. Reviews: same
 * plus promote/demote for reviews that have text, with a popup when the promoted maximum is
 * reached", W§4 "Reviews: promoted flag can be switched on or off, up to the maximum", W§9). The
 * server refuses with these rules and the pages draw and disable with them.
 */

/** The region values these rules read (region.keyValues). */
export interface RatingScale {
  /** Ratings are out of this value (5). */
  ratingScaleMaximum: number;
  /** An average below this is shown in red (4). */
  lowAverageRatingBelow: number;
}

/** How wide a star row is drawn, in percent: rating × 20 % on a scale of 5, clamped to 0…100. */
export function starWidthPercent(rating: number | null | undefined, scaleMaximum: number): number {
  if (rating == null || !Number.isFinite(rating) || scaleMaximum <= 0) return 0;
  const percent = (rating / scaleMaximum) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100;
}

/** Whether the average is shown as low (red). No ratings yet is not low: nothing is shown in red. */
export function isLowAverage(average: number | null | undefined, scale: RatingScale): boolean {
  return average != null && average < scale.lowAverageRatingBelow;
}

/**
 * One decimal, the way averages are stored (workers.rating) and shown. The average itself is the
 * database's avg() over every rating (server/reputation/ratings-service.ts): no page holds them all.
 */
export function roundAverage(average: number): number {
  return Math.round(average * 10) / 10;
}

/** An infinite list has more to load while fewer items are loaded than the total the API reported. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}

/** The offset of the next page, or undefined when everything is loaded (TanStack getNextPageParam). */
export function nextPageOffset(pages: ReadonlyArray<{ total: number; count: number }>): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.count, 0);
  const total = pages.at(-1)?.total ?? 0;
  return hasMorePages(loaded, total) && (pages.at(-1)?.count ?? 0) > 0 ? loaded : undefined;
}

/** Only a review with words can be promoted (a public profile shows its text). */
export function hasReviewText(text: string | null | undefined): boolean {
  return text != null && text.trim().length > 0;
}

export type PromoteRefusal = 'REVIEW_HAS_NO_TEXT' | 'PROMOTED_REVIEWS_MAXIMUM_REACHED';

/**
 * Why promoting (or un-promoting) a review is refused, or null. Un-promoting is always allowed;
 * promoting an already promoted review changes nothing and is allowed; a new promotion needs text
 * and room under the maximum (`promotedCount` counts the worker's promoted reviews now).
 */
export function promoteRefusal(
  review: { text: string | null | undefined; promoted: boolean },
  promote: boolean,
  promotedCount: number,
  maximum: number,
): PromoteRefusal | null {
  if (!promote || review.promoted) return null;
  if (!hasReviewText(review.text)) return 'REVIEW_HAS_NO_TEXT';
  if (promotedCount >= maximum) return 'PROMOTED_REVIEWS_MAXIMUM_REACHED';
  return null;
}

/** Whether the page offers the promote control on this review (the server still decides). */
export function canOfferPromotion(review: { text: string | null | undefined }, promotedReviewsEnabled: boolean): boolean {
  return promotedReviewsEnabled && hasReviewText(review.text);
}
