import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { useCities } from '../shared/api/get-cities';
import { useConfig } from '../shared/api/get-config';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { usePageCountry, usePageLanguage } from '../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { ApplyBox } from './apply-box';
import { CityList } from './city-list';
import { MediaTrustBar } from './media-trust-bar';
import { TestimonialList } from './testimonial-list';
import { readMediaTrustBar, readTestimonials } from './home-content';
import './home-page.css';

const BENEFITS = [
  { title: 'HOME_BENEFIT_SCHEDULE_TITLE', text: 'HOME_BENEFIT_SCHEDULE_TEXT', icon: 'M12 6v6l4 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z' },
  {
    title: 'HOME_BENEFIT_CLIENTS_TITLE',
    text: 'HOME_BENEFIT_CLIENTS_TEXT',
    icon: 'M16 11a4 4 0 1 0-8 0M4 20c0-3.3 3.6-6 8-6s8 2.7 8 6M12 7a3 3 0 1 0 0-.01',
  },
  { title: 'HOME_BENEFIT_PAYOUTS_TITLE', text: 'HOME_BENEFIT_PAYOUTS_TEXT', icon: 'M3 7h18v10H3zM3 11h18M7 15h3' },
] as const;

/** Brings the apply box into view and puts the keyboard in its first field. */
function goToApplyBox() {
  const box = document.getElementById('apply');
  box?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  box?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
}

/** The public home page (R§2): pitch, apply box, media trust bar, benefits, cities, testimonials. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const country = usePageCountry();
  const cities = useCities();
  const config = useConfig({ country_id: country });

  const testimonials = readTestimonials(config.data?.keyValues.testimonials);
  const mediaNames = readMediaTrustBar(config.data?.keyValues.mediaTrustBar, language);
  const describe = (error: unknown) => loadErrorLabel(error, t, (key) => i18n.exists(key));

  return (
    <>
      <title>{t('HOME_DOCUMENT_TITLE')}</title>
      <div className="home-hero">
        <div className="home-hero__inner container">
          <div className="home-hero__pitch">
            <p className="home-hero__eyebrow">{t('HOME_EYEBROW')}</p>
            <h1 className="home-hero__title">{t('HOME_TITLE')}</h1>
            <p className="home-hero__subtitle">{t('HOME_SUBTITLE')}</p>
            <ul className="home-hero__points">
              <li>{t('HOME_HERO_POINT_VERTICALS')}</li>
              <li>{t('HOME_HERO_POINT_FREE')}</li>
              <li>{t('HOME_HERO_POINT_SUPPORT')}</li>
            </ul>
            <p className="home-hero__login">
              {t('HOME_LOGIN_PROMPT')} <LocalizedLink to={PAGES.login}>{t('HOME_LOGIN_LINK')}</LocalizedLink>
            </p>
          </div>
          <ApplyBox cities={cities.data} citiesFailed={cities.isError} language={language} />
        </div>
      </div>

      <MediaTrustBar names={mediaNames} />

      <section className="home-section container" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="home-section__title">
          {t('HOME_BENEFITS_TITLE')}
        </h2>
        <ul className="home-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="home-benefits__item">
              <svg className="home-benefits__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d={benefit.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3 className="home-benefits__title">{t(benefit.title)}</h3>
              <p className="home-benefits__text">{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section home-section--muted" aria-labelledby="cities-title">
        <div className="container">
          <h2 id="cities-title" className="home-section__title">
            {t('HOME_CITIES_TITLE')}
          </h2>
          <p className="home-section__intro">{t('HOME_CITIES_INTRO')}</p>
          {cities.isPending ? (
            <LoadingState label={t('HOME_CITIES_LOADING')} />
          ) : cities.isError ? (
            <ErrorState message={describe(cities.error)} retryLabel={t('RETRY')} onRetry={retryHelps(cities.error) ? () => void cities.refetch() : undefined} />
          ) : cities.data.length === 0 ? (
            <EmptyState>{t('HOME_CITIES_EMPTY')}</EmptyState>
          ) : (
            <CityList cities={cities.data} firstCountry={country} />
          )}
        </div>
      </section>

      {config.isPending ? (
        <section className="home-section container" aria-label={t('HOME_TESTIMONIALS_TITLE')}>
          <LoadingState label={t('HOME_TESTIMONIALS_LOADING')} />
        </section>
      ) : config.isError ? (
        <section className="home-section container" aria-label={t('HOME_TESTIMONIALS_TITLE')}>
          <ErrorState message={describe(config.error)} retryLabel={t('RETRY')} onRetry={retryHelps(config.error) ? () => void config.refetch() : undefined} />
        </section>
      ) : testimonials.length > 0 ? (
        <section className="home-section container" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className="home-section__title">
            {t('HOME_TESTIMONIALS_TITLE')}
          </h2>
          <TestimonialList testimonials={testimonials} />
        </section>
      ) : null}

      <section className="home-cta" aria-labelledby="cta-title">
        <div className="container home-cta__inner">
          <h2 id="cta-title" className="home-cta__title">
            {t('HOME_CTA_TITLE')}
          </h2>
          <button type="button" className="button button--accent" onClick={goToApplyBox}>
            {t('HOME_CTA_BUTTON')}
          </button>
        </div>
      </section>
    </>
  );
}
