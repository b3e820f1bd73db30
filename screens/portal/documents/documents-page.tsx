/**
 * The Documents page (W§2 Documents, W§3 Document type): every document type of the worker's
 * region with its files, upload per type (the same uploads as almost-there, screens/shared/documents),
 * the progress figure, insurance expiry dates, and the link to the partnership agreement unless
 * it is hidden for this worker (W§6 hidePartnershipAgreement).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { DocumentUploads } from '../../shared/documents/document-uploads';
import { useMe } from '../../shared/session/get-me';
import { usePageLanguage } from '../../shared/i18n/use-page-language';
import { LoadingState } from '../../ui/status';
import './documents-page.css';

export function DocumentsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const locale = bcp47ForLanguage(usePageLanguage());
  const worker = me?.worker;
  return (
    <div className="documents-page">
      <h1 className="documents-page__title">{t('DOCUMENTS_PAGE_TITLE')}</h1>
      <p className="documents-page__intro">{t('DOCUMENTS_PAGE_INTRO')}</p>
      {worker ? (
        <DocumentUploads workerId={worker.id} locale={locale} timeZone={me.city?.timezone} typeHeadingLevel={2} />
      ) : (
        <LoadingState label={t('DOCUMENTS_LOADING')} />
      )}
      {worker && !worker.hidePartnershipAgreement ? (
        <section className="documents-page__agreement" aria-labelledby="documents-agreement-title">
          <h2 id="documents-agreement-title" className="documents-page__agreement-title">
            {t('DOCUMENTS_AGREEMENT_TITLE')}
          </h2>
          <p>{t('DOCUMENTS_AGREEMENT_TEXT')}</p>
          <Link className="button button--secondary" to={PAGES.agreement}>
            {t('DOCUMENTS_AGREEMENT_LINK')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
