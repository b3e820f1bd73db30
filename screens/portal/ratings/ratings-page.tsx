import { useTranslation } from 'react-i18next';
import type { RatingItem } from '../../../engine/generated/api/rating-item';
import { hasMorePages, isLowAverage, type RatingScale } from '../../../engine/rules/ratings';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useSessionSettings } from '../../shared/session/viewer';
import { usePageLanguage } from '../../shared/i18n/use-page-language';
import { EmptyState, ErrorState } from '../../ui/status';
import { ReputationSkeleton } from '../reputation/reputation-skeleton';
import { StarRating } from '../reputation/star-rating';
import { useCityTimeZone } from '../../shared/dates/use-city-time-zone';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { useInfiniteScroll } from '../../shared/use-infinite-scroll';
import { useRatings } from './api/get-ratings';
import '../reputation/reputation.css';

/**
 * /ratings (W§2): the worker's average out of 5 (red below 4), then every rating with its
 * comments, newest first, 15 a page, the next page loading as the end of the list scrolls into
 * view, until the loaded count reaches the total.
 */
export function RatingsPage() {
  const { t, i18n } = useTranslation();
  const settings = useSessionSettings();
  const ratings = useRatings(settings?.listPageSize);
  const pages = ratings.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.ratings);
  const total = pages.at(-1)?.total ?? 0;
  const fetchNext = () => void ratings.fetchNextPage();
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: hasMorePages(loaded.length, total) && ratings.hasNextPage,
    loading: ratings.isFetching,
    loadMore: fetchNext,
    throttleMs: settings?.infiniteScrollThrottleMs ?? 200,
    delayMs: settings?.scrollDelayMs ?? 250,
  });

  if (!settings || ratings.isPending) {
    return (
      <div className="ratings-page">
        <h1>{t('RATINGS_TITLE')}</h1>
        <ReputationSkeleton label={t('RATINGS_LOADING')} />
      </div>
    );
  }
  const scale: RatingScale = { ratingScaleMaximum: settings.ratingScaleMaximum, lowAverageRatingBelow: settings.lowAverageRatingBelow };
  return (
    <div className="ratings-page">
      <h1>{t('RATINGS_TITLE')}</h1>
      {ratings.isError ? (
        <ErrorState message={loadErrorLabel(ratings.error, t, (key) => i18n.exists(key))} retryLabel={t('RATINGS_RETRY')} onRetry={retryHelps(ratings.error) ? () => void ratings.refetch() : undefined} />
      ) : total === 0 ? (
        <EmptyState>
          <p>{t('RATINGS_EMPTY')}</p>
        </EmptyState>
      ) : (
        <>
          <AverageSummary average={pages[0].average} total={total} scale={scale} />
          <ul className="reputation-list" aria-label={t('RATINGS_LIST_LABEL')}>
            {loaded.map((rating) => (
              <li key={rating.id}>
                <RatingCard rating={rating} scale={scale} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="reputation-sentinel" aria-hidden="true" />
          <div className="reputation-more" role="status" aria-live="polite">
            {ratings.isFetchingNextPage ? <span>{t('RATINGS_LOADING_MORE')}</span> : null}
            {ratings.isFetchNextPageError ? (
              <button type="button" className="button button--secondary" onClick={fetchNext}>
                {t('RATINGS_RETRY')}
              </button>
            ) : null}
            <span data-testid="ratings-shown">{t('RATINGS_SHOWN', { shown: loaded.length, count: total })}</span>
          </div>
        </>
      )}
    </div>
  );
}

function AverageSummary({ average, total, scale }: { average: number | null; total: number; scale: RatingScale }) {
  const { t } = useTranslation();
  const locale = bcp47ForLanguage(usePageLanguage());
  const low = isLowAverage(average, scale);
  const shown = average == null ? '–' : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <section className="reputation-summary" aria-label={t('RATINGS_AVERAGE_LABEL')}>
      <p className={`reputation-summary__average${low ? ' reputation-summary__average--low' : ''}`} data-testid="ratings-average">
        {shown} <small>{t('RATINGS_OUT_OF', { maximum: scale.ratingScaleMaximum })}</small>
      </p>
      <StarRating rating={average} scaleMaximum={scale.ratingScaleMaximum} size="large" label={t('RATINGS_STARS', { rating: shown, maximum: scale.ratingScaleMaximum })} />
      <p className="reputation-summary__total">{t('RATINGS_TOTAL', { count: total })}</p>
      {low ? <p className="reputation-summary__total">{t('RATINGS_LOW_AVERAGE')}</p> : null}
    </section>
  );
}

function RatingCard({ rating, scale }: { rating: RatingItem; scale: RatingScale }) {
  const { t } = useTranslation();
  const dates = useDateWriter(useCityTimeZone());
  return (
    <article className="reputation-card">
      <div className="reputation-card__head">
        <StarRating rating={rating.rating} scaleMaximum={scale.ratingScaleMaximum} label={t('RATINGS_STARS', { rating: rating.rating, maximum: scale.ratingScaleMaximum })} />
        <time className="reputation-card__date" dateTime={rating.createdAt}>
          {dates.date(rating.createdAt)}
        </time>
      </div>
      {rating.comments ? <p className="reputation-card__text">{rating.comments}</p> : <p className="reputation-card__none">{t('RATINGS_NO_COMMENT')}</p>}
    </article>
  );
}
