import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES, pageHref } from '../../../engine/pages';
import { homePath } from '../../../engine/rules/access';
import { RETURN_URL_PARAM } from '../../shared/return-url';
import { useViewer } from '../../shared/session/viewer';

/**
 * What /ops shows instead of the tools when the API refuses the person (issue 24): the API decides
 * (the `ops` area of engine/rules/access.ts, or a loopback development server), the page reads its
 * code. STAFF_ONLY: a worker or student, sent to their own home; UNAUTHORIZED: nobody logged in,
 * sent to log in and back.
 */
export function OpsRefusal({ kind, returnTo = PAGES.ops }: { kind: 'staff-only' | 'log-in'; returnTo?: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staffOnly = kind === 'staff-only';
  return (
    <div className="ops-refusal container">
      <title>{t(staffOnly ? 'OPS_REGIONS_STAFF_ONLY_TITLE' : 'OPS_REGIONS_LOG_IN_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t(staffOnly ? 'OPS_REGIONS_STAFF_ONLY_TITLE' : 'OPS_REGIONS_LOG_IN_TITLE')}</h1>
      <p>{t(staffOnly ? 'OPS_REGIONS_STAFF_ONLY_TEXT' : 'OPS_REGIONS_LOG_IN_TEXT')}</p>
      {staffOnly ? (
        <Link className="button" to={homePath(viewer ?? null)}>
          {t('OPS_REGIONS_STAFF_ONLY_HOME')}
        </Link>
      ) : (
        <Link className="button" to={pageHref(PAGES.login, { [RETURN_URL_PARAM]: returnTo })}>
          {t('OPS_REGIONS_LOG_IN')}
        </Link>
      )}
    </div>
  );
}
