import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { usePageCountry, usePageLanguage } from '../shared/i18n/use-page-language';
import { DocumentTitle } from '../shared/document-title';
import { ErrorState, LoadingState } from '../ui/status';
import { useLegalPage, type LegalDocument } from './api/get-legal-page';
import { RetentionTable } from './retention-table';
import './simple-page.css';

/** The countries with a company of their own (R§9), each with its own terms and privacy policy. */
const LEGAL_COUNTRIES = ['UK', 'FR', 'AT'] as const;
type LegalCountry = (typeof LEGAL_COUNTRIES)[number];

const isLegalCountry = (value: string | null): value is LegalCountry => LEGAL_COUNTRIES.some((country) => country === value);

/**
 * (L)/terms and (L)/privacy: the text of the company of the country chosen with `?country=`
 * (UK, FR, AT), by default the country of the page's language, in the page's language.
 */
function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const [params] = useSearchParams();
  const asked = params.get('country');
  const fallbackCountry = usePageCountry();
  const country: LegalCountry = isLegalCountry(asked) ? asked : fallbackCountry;
  const page = useLegalPage(document, { country_id: country, language });
  const path = document === 'terms' ? PAGES.terms : PAGES.privacy;

  return (
    <section className="simple-page legal-page container" aria-labelledby="legal-title">
      <nav className="legal-page__countries" aria-label={t('LEGAL_COUNTRY_CHOICE')}>
        {LEGAL_COUNTRIES.map((option) => (
          <LocalizedLink key={option} to={`${path}?country=${option}`} aria-current={option === country ? 'page' : undefined}>
            {t(`COUNTRY_${option}`)}
          </LocalizedLink>
        ))}
      </nav>
      {/* The document's own title once read; its name in the page's language before (the prerendered page). */}
      <DocumentTitle text={page.data?.title ?? t(document === 'terms' ? 'FOOTER_TERMS' : 'FOOTER_PRIVACY')} />
      {page.isPending ? <LoadingState label={t('LOADING')} /> : null}
      {page.isError ? (
        <ErrorState
          message={loadErrorLabel(page.error, t, (key) => i18n.exists(key))}
          retryLabel={t('RETRY')}
          onRetry={retryHelps(page.error) ? () => void page.refetch() : undefined}
        />
      ) : null}
      {page.data ? (
        <>
          <h1 id="legal-title">{page.data.title}</h1>
          <p className="simple-page__lead">
            {t('LEGAL_UPDATED', { date: new Date(`${page.data.updated}T12:00:00Z`).toLocaleDateString(language.replace('_', '-'), { dateStyle: 'long' }) })}
          </p>
          {page.data.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-section-${index}`}>
              <h2 id={`legal-section-${index}`}>{`${index + 1}. ${section.heading}`}</h2>
              {section.text.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          {document === 'privacy' ? <RetentionTable country={country} /> : null}
          <p>
            <LocalizedLink to={document === 'terms' ? PAGES.privacy : PAGES.terms}>
              {t(document === 'terms' ? 'LEGAL_PRIVACY_LINK' : 'LEGAL_TERMS_LINK')}
            </LocalizedLink>
          </p>
        </>
      ) : null}
    </section>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
