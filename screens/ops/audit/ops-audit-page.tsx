import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { apiErrorBody, apiErrorStatus } from '../../shared/api/api-client';
import { errorLabel, loadErrorLabel } from '../../shared/error-label';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { OpsRefusal } from '../regions/ops-refusal';
import { useAuditLog, type AuditFilters as Filters } from './api/audit-log';
import { AuditEntry } from './audit-entry';
import { AuditFilters } from './audit-filters';
import { isAuditAction } from './audit-words';
import '../regions/ops-regions-page.css';
import './ops-audit-page.css';

/**
 * /ops/audit (issue 25): what staff did, newest first: logins and logouts, support replies and
 * closings, region drafts, publications, approvals and rollbacks; by action or by account (kept in
 * the URL, so a filtered view can be shared), older entries on demand. The API decides who may read
 * it (ops accounts), like the rest of /ops.
 */
export function OpsAuditPage() {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filters: Filters = { action: isAuditAction(action) ? action : null, actor: params.get('actor') || null };
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  if (log.isError && entries.length === 0) {
    const status = apiErrorStatus(log.error);
    if (status === 401) return <OpsRefusal kind="log-in" returnTo={PAGES.opsAudit} />;
    if (status === 403 && apiErrorBody(log.error)?.error === 'STAFF_ONLY') return <OpsRefusal kind="staff-only" />;
  }

  const onFilters = (next: Filters) => {
    const search = new URLSearchParams();
    if (next.action) search.set('action', next.action);
    if (next.actor) search.set('actor', next.actor);
    setParams(search, { replace: true });
  };

  return (
    <div className="ops-regions ops-audit container">
      <title>{t('OPS_AUDIT_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <p className="ops-audit__back">
        <Link to={PAGES.ops}>{t('OPS_AUDIT_BACK')}</Link>
      </p>
      <h1>{t('OPS_AUDIT_TITLE')}</h1>
      <p className="ops-regions__intro">{t('OPS_AUDIT_INTRO')}</p>
      <AuditFilters key={`${filters.action}|${filters.actor}`} filters={filters} onChange={onFilters} />
      <section className="ops-card" aria-labelledby="ops-audit-list-title">
        <h2 id="ops-audit-list-title" className="ops-card__title">
          {t('OPS_AUDIT_LIST_TITLE')}
        </h2>
        {log.isPending ? (
          <LoadingState label={t('OPS_AUDIT_LOADING')} />
        ) : log.isError && entries.length === 0 ? (
          <ErrorState message={loadErrorLabel(log.error, t, exists)} retryLabel={t('RETRY')} onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState>{t(filters.action || filters.actor ? 'OPS_AUDIT_EMPTY_FILTERED' : 'OPS_AUDIT_EMPTY')}</EmptyState>
        ) : (
          <>
            <ol className="ops-audit__list">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <AuditEntry entry={entry} />
                </li>
              ))}
            </ol>
            {log.hasNextPage ? (
              <button type="button" className="button button--secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {log.isFetchingNextPage ? t('OPS_AUDIT_LOADING') : t('OPS_AUDIT_OLDER')}
              </button>
            ) : null}
            {log.isFetchNextPageError ? (
              <p className="ops-regions__error" role="alert">
                {errorLabel(log.error, t, exists)}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
