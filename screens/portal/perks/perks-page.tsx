import { useTranslation } from 'react-i18next';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { OfferCard } from '../../shared/offers/offer-card';
import { useMe } from '../../shared/session/get-me';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { usePartnerOffers } from '../../shared/api/get-partner-offers';
import { LinkedUserSection } from './linked-user-section';
import { MarketingBanner } from './marketing-banner';
import './perks-page.css';

function Offers() {
  const { t, i18n } = useTranslation();
  const offers = usePartnerOffers();
  if (offers.isPending) return <LoadingState label={t('PERKS_LOADING')} />;
  if (offers.isError) {
    return <ErrorState message={loadErrorLabel(offers.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(offers.error) ? () => void offers.refetch() : undefined} />;
  }
  if (offers.data.offers.length === 0) return <EmptyState>{t('PERKS_EMPTY')}</EmptyState>;
  return (
    <ul className="perks-grid">
      {offers.data.offers.map((offer) => (
        <OfferCard key={offer._id} offer={offer} />
      ))}
    </ul>
  );
}

/**
 * /perks (W§2 Perks): the partner offers of the worker's country, the customer account linked by
 * e-mail, and a banner until the worker accepts marketing.
 */
export function PerksPage() {
  const { t } = useTranslation();
  const worker = useMe().data?.worker;
  return (
    <div className="perks-page">
      <h1>{t('PERKS_TITLE')}</h1>
      <p className="perks-page__intro">{t('PERKS_INTRO')}</p>
      {worker && !worker.lastAcceptedMarketingCommunicationsAt ? <MarketingBanner email={worker.email} /> : null}
      <section className="perks-section" aria-labelledby="perks-offers-title">
        <h2 id="perks-offers-title">{t('PERKS_OFFERS_TITLE')}</h2>
        <Offers />
      </section>
      <LinkedUserSection />
    </div>
  );
}
