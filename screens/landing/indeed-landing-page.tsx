import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { apiErrorStatus } from '../shared/api/api-client';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { ErrorState, LoadingState } from '../ui/status';
import { useIndeedLanding } from './api/get-indeed-landing';
import { copyParagraphs, signupHref } from './landing-links';
import './landing-page.css';

/**
 * /indeed-landing/{stub} (W§2; /job-advert/{stub} redirects here): a job-board advert's page
 * with its title, city and copy, and the ways into the application.
 */
export function IndeedLandingPage() {
  const { t, i18n } = useTranslation();
  const { stub = '' } = useParams();
  const language = usePageLanguage();
  const landing = useIndeedLanding(stub, language);

  if (landing.isPending) {
    return (
      <section className="landing container">
        <LoadingState label={t('LOADING')} />
      </section>
    );
  }
  if (landing.isError) {
    const missing = apiErrorStatus(landing.error) === 404;
    return (
      <section className="landing container" aria-labelledby="landing-title">
        <title>{`${t(missing ? 'LANDING_JOB_NOT_FOUND_TITLE' : 'LANDING_ERROR_TITLE')} · ${t('BRAND_NAME')}`}</title>
        <h1 id="landing-title">{t(missing ? 'LANDING_JOB_NOT_FOUND_TITLE' : 'LANDING_ERROR_TITLE')}</h1>
        {missing ? (
          <>
            <p className="landing__lead">{t('ERROR_LABEL_LANDING_NOT_FOUND')}</p>
            <div className="landing__actions">
              <LocalizedLink className="button button--accent" to={PAGES.signup}>
                {t('LANDING_APPLY')}
              </LocalizedLink>
            </div>
          </>
        ) : (
          <ErrorState message={loadErrorLabel(landing.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(landing.error) ? () => void landing.refetch() : undefined} />
        )}
      </section>
    );
  }

  const advert = landing.data;
  const apply = signupHref({ cityId: advert.city_id });
  const copyLanguage = advert.language.replace('_', '-');
  return (
    <div className="landing-hero">
      <title>{`${advert.title} · ${t('BRAND_NAME')}`}</title>
      <article className="landing container" aria-labelledby="landing-title">
        <div className="landing__card">
          <p className="landing__eyebrow">{t('LANDING_JOB_EYEBROW')}</p>
          <h1 id="landing-title" className="landing__title" lang={copyLanguage}>
            {advert.title}
          </h1>
          {advert.city ? (
            <p className="landing__city">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10z M12 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
              <span className="visually-hidden">{t('LANDING_CITY_LABEL')} </span>
              {advert.city}
            </p>
          ) : null}
          <div className="landing__actions">
            <LocalizedLink className="button button--accent landing__cta" to={apply}>
              {t('LANDING_APPLY')}
            </LocalizedLink>
          </div>
          <div className="landing__copy" lang={copyLanguage}>
            {copyParagraphs(advert.copy).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="landing__closing">
            <h2 className="landing__closing-title">{t('LANDING_JOB_CLOSING_TITLE')}</h2>
            <p>{t('LANDING_JOB_CLOSING_TEXT')}</p>
            <div className="landing__actions">
              <LocalizedLink className="button" to={apply}>
                {t('LANDING_SIGNUP')}
              </LocalizedLink>
            </div>
          </div>
          <p className="landing__login">
            {t('HOME_LOGIN_PROMPT')} <LocalizedLink to={PAGES.login}>{t('HOME_LOGIN_LINK')}</LocalizedLink>
          </p>
        </div>
      </article>
    </div>
  );
}
