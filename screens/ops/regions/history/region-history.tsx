import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorLabel, loadErrorLabel } from '../../../shared/error-label';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useRegionVersions } from '../api/region-versions';
import { VersionEntry } from './version-entry';

/**
 * The region history (issue 24): every version, newest first, with author, approver, time, message
 * and source; its changes on demand; a rollback to any version but the live one. `/ops?version=42`
 * (the insights' link to a version's diff, issue 29) opens that version's changes and scrolls to it,
 * loading older pages of the history until it is there.
 */
export function RegionHistory({ liveVersion, onPublished }: { liveVersion: number | null; onPublished: (version: number) => void }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const versions = useRegionVersions();
  const list = versions.data?.pages.flatMap((page) => page.versions) ?? [];
  const [params] = useSearchParams();
  const linked = Number(params.get('version')) || null;
  const linkedLoaded = linked !== null && list.some((version) => version.id === linked);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = versions;
  // A version older than the first page: the pages before it are loaded one after the other.
  const seekOlder = linked !== null && !linkedLoaded && hasNextPage && !isFetchingNextPage && (list.at(-1)?.id ?? 0) > linked;
  useEffect(() => {
    if (seekOlder) void fetchNextPage();
  }, [seekOlder, fetchNextPage]);
  return (
    <section className="ops-card ops-history" aria-labelledby="ops-history-title">
      <h2 id="ops-history-title" className="ops-card__title">
        {t('OPS_REGIONS_HISTORY_TITLE')}
      </h2>
      {versions.isPending ? (
        <LoadingState label={t('OPS_REGIONS_HISTORY_LOADING')} />
      ) : versions.isError && list.length === 0 ? (
        <ErrorState message={loadErrorLabel(versions.error, t, exists)} retryLabel={t('RETRY')} onRetry={() => void versions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t('OPS_REGIONS_HISTORY_EMPTY')}</EmptyState>
      ) : (
        <>
          <ol className="ops-history__list">
            {list.map((version) => (
              <li key={version.id}>
                <VersionEntry version={version} live={version.id === liveVersion} linked={version.id === linked} onRolledBack={onPublished} />
              </li>
            ))}
          </ol>
          {linked !== null && !linkedLoaded && !seekOlder && !isFetchingNextPage ? (
            <p className="ops-regions__error" role="alert">
              {t('OPS_REGIONS_VERSION_NOT_FOUND', { version: linked })}
            </p>
          ) : null}
          {versions.hasNextPage ? (
            <button type="button" className="button button--secondary" disabled={versions.isFetchingNextPage} onClick={() => void versions.fetchNextPage()}>
              {versions.isFetchingNextPage ? t('OPS_REGIONS_HISTORY_LOADING') : t('OPS_REGIONS_HISTORY_OLDER')}
            </button>
          ) : null}
          {versions.isFetchNextPageError ? (
            <p className="ops-regions__error" role="alert">
              {errorLabel(versions.error, t, exists)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
