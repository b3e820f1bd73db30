import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { LocalizedLink } from '../../shared/localized-link';
import { useHydratedMark } from '../../shared/hydration';
import './route-error-page.css';

function routingErrorMessage(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return null;
}

/** A route that failed to load or render: the generic label, the routing error, a way home (W§8). */
export function RouteErrorPage() {
  // An error instead of the page: its buttons and links must work (the page did not hydrate).
  useHydratedMark();
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = routingErrorMessage(error);
  return (
    <section className="route-error container" aria-labelledby="route-error-title">
      <title>{t('ERROR_PAGE_TITLE')}</title>
      <h1 id="route-error-title">{t('ERROR_PAGE_TITLE')}</h1>
      <p>{t('ERROR_LABEL_GENERIC')}</p>
      {detail ? <p className="route-error__detail">{detail}</p> : null}
      <div className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('ERROR_PAGE_RELOAD')}
        </button>
        <LocalizedLink className="button button--secondary" to={PAGES.home}>
          {t('ERROR_PAGE_HOME_LINK')}
        </LocalizedLink>
      </div>
    </section>
  );
}
