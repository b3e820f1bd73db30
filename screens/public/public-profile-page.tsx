import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { apiErrorStatus } from '../shared/api/api-client';
import { loadErrorLabel } from '../shared/error-label';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { DocumentTitle } from '../shared/document-title';
import { ErrorState, LoadingState } from '../ui/status';
import { usePublicProfile } from './api/get-public-profile';
import './public-profile-page.css';

/** Stars drawn at rating × 20 % width over a grey row (W§2 Ratings' drawing). */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="profile-stars" role="img" aria-label={label}>
      <span className="profile-stars__fill" style={{ width: `${Math.max(0, Math.min(5, rating)) * 20}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

/**
 * A practitioner's public profile (W§2 Promote), the page the promote page shares: first name and
 * last initial, short bio, specialities, rating, promoted reviews. No contact details: clients
 * book through the company.
 */
export function PublicProfilePage() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const { slug = '' } = useParams();
  const profile = usePublicProfile(slug);

  if (profile.isPending) {
    return (
      <section className="public-profile container">
        <DocumentTitle text={t('PUBLIC_PROFILE_KICKER')} />
        <LoadingState label={t('PUBLIC_PROFILE_LOADING')} />
      </section>
    );
  }
  if (profile.isError) {
    // Only a 404 means there is no such profile: a 429 (too many codes that match nobody from this
    // address) or a failure says what happened and offers to try again.
    const notFound = apiErrorStatus(profile.error) === 404;
    return (
      <section className="public-profile container">
        <DocumentTitle text={t(notFound ? 'PUBLIC_PROFILE_NOT_FOUND_TITLE' : 'PUBLIC_PROFILE_UNAVAILABLE_TITLE')} />
        <h1>{t(notFound ? 'PUBLIC_PROFILE_NOT_FOUND_TITLE' : 'PUBLIC_PROFILE_UNAVAILABLE_TITLE')}</h1>
        <ErrorState
          message={loadErrorLabel(profile.error, t, (key) => i18n.exists(key))}
          {...(notFound ? {} : { retryLabel: t('RETRY'), onRetry: () => void profile.refetch() })}
        />
      </section>
    );
  }
  const data = profile.data;
  const dateFormat = new Intl.DateTimeFormat(bcp47ForLanguage(language), { dateStyle: 'medium' });
  return (
    <article className="public-profile container" aria-labelledby="public-profile-name">
      <DocumentTitle text={data.name} />
      <header className="public-profile__head">
        <p className="public-profile__kicker">{t('PUBLIC_PROFILE_KICKER')}</p>
        <h1 id="public-profile-name" data-testid="public-profile-name">
          {data.name}
        </h1>
        {data.rating !== null ? (
          <p className="public-profile__rating">
            <Stars rating={data.rating} label={t('PUBLIC_PROFILE_RATING', { rating: data.rating })} />
            <span>{t('PUBLIC_PROFILE_RATING', { rating: data.rating })}</span>
          </p>
        ) : null}
        {data.bioShort ? <p className="public-profile__bio">{data.bioShort}</p> : null}
      </header>
      {data.specialities.length > 0 ? (
        <section aria-labelledby="public-profile-specialities">
          <h2 id="public-profile-specialities">{t('PUBLIC_PROFILE_SPECIALITIES')}</h2>
          <ul className="public-profile__chips">
            {data.specialities.map((key) => (
              <li key={key}>{i18n.exists(key) ? t(key) : key}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.reviews.length > 0 ? (
        <section aria-labelledby="public-profile-reviews">
          <h2 id="public-profile-reviews">{t('PUBLIC_PROFILE_REVIEWS')}</h2>
          <ul className="public-profile__reviews">
            {data.reviews.map((review) => (
              <li key={review.id} className="public-profile__review">
                <Stars rating={review.rating} label={t('PUBLIC_PROFILE_RATING', { rating: review.rating })} />
                <blockquote>{review.text}</blockquote>
                <p className="public-profile__review-date">{dateFormat.format(new Date(review.createdAt))}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
