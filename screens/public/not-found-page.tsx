import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { LocalizedLink } from '../shared/localized-link';
import './simple-page.css';

/** Any URL the portal does not know (W§2 "any other"). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="simple-page container" aria-labelledby="not-found-title">
      <title>{t('NOT_FOUND_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <p className="simple-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('NOT_FOUND_TITLE')}</h1>
      <p className="simple-page__lead">{t('NOT_FOUND_TEXT')}</p>
      <p className="simple-page__path">
        <code>{pathname}</code>
      </p>
      <div className="simple-page__actions">
        <LocalizedLink className="button" to={PAGES.home}>
          {t('NOT_FOUND_HOME_LINK')}
        </LocalizedLink>
        <LocalizedLink className="button button--secondary" to={PAGES.faq}>
          {t('NOT_FOUND_HELP_LINK')}
        </LocalizedLink>
      </div>
    </section>
  );
}
