import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../engine/pages';
import './my-data-card.css';

/**
 * A short card leading to /my-data (issue 31): on the worker's /account beside the consents, on the student's info
 * page. Apart from the page itself, so those pages do not load it. /my-data takes no language slug: a plain link.
 */
export function MyDataCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section className={`my-data-card ${className}`.trim()} aria-labelledby="my-data-card-title">
      <h2 id="my-data-card-title">{t('MY_DATA_CARD_TITLE')}</h2>
      <p>{t('MY_DATA_CARD_TEXT')}</p>
      <p>
        <Link to={PAGES.myData}>{t('MY_DATA_CARD_LINK')}</Link>
      </p>
    </section>
  );
}
