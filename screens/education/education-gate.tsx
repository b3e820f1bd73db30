import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../engine/pages';
import { localizePath } from '../../engine/rules/language';
import type { ConfigResponse } from '../../engine/generated/api/config-response';
import { DocumentTitle } from '../shared/document-title';
import { LoadingState } from '../ui/status';
import { useEducationRegion, type EducationCountry } from './use-education-region';
import './education.css';

/** The countries whose region offers the education portal (R§9: UK and France), each in its language. */
const OFFERED_IN = [
  { country: 'UK', href: PAGES.education },
  { country: 'FR', href: localizePath(PAGES.education, 'fr_FR') },
] as const;

/**
 * Every education page inside: where the reader's region has the education switch off (R§9: AT),
 * a page saying, in their language, that it is not offered there, with links to the countries
 * where it is; otherwise the page, given the region's list settings.
 */
// `title` is the page's document title; a page whose title is what it loads (a school) declares its own once loaded.
export function EducationGate({ title, children }: { title?: string; children: (settings: ConfigResponse['keyValues'], country: EducationCountry) => ReactNode }) {
  const { t } = useTranslation();
  const region = useEducationRegion();
  if (!region) {
    return (
      <section className="education container">
        <DocumentTitle text={title ?? t('EDUCATION_TITLE')} />
        <LoadingState label={t('EDUCATION_LOADING')} />
      </section>
    );
  }
  if (!region.offered) {
    return (
      <section className="education container education-not-offered" aria-labelledby="education-not-offered-title">
        <DocumentTitle text={t('EDUCATION_NOT_OFFERED_TITLE')} />
        <h1 id="education-not-offered-title">{t('EDUCATION_NOT_OFFERED_TITLE')}</h1>
        <p>
          {t('EDUCATION_NOT_OFFERED_BODY', {
            country: t(`EDUCATION_COUNTRY_${region.country}`),
          })}
        </p>
        <p>{t('EDUCATION_NOT_OFFERED_WHERE')}</p>
        <ul className="education-not-offered__countries">
          {OFFERED_IN.map((entry) => (
            <li key={entry.country}>
              <Link to={entry.href}>{t(`EDUCATION_COUNTRY_${entry.country}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="education container">
      {title === undefined ? null : <DocumentTitle text={title} />}
      {children(region.settings, region.country)}
    </section>
  );
}
