import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import type { ConfigResponse } from '../../engine/generated/api/config-response';
import { PAGES } from '../../engine/pages';
import { nameIn } from '../../engine/regions/city-name';
import { useConfig } from '../shared/api/get-config';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { ErrorState, LoadingState } from '../ui/status';
import { NotFoundPage } from './not-found-page';
import './simple-page.css';

/** The imprint's country: only the Austrian company publishes one (R§2, R§9 "imprint shown only for AT"). */
const IMPRINT_COUNTRY = 'AT';

/** The company of the country's region file; the API leaves each part optional, the imprint needs them all. */
type Company = Required<Omit<NonNullable<NonNullable<ConfigResponse['country']>['company']>, 'cityNames'>> & {
  cityNames?: Record<string, string>;
};

function readCompany(country: ConfigResponse['country']): Company | null {
  const company = country?.company;
  if (!company) return null;
  const { legalForm, city, countryIsoCode } = company;
  if (legalForm === undefined || city === undefined || countryIsoCode === undefined) return null;
  return { legalForm, city, cityNames: company.cityNames, countryIsoCode };
}

/** Static legal imprint of the company (/impressum). */
export function ImprintPage() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const config = useConfig({ country_id: IMPRINT_COUNTRY });

  if (config.isPending) {
    return (
      <section className="simple-page container">
        <LoadingState label={t('LOADING')} />
      </section>
    );
  }
  if (config.isError) {
    return (
      <section className="simple-page container">
        <ErrorState
          message={loadErrorLabel(config.error, t, (key) => i18n.exists(key))}
          retryLabel={t('RETRY')}
          onRetry={retryHelps(config.error) ? () => void config.refetch() : undefined}
        />
      </section>
    );
  }
  if (config.data.keyValues.imprintShown !== true) return <NotFoundPage />;

  const company = readCompany(config.data.country);
  return (
    <section className="simple-page container" aria-labelledby="imprint-title">
      <title>{t('IMPRINT_TITLE')}</title>
      <h1 id="imprint-title">{t('IMPRINT_TITLE')}</h1>
      <p className="simple-page__lead">{t('IMPRINT_INTRO')}</p>
      {company ? (
        <dl className="simple-page__facts">
          <dt>{t('IMPRINT_LEGAL_FORM')}</dt>
          <dd>{company.legalForm}</dd>
          <dt>{t('IMPRINT_REGISTERED_OFFICE')}</dt>
          <dd>{nameIn(language, company.city, company.cityNames)}</dd>
          <dt>{t('IMPRINT_COUNTRY')}</dt>
          <dd>{t(`COUNTRY_${company.countryIsoCode}`, { defaultValue: company.countryIsoCode })}</dd>
          <dt>{t('IMPRINT_BUSINESS_PURPOSE')}</dt>
          <dd>{t('IMPRINT_BUSINESS_PURPOSE_VALUE')}</dd>
        </dl>
      ) : null}
      <p>
        {t('IMPRINT_CONTACT')} <LocalizedLink to={PAGES.faq}>{t('IMPRINT_CONTACT_LINK')}</LocalizedLink>
      </p>
    </section>
  );
}
