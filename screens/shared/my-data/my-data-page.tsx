import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../document-title';
import { LocalizedLink } from '../localized-link';
import { CloseAccountSection, RETENTION_LINK } from './close-account-section';
import { DataExportSection } from './data-export-section';
import './my-data-page.css';

/**
 * /my-data (issue 31): a copy of everything the portal holds about the person, and closing their account. The
 * same page for applicants, workers and students (the route's guard, PAGE_ACCESS.myData), outside the portal shell.
 */
export function MyDataPage() {
  const { t } = useTranslation();
  return (
    <section className="my-data container" aria-labelledby="my-data-title">
      <header className="my-data__header">
        <DocumentTitle text={t('MY_DATA_TITLE')} />
        <h1 id="my-data-title">{t('MY_DATA_TITLE')}</h1>
        <p className="my-data__intro">
          {t('MY_DATA_INTRO')} <LocalizedLink to={RETENTION_LINK}>{t('MY_DATA_RETENTION_LINK')}</LocalizedLink>
        </p>
      </header>
      <DataExportSection />
      <CloseAccountSection />
    </section>
  );
}
