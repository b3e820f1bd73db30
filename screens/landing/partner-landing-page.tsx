import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { apiErrorStatus } from '../shared/api/api-client';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { ErrorState, LoadingState } from '../ui/status';
import { usePartnership } from './api/get-partnership';
import { copyParagraphs, signupHref } from './landing-links';
import './landing-page.css';

const BENEFITS = ['LANDING_BENEFIT_HOURS', 'LANDING_BENEFIT_CLIENTS', 'LANDING_BENEFIT_PAY'] as const;

/**
 * (L)/apply/{id} (W§2): a partner's or campaign's sign-up landing: logo, name, copy, and the
 * call to action into sign-up with the partner recorded and the partner's city chosen.
 */
export function PartnerLandingPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const language = usePageLanguage();
  const partnership = usePartnership(id, language);

  if (partnership.isPending) {
    return (
      <section className="landing container">
        <LoadingState label={t('LOADING')} />
      </section>
    );
  }
  if (partnership.isError) {
    const missing = apiErrorStatus(partnership.error) === 404;
    return (
      <section className="landing container" aria-labelledby="landing-title">
        <title>{`${t('LANDING_NOT_FOUND_TITLE')} · ${t('BRAND_NAME')}`}</title>
        {missing ? (
          <>
            <h1 id="landing-title">{t('LANDING_NOT_FOUND_TITLE')}</h1>
            <p className="landing__lead">{t('ERROR_LABEL_PARTNERSHIP_NOT_FOUND')}</p>
            <div className="landing__actions">
              <LocalizedLink className="button button--accent" to={PAGES.signup}>
                {t('LANDING_SIGNUP')}
              </LocalizedLink>
              <LocalizedLink className="button button--secondary" to={PAGES.home}>
                {t('NOT_FOUND_HOME_LINK')}
              </LocalizedLink>
            </div>
          </>
        ) : (
          <ErrorState message={loadErrorLabel(partnership.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(partnership.error) ? () => void partnership.refetch() : undefined} />
        )}
      </section>
    );
  }

  const partner = partnership.data;
  const signup = signupHref({ partnershipId: partner.id, cityId: partner.cityId });
  return (
    <div className="landing-hero">
      <title>{`${t('LANDING_PARTNER_TITLE', { partner: partner.name })} · ${t('BRAND_NAME')}`}</title>
      <section className="landing container" aria-labelledby="landing-title">
        <div className="landing__card">
          {partner.logoUrl ? (
            <img className="landing__logo" src={partner.logoUrl} alt={partner.name} width={220} height={72} />
          ) : (
            <p className="landing__partner-name">{partner.name}</p>
          )}
          <p className="landing__eyebrow">{t('LANDING_PARTNER_EYEBROW', { partner: partner.name })}</p>
          <h1 id="landing-title" className="landing__title">
            {t('LANDING_PARTNER_TITLE', { partner: partner.name })}
          </h1>
          <div className="landing__copy">
            {copyParagraphs(partner.copy).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ul className="landing__benefits">
            {BENEFITS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <div className="landing__actions">
            <LocalizedLink className="button button--accent landing__cta" to={signup}>
              {t('LANDING_SIGNUP')}
            </LocalizedLink>
          </div>
          <p className="landing__login">
            {t('HOME_LOGIN_PROMPT')} <LocalizedLink to={PAGES.login}>{t('HOME_LOGIN_LINK')}</LocalizedLink>
          </p>
        </div>
      </section>
    </div>
  );
}
