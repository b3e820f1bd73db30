import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../engine/generated/api/review';
import { canOfferPromotion, hasMorePages } from '../../../engine/rules/ratings';
import { regionSwitchesOf } from '../../../engine/rules/access';
import { apiErrorBody } from '../../shared/api/api-client';
import { errorLabel, loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useSessionSettings } from '../../shared/session/viewer';
import { EmptyState, ErrorState } from '../../ui/status';
import { ReputationSkeleton } from '../reputation/reputation-skeleton';
import { StarRating } from '../reputation/star-rating';
import { useCityTimeZone } from '../../shared/dates/use-city-time-zone';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { useInfiniteScroll } from '../../shared/use-infinite-scroll';
import { useReviews, type ReviewList } from './api/get-reviews';
import { usePromoteReview } from './api/promote-review';
import { PromotedMaximumDialog } from './promoted-maximum-dialog';
import '../reputation/reputation.css';
import './reviews.css';

const MAXIMUM_CODE = 'PROMOTED_REVIEWS_MAXIMUM_REACHED';

type Settings = NonNullable<ReturnType<typeof useSessionSettings>>;

/**
 * /reviews (W§2, W§4): the promoted reviews (shown on the public profile), then the others,
 * newest first, 15 a page with more loading on scroll. A review with text can be promoted or
 * un-promoted where the region offers it (promotedReviewsEnabled; off in AT: no controls, one
 * sentence saying so). The server keeps the maximum (promotedReviewsMaximum, 5): its refusal
 * opens the W§5 popup.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const settings = useSessionSettings();
  const promote = usePromoteReview();
  const [showMaximum, setShowMaximum] = useState(false);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const { i18n } = useTranslation();

  if (!settings) {
    return (
      <div className="reviews-page">
        <h1>{t('REVIEWS_TITLE')}</h1>
        <ReputationSkeleton label={t('REVIEWS_LOADING')} />
      </div>
    );
  }
  const enabled = regionSwitchesOf(settings).promotedReviewsEnabled;
  const maximum = settings.promotedReviewsMaximum;

  const toggle = (review: Review) => {
    setFailure(null);
    promote.mutate(
      { id: review.id, promote: !review.promoted },
      {
        onError: (error) => {
          if (apiErrorBody(error)?.error === MAXIMUM_CODE) setShowMaximum(true);
          else setFailure({ id: review.id, message: errorLabel(error, t, (key) => i18n.exists(key)) });
        },
      },
    );
  };
  const controls: ReviewControls | null = enabled ? { toggle, pendingId: promote.isPending ? (promote.variables?.id ?? null) : null, failure } : null;

  return (
    <div className="reviews-page">
      <h1>{t('REVIEWS_TITLE')}</h1>
      <p className="reviews-page__intro">{enabled ? t('REVIEWS_INTRO', { count: maximum }) : t('REVIEWS_PROMOTION_NOT_OFFERED')}</p>
      <ReviewSection list="promoted" settings={settings} controls={controls} enabled={enabled} />
      <ReviewSection list="un-promoted" settings={settings} controls={controls} enabled={enabled} />
      {showMaximum ? <PromotedMaximumDialog maximum={maximum} onClose={() => setShowMaximum(false)} /> : null}
    </div>
  );
}

interface ReviewControls {
  toggle: (review: Review) => void;
  /** The review whose change is on its way (its button waits). */
  pendingId: string | null;
  failure: { id: string; message: string } | null;
}

function ReviewSection({ list, settings, controls, enabled }: { list: ReviewList; settings: Settings; controls: ReviewControls | null; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const reviews = useReviews(list, settings.listPageSize);
  const pages = reviews.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.reviews);
  const total = pages.at(-1)?.total ?? 0;
  const fetchNext = () => void reviews.fetchNextPage();
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: hasMorePages(loaded.length, total) && reviews.hasNextPage,
    loading: reviews.isFetching,
    loadMore: fetchNext,
    throttleMs: settings.infiniteScrollThrottleMs,
    delayMs: settings.scrollDelayMs,
  });
  const headingId = `reviews-${list}`;
  const promoted = list === 'promoted';
  // Where promotion is not offered and nothing was ever promoted, the empty "promoted" part says nothing useful.
  if (promoted && !enabled && !reviews.isPending && total === 0) return null;

  return (
    <section className="reviews-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="reviews-section__heading">
        {promoted ? t('REVIEWS_PROMOTED_HEADING') : t('REVIEWS_OTHER_HEADING')}
        {promoted && enabled && !reviews.isPending ? (
          <span className="reviews-section__count" data-testid="reviews-promoted-count">
            {t('REVIEWS_PROMOTED_COUNT', { shown: total, count: settings.promotedReviewsMaximum })}
          </span>
        ) : null}
      </h2>
      {reviews.isPending ? (
        <ReputationSkeleton label={t('REVIEWS_LOADING')} blocks={2} />
      ) : reviews.isError ? (
        <ErrorState message={loadErrorLabel(reviews.error, t, (key) => i18n.exists(key))} retryLabel={t('REVIEWS_RETRY')} onRetry={retryHelps(reviews.error) ? () => void reviews.refetch() : undefined} />
      ) : total === 0 ? (
        <EmptyState>
          <p>{promoted ? t('REVIEWS_PROMOTED_EMPTY') : t('REVIEWS_OTHER_EMPTY')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="reputation-list">
            {loaded.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} scaleMaximum={settings.ratingScaleMaximum} controls={controls} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="reputation-sentinel" aria-hidden="true" />
          <div className="reputation-more" role="status" aria-live="polite">
            {reviews.isFetchingNextPage ? <span>{t('REVIEWS_LOADING_MORE')}</span> : null}
            {reviews.isFetchNextPageError ? (
              <button type="button" className="button button--secondary" onClick={fetchNext}>
                {t('REVIEWS_RETRY')}
              </button>
            ) : null}
            {!promoted ? <span>{t('REVIEWS_SHOWN', { shown: loaded.length, count: total })}</span> : null}
          </div>
        </>
      )}
    </section>
  );
}

function ReviewCard({ review, scaleMaximum, controls }: { review: Review; scaleMaximum: number; controls: ReviewControls | null }) {
  const { t } = useTranslation();
  const dates = useDateWriter(useCityTimeZone());
  const offer = controls !== null && canOfferPromotion(review, true);
  const pending = controls?.pendingId === review.id;
  const failure = controls?.failure?.id === review.id ? controls.failure.message : null;
  return (
    <article className={`reputation-card${review.promoted ? ' reputation-card--promoted' : ''}`} data-testid="review-card">
      <div className="reputation-card__head">
        <StarRating rating={review.rating} scaleMaximum={scaleMaximum} label={t('RATINGS_STARS', { rating: review.rating, maximum: scaleMaximum })} />
        <time className="reputation-card__date" dateTime={review.createdAt}>
          {dates.date(review.createdAt)}
        </time>
      </div>
      {review.text ? <p className="reputation-card__text">{review.text}</p> : <p className="reputation-card__none">{t('REVIEWS_NO_TEXT')}</p>}
      {offer ? (
        <div className="reviews-card__actions">
          <button
            type="button"
            className={review.promoted ? 'button button--secondary' : 'button'}
            disabled={pending}
            aria-busy={pending}
            onClick={() => controls.toggle(review)}
          >
            {review.promoted ? t('REVIEWS_UNPROMOTE') : t('REVIEWS_PROMOTE')}
          </button>
        </div>
      ) : null}
      {failure ? (
        <p className="reviews-card__error" role="alert">
          {failure}
        </p>
      ) : null}
    </article>
  );
}
