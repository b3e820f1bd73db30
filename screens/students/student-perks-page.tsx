import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { usePartnerOffers } from '../shared/api/get-partner-offers';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { OfferCard } from '../shared/offers/offer-card';
import { DocumentTitle } from '../shared/document-title';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import './students-page.css';

function StudentOffers() {
  const { t, i18n } = useTranslation();
  const offers = usePartnerOffers();
  if (offers.isPending) return <LoadingState label={t('STUDENT_PERKS_LOADING')} />;
  if (offers.isError) {
    return <ErrorState message={loadErrorLabel(offers.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(offers.error) ? () => void offers.refetch() : undefined} />;
  }
  if (offers.data.offers.length === 0) return <EmptyState>{t('STUDENT_PERKS_EMPTY')}</EmptyState>;
  return (
    <ul className="perks-grid" aria-label={t('STUDENT_PERKS_LIST_LABEL')}>
      {offers.data.offers.map((offer) => (
        <OfferCard key={offer._id} offer={offer} />
      ))}
    </ul>
  );
}

/**
 * /education/perks (R§2 Student perks): the partner offers for students of the student's country (GET
 * /api/partner-offers answers a student's audience), each with image, title, description and discount code.
 */
export function StudentPerksPage() {
  const { t } = useTranslation();
  return (
    <section className="students-page container" aria-labelledby="student-perks-title">
      <header>
        <p className="students-page__eyebrow">{t('STUDENT_PAGES_EYEBROW')}</p>
        <DocumentTitle text={t('STUDENT_PERKS_TITLE')} />
        <h1 id="student-perks-title">{t('STUDENT_PERKS_TITLE')}</h1>
        <p className="students-page__intro">{t('STUDENT_PERKS_INTRO')}</p>
      </header>
      <StudentOffers />
      <p className="students-page__links">
        <LocalizedLink to={PAGES.studentsInfo}>{t('STUDENT_PERKS_EDIT_INFO')}</LocalizedLink>
        <LocalizedLink to={PAGES.education}>{t('STUDENT_PERKS_EDUCATION_LINK')}</LocalizedLink>
      </p>
    </section>
  );
}
